import { ScheduleImportError } from './schedule-import-error.js';

export type ScheduleFormat = 'csv' | 'xlsx';

export interface ScheduleFile {
  bytes: Buffer;
  /** As the client named it; only its extension is read. */
  filename: string;
  /** As the client declared it; a hint only: the bytes decide. */
  mimetype: string;
}

const FORMAT_NAMES: Record<ScheduleFormat, string> = { csv: 'a CSV file', xlsx: 'an Excel (.xlsx) file' };

/** The spec's wording for the team's CSV-only dialog, and the same shape for wider choices. */
export function invalidScheduleType(accept: readonly ScheduleFormat[]): ScheduleImportError {
  const names = accept.map((format) => FORMAT_NAMES[format]).join(' or ');
  const message =
    accept.length === 1 && accept[0] === 'csv'
      ? 'Invalid File Type: Please select a CSV file'
      : `Invalid File Type: Please select ${names}`;
  return new ScheduleImportError(400, 'invalid_file_type', message);
}

const extensionOf = (filename: string) => /\.([A-Za-z0-9]{1,8})$/.exec(filename)?.[1]?.toLowerCase() ?? '';

const startsWith = (bytes: Buffer, magic: number[]) => magic.every((byte, i) => bytes[i] === byte);
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** OLE2 compound file: Excel 97-2003 .xls, and also any password-protected .xlsx. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The spec: a CSV is a text/csv type or a .csv name; a name with another extension is never re-read by type. */
function claimedFormat(extension: string, mimetype: string): ScheduleFormat | null {
  if (extension === 'csv') return 'csv';
  if (extension === 'xlsx') return 'xlsx';
  if (extension !== '') return null;
  const type = mimetype.split(';')[0]?.trim().toLowerCase();
  return type === 'text/csv' ? 'csv' : type === XLSX_TYPE ? 'xlsx' : null;
}

/**
 * What the bytes are, checked against what the name says and what the caller accepts. The name
 * alone never decides: a picture renamed `games.csv` is refused as not being what it claims.
 */
export function detectFormat(file: ScheduleFile, accept: readonly ScheduleFormat[]): ScheduleFormat {
  const extension = extensionOf(file.filename);
  if (file.bytes.length === 0) {
    throw new ScheduleImportError(
      400,
      'empty_file',
      'The file is empty. Choose a file with a header row and one row per game.',
    );
  }
  if (extension === 'xls' || startsWith(file.bytes, OLE2)) {
    throw new ScheduleImportError(
      400,
      'invalid_file_type',
      accept.includes('xlsx')
        ? 'Invalid File Type: Excel 97-2003 (.xls) and password-protected workbooks cannot be read. Save the sheet as .xlsx or .csv.'
        : invalidScheduleType(accept).message,
    );
  }
  if (extension === 'xlsm' || extension === 'xlsb') {
    throw new ScheduleImportError(
      400,
      'invalid_file_type',
      'Invalid File Type: macro-enabled and binary workbooks are not accepted. Save the sheet as .xlsx or .csv.',
    );
  }

  const claimed = claimedFormat(extension, file.mimetype);
  if (!claimed || !accept.includes(claimed)) throw invalidScheduleType(accept);
  const isZip = startsWith(file.bytes, ZIP);
  if (claimed === 'xlsx' && !isZip) {
    throw new ScheduleImportError(
      400,
      'unreadable_file',
      'This file is named .xlsx but is not an Excel workbook.',
    );
  }
  if (claimed === 'csv' && isZip) {
    throw new ScheduleImportError(
      400,
      'unreadable_file',
      'This file is named .csv but is a workbook or archive, not CSV text. Save the sheet as CSV.',
    );
  }
  return claimed;
}
