import { parse } from 'csv-parse/sync';
import { ScheduleImportError } from './schedule-import-error.js';
import type { RawRow } from './read-rows.js';

// NUL and C0 controls other than tab, line feed, form feed and carriage return never occur in a text CSV.
// eslint-disable-next-line no-control-regex
const BINARY = /[\u0000-\u0008\u000B\u000E-\u001A\u001C-\u001F]/;

const notText = () =>
  new ScheduleImportError(
    400,
    'unreadable_file',
    'This file is named .csv but is not CSV text. Save the sheet as CSV and try again.',
  );

/** UTF-8 (with or without BOM); a file that is not UTF-8 is read as Windows-1252, what Excel's plain "CSV" writes. */
function decode(bytes: Buffer): string {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new ScheduleImportError(
      400,
      'unreadable_file',
      'This CSV is saved as UTF-16, which cannot be read. Save it as "CSV UTF-8".',
    );
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  if (BINARY.test(text)) throw notText();
  return text.replace(/^\uFEFF/, '');
}

/** Comma is the rule; a header line with semicolons and no comma is a European Excel export. */
function delimiterOf(text: string): string {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  if (firstLine.includes(',')) return ',';
  if (firstLine.includes(';')) return ';';
  if (firstLine.includes('\t')) return '\t';
  return ',';
}

/** Rows of a CSV file, numbered as a spreadsheet would number them (a quoted line break stays in its row). */
export function readCsvRows(bytes: Buffer): RawRow[] {
  const text = decode(bytes);
  let records: string[][];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      skip_empty_lines: false,
    });
  } catch (error) {
    const { records: done, message } = error as { records?: number; message?: string };
    const rowNumber = (done ?? 0) + 1;
    const reason = /quote/i.test(message ?? '')
      ? 'a quoted value is not closed or is followed by stray text'
      : 'the line cannot be read as CSV';
    throw new ScheduleImportError(400, 'unreadable_file', `Row ${rowNumber}: ${reason}.`, rowNumber);
  }
  return records.map((cells, index) => ({
    rowNumber: index + 1,
    width: cells.length,
    text: (column) => cells[column] ?? '',
  }));
}
