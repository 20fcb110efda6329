import { rowError } from './schedule-import-error.js';
import type { ColumnKind } from './columns.js';

/** Longest cell kept; anything longer is surely not a team name, a field or a date. */
export const MAX_CELL_LENGTH = 500;

const pad = (n: number) => String(n).padStart(2, '0');

/** Excel's wall-clock values arrive as Dates whose UTC fields are the shown date and time. */
export function isoDate(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** H:MM AM/PM, rounded to the minute (Excel stores times as fractions of a day, so 7:30 may be 7:29:59.99). */
export function clockTime(date: Date): string {
  const minutes =
    Math.round((date.getUTCHours() * 3600 + date.getUTCMinutes() * 60 + date.getUTCSeconds()) / 60) % 1440;
  const hours24 = Math.floor(minutes / 60);
  const hours12 = hours24 % 12 === 0 ? 12 : hours24 % 12;
  return `${hours12}:${pad(minutes % 60)} ${hours24 < 12 ? 'AM' : 'PM'}`;
}

// Excel's day 0 in the 1900 system is 1899-12-30 (it counts the non-existent 1900-02-29).
const EXCEL_EPOCH_1900 = Date.UTC(1899, 11, 30);
const EXCEL_EPOCH_1904 = Date.UTC(1904, 0, 1);
const DAY_MS = 86_400_000;

/** An Excel serial number (days since the epoch, fraction = time of day) as a wall-clock Date. */
export function fromExcelSerial(serial: number, date1904: boolean): Date {
  return new Date((date1904 ? EXCEL_EPOCH_1904 : EXCEL_EPOCH_1900) + Math.round(serial * DAY_MS));
}

/** A time-only cell: Excel keeps it as a date on its day 0 (or 1 in the 1904 system). */
const isTimeOnly = (date: Date) =>
  date.getTime() >= EXCEL_EPOCH_1900 - DAY_MS && date.getTime() < EXCEL_EPOCH_1900 + 2 * DAY_MS;
const hasTimeOfDay = (date: Date) => date.getTime() % DAY_MS !== 0;

/** A date cell as text for a column of the given kind. */
export function dateCellText(date: Date, kind: ColumnKind): string {
  if (Number.isNaN(date.getTime())) return '';
  if (kind === 'date') return isoDate(date);
  if (kind === 'time') return clockTime(date);
  if (isTimeOnly(date)) return clockTime(date);
  return hasTimeOfDay(date) ? `${isoDate(date)} ${clockTime(date)}` : isoDate(date);
}

/** A numeric cell in a date or time column is an Excel serial someone left unformatted. */
export function numberCellText(value: number, kind: ColumnKind, date1904: boolean): string {
  if (kind === 'time' && value >= 0 && value < 1) return clockTime(fromExcelSerial(value, false));
  if (kind === 'date' && value >= 1 && value < 2_958_466) return isoDate(fromExcelSerial(value, date1904));
  return String(value);
}

// C0 and C1 controls other than whitespace (collapsed below), DEL, and Unicode line/paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u2028\u2029]/;

/**
 * Every cell goes through here: whitespace runs (including line breaks inside a quoted CSV cell)
 * become one space; control characters and over-long cells refuse the file with the row and column.
 */
export function cleanCell(raw: string, rowNumber: number, header: string): string {
  if (CONTROL.test(raw)) {
    throw rowError(rowNumber, 'schedule_cell_invalid', `${header} contains a control character.`);
  }
  const text = raw.replace(/\s+/g, ' ').trim();
  if (text.length > MAX_CELL_LENGTH) {
    throw rowError(
      rowNumber,
      'schedule_cell_invalid',
      `${header} is longer than ${MAX_CELL_LENGTH} characters.`,
    );
  }
  return text;
}
