import { MAX_SCHEDULE_ROWS } from '@sideline/shared';
import { cleanCell } from './cell-text.js';
import { matchHeaders, type ColumnKind, type ColumnMap } from './columns.js';
import { ScheduleImportError } from './schedule-import-error.js';

/** One row as a reader sees it, before columns are matched. */
export interface RawRow {
  rowNumber: number;
  width: number;
  /** The cell at a 0-based position as text, converted for the column's kind; '' when empty. */
  text(column: number, kind: ColumnKind, header: string): string;
}

export interface ScheduleRecord<K extends string> {
  /** The spreadsheet's row number (the header row is the first non-blank row, usually 1). */
  rowNumber: number;
  /** Each column's cell, trimmed, whitespace collapsed; '' when blank or when an optional column is absent. */
  values: Record<K, string>;
}

const isBlank = (row: RawRow) => {
  for (let i = 0; i < row.width; i++) {
    try {
      if (row.text(i, 'text', '').trim() !== '') return false;
    } catch {
      return false; // an error cell is not blank; it is refused if it sits in a column we read
    }
  }
  return true;
};

/** The first non-blank row is the header; blank rows below it are skipped, not counted as games. */
export function toRecords<K extends string>(
  rows: Iterable<RawRow>,
  columns: ColumnMap<K>,
  maxRows = MAX_SCHEDULE_ROWS,
): ScheduleRecord<K>[] {
  const keys = Object.keys(columns) as K[];
  let index: Record<K, number> | null = null;
  const records: ScheduleRecord<K>[] = [];
  for (const row of rows) {
    if (isBlank(row)) continue;
    if (!index) {
      const headers = Array.from({ length: row.width }, (_, i) => row.text(i, 'text', `column ${i + 1}`));
      index = matchHeaders(headers, columns, row.rowNumber);
      continue;
    }
    if (records.length === maxRows) {
      throw new ScheduleImportError(
        400,
        'schedule_too_many_rows',
        `Row ${row.rowNumber}: a file holds at most ${maxRows.toLocaleString('en-US')} games; split it into smaller files.`,
        row.rowNumber,
      );
    }
    const values = {} as Record<K, string>;
    for (const key of keys) {
      const { header, kind = 'text' } = columns[key];
      const at = index[key];
      values[key] = at < 0 ? '' : cleanCell(row.text(at, kind, header), row.rowNumber, header);
    }
    records.push({ rowNumber: row.rowNumber, values });
  }
  if (!index) {
    throw new ScheduleImportError(
      400,
      'empty_file',
      'The file is empty. Choose a file with a header row and one row per game.',
    );
  }
  if (records.length === 0) {
    throw new ScheduleImportError(400, 'empty_file', 'The file has a header row but no games below it.');
  }
  return records;
}
