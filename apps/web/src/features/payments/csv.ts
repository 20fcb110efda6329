import type { Payment } from '@sideline/shared';
import { METHOD_LABELS } from './format';

/**
 * A cell a spreadsheet would read as a formula: = + - @ first (after any spaces), or a tab or a
 * carriage return first. Checked on the NFKC form, since spreadsheets also take the full-width,
 * small and super- or subscript forms (＝ ﹦ ⁼ ₌, ＋ ﹢ ⁺ ₊, － ﹣, ＠ ﹫) for the plain ones.
 */
export function startsFormula(text: string): boolean {
  return /^[\t\r]/.test(text) || /^\s*[=+\-@]/.test(text.normalize('NFKC'));
}

const cell = (value: string | number): string => {
  const text = String(value);
  // Quote everything that needs it; a formula start is neutralised so spreadsheets never run it.
  const safe = startsFormula(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) || safe !== text ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** The season (calendar year) of payments as CSV for bookkeeping, amounts in dollars. */
export function paymentsCsv(payments: Payment[], year: number): string {
  const header = [
    'Date',
    'Job',
    'Game date',
    'Team',
    'Helper',
    'Method',
    'Status',
    'Amount',
    'Platform fee',
    'Free game',
    'Total',
  ];
  const rows = payments
    .filter((p) => new Date(p.completedAt ?? p.createdAt).getFullYear() === year)
    .map((p) => [
      (p.completedAt ?? p.createdAt).slice(0, 10),
      p.job.title,
      p.job.jobDate,
      p.teamName,
      p.helperName,
      METHOD_LABELS[p.method],
      p.disputed ? `${p.status} (disputed)` : p.status,
      (p.amount / 100).toFixed(2),
      (p.platformFee / 100).toFixed(2),
      (p.freeGameDiscount / 100).toFixed(2),
      // What the team was charged: a free game comes off the card total.
      ((p.total - p.freeGameDiscount) / 100).toFixed(2),
    ]);
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
