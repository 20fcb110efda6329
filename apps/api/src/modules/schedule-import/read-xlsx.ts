import { dateCellText, fromExcelSerial, numberCellText } from './cell-text.js';
import type { ColumnKind } from './columns.js';
import type { RawRow } from './read-rows.js';
import { rowError, ScheduleImportError } from './schedule-import-error.js';
import { openWorkbook, stringItem, WorkbookError, type Workbook } from './workbook-parts.js';
import { scanXml, XmlError } from './xml-scan.js';
import { listZipEntries, unpackedSize, type ZipEntry } from './zip-directory.js';

/**
 * A 2,000-game sheet unpacks to well under this; a workbook that unpacks to more is refused unread,
 * so a hostile upload cannot make the server inflate or scan more than this.
 */
const MAX_UNPACKED_BYTES = 8 * 1024 * 1024;

const damaged = () =>
  new ScheduleImportError(
    400,
    'unreadable_file',
    'This Excel workbook is damaged or cannot be read. Open it in Excel, save it as .xlsx and try again.',
  );
const tooLarge = () =>
  new ScheduleImportError(
    413,
    'file_too_large',
    'This workbook is too large once unpacked. Keep only the schedule sheet and try again.',
  );
const notWorkbook = () =>
  new ScheduleImportError(400, 'unreadable_file', 'This file is named .xlsx but is not an Excel workbook.');

/** Looks inside the zip before anything is inflated: a workbook, no macros, a sane unpacked size. */
function checkPackage(bytes: Buffer): ZipEntry[] {
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
  if (unpacked > MAX_UNPACKED_BYTES) throw tooLarge();
  return entries;
}

/** One cell as stored: its type (`t`), style index (`s`), saved value and whether it holds a formula. */
interface Cell {
  type: string;
  style: number;
  value: string | null;
  formula: boolean;
}

interface SheetRow {
  rowNumber: number;
  /** By 0-based column: a map, as a row may hold one cell far out to the right. */
  cells: Map<number, Cell>;
}

const MAX_ROW = 1_048_576;
const MAX_COLUMN = 16_384;

/** `C12` -> 2 (0-based column); null for anything that is not a cell reference. */
function columnOf(ref: string): number | null {
  const letters = /^([A-Z]{1,3})\d+$/.exec(ref)?.[1];
  if (!letters) return null;
  let column = 0;
  for (const letter of letters) column = column * 26 + letter.charCodeAt(0) - 64;
  return column <= MAX_COLUMN ? column - 1 : null;
}

/** Every row of the sheet with its cells, in one pass over `<sheetData>`. */
function readSheet(xml: string): SheetRow[] {
  const rows: SheetRow[] = [];
  let row: SheetRow | null = null;
  let cell: Cell | null = null;
  let column = -1;
  let inValue = false;
  const tokens = scanXml(xml);
  for (let next = tokens.next(); !next.done; next = tokens.next()) {
    const token = next.value;
    if (token.kind === 'text') {
      if (inValue && cell) cell.value = (cell.value ?? '') + token.text;
    } else if (token.kind === 'open') {
      if (token.name === 'row') {
        const rowNumber = token.attrs.r ? Number(token.attrs.r) : (rows.at(-1)?.rowNumber ?? 0) + 1;
        if (!Number.isInteger(rowNumber) || rowNumber < 1 || rowNumber > MAX_ROW) throw new XmlError('row');
        row = { rowNumber, cells: new Map() };
        column = -1;
        if (token.selfClosing) {
          rows.push(row);
          row = null;
        }
      } else if (token.name === 'c' && row) {
        const at = token.attrs.r ? columnOf(token.attrs.r) : column + 1;
        if (at === null || at >= MAX_COLUMN) throw new XmlError('cell reference');
        column = at;
        cell = { type: token.attrs.t ?? 'n', style: Number(token.attrs.s ?? 0), value: null, formula: false };
        row.cells.set(column, cell);
        if (token.selfClosing) cell = null;
      } else if (token.name === 'v' && cell) {
        cell.value ??= '';
        inValue = !token.selfClosing;
      } else if (token.name === 'f' && cell) cell.formula = true;
      else if (token.name === 'is' && cell && !token.selfClosing) cell.value = stringItem(tokens, 'is');
    } else if (token.name === 'v') inValue = false;
    else if (token.name === 'c') cell = null;
    else if (token.name === 'row' && row) {
      rows.push(row);
      row = null;
    }
  }
  return rows;
}

/**
 * Up to the last cell holding something: formatted empty cells out to the last column must not make
 * every blank row cost thousands of reads.
 */
function widthOf(cells: Map<number, Cell>): number {
  let width = 0;
  for (const [column, cell] of cells)
    if (cell.value !== null || cell.formula) width = Math.max(width, column + 1);
  return width;
}

/** Excel escapes characters XML cannot carry as `_xHHHH_` inside strings. */
const unescapeExcel = (text: string) =>
  text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * One cell as text. Formulas are never evaluated: a formula cell reads as the result Excel saved
 * with the file, and a formula saved without one is refused with its row, as is an error cell.
 */
function cellText(
  cell: Cell | undefined,
  kind: ColumnKind,
  book: Workbook,
  rowNumber: number,
  header: string,
): string {
  if (!cell) return '';
  if (cell.formula && cell.value === null) {
    throw rowError(
      rowNumber,
      'schedule_cell_invalid',
      `${header} holds a formula without a saved value. Replace it with its value and save the file again.`,
    );
  }
  if (cell.value === null) return '';
  const value = cell.value;
  switch (cell.type) {
    case 's': {
      const text = book.sharedStrings[Number(value)];
      if (text === undefined) throw damaged();
      return unescapeExcel(text);
    }
    case 'inlineStr':
      return unescapeExcel(value);
    case 'str':
      return value;
    case 'b':
      return value === '1' || value === 'true' ? 'TRUE' : 'FALSE';
    case 'e':
      throw rowError(
        rowNumber,
        'schedule_cell_invalid',
        `${header} shows the error ${value}. Fix that cell and save the file again.`,
      );
    case 'd':
      return value === ''
        ? ''
        : dateCellText(new Date(/Z|[+-]\d\d:\d\d$/.test(value) ? value : `${value}Z`), kind);
  }
  if (value.trim() === '') return '';
  const number = Number(value);
  if (!Number.isFinite(number)) throw damaged();
  if (!book.dateStyles[cell.style]) return numberCellText(number, kind, book.date1904);
  // A time alone is a fraction of day 0, whichever date system the workbook uses.
  return dateCellText(fromExcelSerial(number, book.date1904 && number >= 1), kind);
}

/** Rows of the workbook's first visible sheet (hidden sheets often hold lookup lists, not games). */
export async function readXlsxRows(bytes: Buffer): Promise<RawRow[]> {
  const entries = checkPackage(bytes);
  let book: Workbook;
  let sheet: SheetRow[];
  try {
    book = openWorkbook(bytes, entries, MAX_UNPACKED_BYTES);
    sheet = readSheet(book.sheetXml);
  } catch (error) {
    if (error instanceof WorkbookError && error.reason === 'too-large') throw tooLarge();
    if (error instanceof WorkbookError && error.reason === 'no-sheet')
      throw new ScheduleImportError(400, 'empty_file', 'The workbook has no sheets.');
    if (error instanceof WorkbookError || error instanceof XmlError) throw damaged();
    throw error;
  }
  return sheet.map(({ rowNumber, cells }) => ({
    rowNumber,
    width: widthOf(cells),
    text: (column, kind, header) => cellText(cells.get(column), kind, book, rowNumber, header),
  }));
}
