import ExcelJS from 'exceljs';
import { dateCellText, numberCellText } from './cell-text.js';
import type { ColumnKind } from './columns.js';
import type { RawRow } from './read-rows.js';
import { rowError, ScheduleImportError } from './schedule-import-error.js';
import { listZipEntries, unpackedSize } from './zip-directory.js';

/**
 * A 2,000-game sheet unpacks to under a megabyte; exceljs parses every part of a workbook into memory
 * (a large sheet takes seconds and gigabytes), so a workbook that unpacks to more than this is refused unread.
 */
const MAX_UNPACKED_BYTES = 8 * 1024 * 1024;

const damaged = () =>
  new ScheduleImportError(
    400,
    'unreadable_file',
    'This Excel workbook is damaged or cannot be read. Open it in Excel, save it as .xlsx and try again.',
  );
const notWorkbook = () =>
  new ScheduleImportError(400, 'unreadable_file', 'This file is named .xlsx but is not an Excel workbook.');

/** Looks inside the zip before anything is inflated: a workbook, no macros, a sane unpacked size. */
function checkPackage(bytes: Buffer): void {
  const entries = listZipEntries(bytes);
  if (!entries) throw notWorkbook();
  if (!entries.some((entry) => entry.name === 'xl/workbook.xml')) throw notWorkbook();
  if (entries.some((entry) => /vbaProject\.bin$/i.test(entry.name))) {
    throw new ScheduleImportError(
      400,
      'invalid_file_type',
      'Invalid File Type: this workbook contains macros. Save it as a plain .xlsx (without macros) or as .csv.',
    );
  }
  const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  const unpacked =
    declared > MAX_UNPACKED_BYTES ? declared : unpackedSize(bytes, entries, MAX_UNPACKED_BYTES);
  if (unpacked === null) throw damaged();
  if (unpacked > MAX_UNPACKED_BYTES) {
    throw new ScheduleImportError(
      413,
      'file_too_large',
      'This workbook is too large once unpacked. Keep only the schedule sheet and try again.',
    );
  }
}

/**
 * One cell as text. Formulas are never evaluated: a formula cell reads as the result Excel saved
 * with the file, and a formula saved without one is refused with its row, as is an error cell.
 */
function cellText(
  value: ExcelJS.CellValue,
  kind: ColumnKind,
  date1904: boolean,
  rowNumber: number,
  header: string,
): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return numberCellText(value, kind, date1904);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return dateCellText(value, kind);
  if ('error' in value)
    throw rowError(
      rowNumber,
      'schedule_cell_invalid',
      `${header} shows the error ${value.error}. Fix that cell and save the file again.`,
    );
  if ('richText' in value) return value.richText.map((run) => run.text).join('');
  if ('formula' in value || 'sharedFormula' in value) {
    if (value.result === undefined) {
      throw rowError(
        rowNumber,
        'schedule_cell_invalid',
        `${header} holds a formula without a saved value. Replace it with its value and save the file again.`,
      );
    }
    return cellText(value.result, kind, date1904, rowNumber, header);
  }
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : '';
  return '';
}

/** Rows of the workbook's first visible sheet (hidden sheets often hold lookup lists, not games). */
export async function readXlsxRows(bytes: Buffer): Promise<RawRow[]> {
  checkPackage(bytes);
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs only reads: it never calculates formulas and has no macro engine.
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw damaged();
  }
  const sheet =
    workbook.worksheets.find((candidate) => candidate.state === 'visible') ?? workbook.worksheets[0];
  if (!sheet) throw new ScheduleImportError(400, 'empty_file', 'The workbook has no sheets.');
  const date1904 = Boolean(workbook.properties?.date1904);
  const rows: RawRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells = row.values as ExcelJS.CellValue[]; // 1-based, sparse
    rows.push({
      rowNumber,
      width: Math.max(0, cells.length - 1),
      text: (column, kind, header) => cellText(cells[column + 1], kind, date1904, rowNumber, header),
    });
  });
  return rows;
}
