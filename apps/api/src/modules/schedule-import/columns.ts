import { rowError, ScheduleImportError } from './schedule-import-error.js';

/** How a column's cells are read from Excel: dates become YYYY-MM-DD, times H:MM AM/PM. */
export type ColumnKind = 'text' | 'date' | 'time';

export interface ColumnSpec {
  /** The template's header, e.g. 'Field/Location'; also the name used in error messages. */
  header: string;
  /** Other headers accepted for this column, e.g. ['Field', 'Location', 'Venue']. */
  aliases?: readonly string[];
  kind?: ColumnKind;
  /** A missing optional column reads as '' in every record. */
  optional?: boolean;
}

/** Caller-chosen keys to column specs, e.g. `{ date: { header: 'Date', kind: 'date' }, ... }`. */
export type ColumnMap<K extends string = string> = Readonly<Record<K, ColumnSpec>>;

/** Case, spaces and punctuation do not count: 'Field / Location', 'field_location' and 'FIELDLOCATION' match. */
export const normalizeHeader = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** For each key, the index of its cell in a row, or -1 when an optional column is absent. */
export type ColumnIndex<K extends string> = Record<K, number>;

export function matchHeaders<K extends string>(
  headerCells: readonly string[],
  columns: ColumnMap<K>,
  headerRowNumber: number,
): ColumnIndex<K> {
  const wanted = new Map<string, K>();
  for (const key of Object.keys(columns) as K[]) {
    const spec = columns[key];
    for (const name of [spec.header, ...(spec.aliases ?? [])]) wanted.set(normalizeHeader(name), key);
  }

  const index = {} as ColumnIndex<K>;
  for (const key of Object.keys(columns) as K[]) index[key] = -1;
  headerCells.forEach((cell, position) => {
    const key = wanted.get(normalizeHeader(cell));
    if (key === undefined) return; // extra columns are allowed and ignored
    if (index[key] !== -1) {
      throw rowError(
        headerRowNumber,
        'schedule_columns_missing',
        `the "${columns[key].header}" column appears twice ("${headerCells[index[key]]}" and "${cell}").`,
      );
    }
    index[key] = position;
  });

  const missing = (Object.keys(columns) as K[]).filter((key) => index[key] === -1 && !columns[key].optional);
  if (missing.length > 0) {
    const names = missing.map((key) => `"${columns[key].header}"`).join(', ');
    throw new ScheduleImportError(
      400,
      'schedule_columns_missing',
      `Row ${headerRowNumber}: the header row has no ${names} column${missing.length > 1 ? 's' : ''}. ` +
        `Expected columns: ${Object.values<ColumnSpec>(columns)
          .map((c) => c.header)
          .join(', ')}.`,
      headerRowNumber,
    );
  }
  return index;
}
