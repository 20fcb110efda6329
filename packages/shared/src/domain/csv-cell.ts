/**
 * CSV cells for every file Sideline writes (the payments list on the web, statements on the API):
 * one guard against spreadsheet formula injection, so the two can never drift apart.
 */

/** A money amount in cents, written as dollars with cents (-12.50): a number a spreadsheet sums. */
export interface CsvMoney {
  readonly cents: number;
}
export const csvMoney = (cents: number): CsvMoney => ({ cents });

export type CsvValue = string | number | boolean | null | CsvMoney;

/**
 * A cell a spreadsheet would read as a formula: = + - @ first (after any spaces), or a tab or a
 * carriage return first. Checked on the NFKC form, since spreadsheets also take the full-width,
 * small and super- or subscript forms (＝ ﹦ ⁼ ₌, ＋ ﹢ ⁺ ₊, － ﹣, ＠ ﹫) for the plain ones.
 */
export function startsFormula(text: string): boolean {
  return /^[\t\r]/.test(text) || /^\s*[=+\-@]/.test(text.normalize('NFKC'));
}

/**
 * One cell. Text that starts like a formula gets a leading apostrophe (and is quoted), so it shows
 * as typed and never runs; numbers and amounts are written as numbers, a negative one included,
 * since a number cannot run.
 */
export function csvCell(value: CsvValue): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (value !== null && typeof value === 'object') return (value.cents / 100).toFixed(2);
  const text = value === null ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : value;
  const safe = startsFormula(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A row of cells, comma-separated (lines are joined with CRLF by the caller). */
export const csvRow = (cells: readonly CsvValue[]): string => cells.map(csvCell).join(',');
