/**
 * # schedule-import: one reader for every spreadsheet of games
 *
 * Used by the team's bulk schedule upload (`POST /api/jobs/bulk-upload`) and the tournament
 * director's games file. It only READS: it returns trimmed text per row and column; what a row
 * means (valid date? known service?) is the caller's rule.
 *
 * ```ts
 * import { readSchedule, readScheduleUpload, ScheduleImportError, type ColumnMap } from '../schedule-import/index.js';
 *
 * const GAME_COLUMNS = {
 *   date: { header: 'Date', kind: 'date' },            // Excel date cells -> 'YYYY-MM-DD'
 *   time: { header: 'Time', kind: 'time' },            // Excel time cells -> 'H:MM AM/PM', e.g. '7:05 PM'
 *   homeTeam: { header: 'Home Team', aliases: ['Home'] },
 *   awayTeam: { header: 'Away Team', aliases: ['Away'] },
 *   field: { header: 'Field', aliases: ['Field/Location', 'Location', 'Venue'] },
 *   gameType: { header: 'Game Type', optional: true },
 *   specialRequirements: { header: 'Special Requirements', optional: true },
 * } satisfies ColumnMap;
 *
 * const { file, fields } = await readScheduleUpload(request, { fileField: 'gamesFile', textFields: ['userData'] });
 * const { format, records } = await readSchedule(file!, GAME_COLUMNS, { accept: ['csv', 'xlsx'] });
 * // records: { rowNumber: 2, values: { date: '2026-03-15', time: '9:00 AM', homeTeam: 'Eagles', ... } }[]
 * ```
 *
 * - `readSchedule(file, columns, options?)` -> `Promise<{ format: 'csv' | 'xlsx'; records }>`.
 *   `file` is `{ bytes: Buffer; filename: string; mimetype: string }`. `options.accept` (default
 *   `['csv', 'xlsx']`) lists the formats the caller takes; `options.maxRows` defaults to 2,000.
 * - Headers: the first non-blank row. Matched ignoring case, spaces and punctuation against each
 *   column's `header` and `aliases` ('FIELD / location' matches 'Field/Location'); extra columns are
 *   ignored; a missing non-`optional` column or one given twice refuses the file. Optional absent
 *   columns read as ''.
 * - Records: one per non-blank row below the header, `rowNumber` being the spreadsheet's row number
 *   (header usually row 1, first game row 2). Values are strings, trimmed, whitespace collapsed, at
 *   most 500 characters, no control characters; blank cells are ''.
 * - CSV: `csv-parse`; UTF-8 (BOM ok) or Windows-1252; comma, or semicolon/tab when the header line has
 *   no comma. Excel: `.xlsx` through our own reader (`read-xlsx.ts`: the zip's central directory,
 *   node's inflate and a small XML scanner; shared and inline strings, numbers, booleans, date
 *   styles), first visible sheet. `.xls` (97-2003), password-protected and macro-enabled workbooks
 *   are refused, and so is a workbook that unpacks to more than 8 MB (measured by inflating with a
 *   cap before any part is read: no zip bombs) or whose XML is malformed or declares entities.
 *   Formulas are never evaluated: a formula cell reads as the value Excel saved with it; one
 *   without a saved value, or an error cell (#REF!...), refuses the file naming the row. Numbers in
 *   `kind: 'date'`/`'time'` columns are read as Excel serials. Hidden rows are read like any other.
 * - Every refusal throws `ScheduleImportError` (an `AppError`: status 400, or 413 when too large;
 *   codes `empty_file`, `invalid_file_type`, `unreadable_file`, `file_too_large`,
 *   `schedule_columns_missing`, `schedule_too_many_rows`, `schedule_cell_invalid`). When it concerns a
 *   row, `error.rowNumber` is set, the message starts with `Row N:` and `details` is
 *   `[{ path: 'row N', message }]`. Thrown from a route it becomes the usual error body.
 * - The bytes decide the type, the name must agree: an empty file, a picture renamed `.csv`, a
 *   workbook renamed `.csv` or text renamed `.xlsx` are refused. For a CSV-only caller the wrong-type
 *   message is the spec's 'Invalid File Type: Please select a CSV file'.
 * - `readScheduleUpload(request, { fileField, textFields, maxBytes? })` reads a multipart request
 *   (file part and text fields in any order, unknown parts refused, 5 MB default cap enforced while
 *   streaming). Register `@fastify/multipart` in the route's own scope, as
 *   `schedule-import.routes.ts` does, with `fileSize` >= maxBytes and `throwFileSizeLimit: true`.
 */
import { MAX_SCHEDULE_BYTES, MAX_SCHEDULE_ROWS } from '@sideline/shared';
import type { ColumnMap } from './columns.js';
import { detectFormat, type ScheduleFile, type ScheduleFormat } from './detect-format.js';
import { readCsvRows } from './read-csv.js';
import { toRecords, type ScheduleRecord } from './read-rows.js';
import { readXlsxRows } from './read-xlsx.js';
import { scheduleTooLarge } from './read-upload.js';

export type { ColumnKind, ColumnMap, ColumnSpec } from './columns.js';
export { normalizeHeader } from './columns.js';
export type { ScheduleFile, ScheduleFormat } from './detect-format.js';
export { invalidScheduleType } from './detect-format.js';
export type { ScheduleRecord } from './read-rows.js';
export { readScheduleUpload, scheduleTooLarge, type UploadParts } from './read-upload.js';
export { ScheduleImportError } from './schedule-import-error.js';

export interface ReadScheduleOptions {
  accept?: readonly ScheduleFormat[];
  maxRows?: number;
  maxBytes?: number;
}

export interface ScheduleSheet<K extends string> {
  format: ScheduleFormat;
  records: ScheduleRecord<K>[];
}

export async function readSchedule<K extends string>(
  file: ScheduleFile,
  columns: ColumnMap<K>,
  options: ReadScheduleOptions = {},
): Promise<ScheduleSheet<K>> {
  const { accept = ['csv', 'xlsx'], maxRows = MAX_SCHEDULE_ROWS, maxBytes = MAX_SCHEDULE_BYTES } = options;
  if (file.bytes.length > maxBytes) throw scheduleTooLarge(maxBytes);
  const format = detectFormat(file, accept);
  const rows = format === 'csv' ? readCsvRows(file.bytes) : await readXlsxRows(file.bytes);
  return { format, records: toRecords(rows, columns, maxRows) };
}
