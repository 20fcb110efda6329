import { csvMoney, csvRow, type Payment } from '@sideline/shared';
import { chargedToTeam, coveredByCredit } from './charged';
import { METHOD_LABELS } from './format';

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
    .map((p) => {
      const covered = coveredByCredit(p);
      return [
        (p.completedAt ?? p.createdAt).slice(0, 10),
        p.job.title,
        p.job.jobDate,
        p.teamName,
        p.helperName,
        METHOD_LABELS[p.method],
        p.disputed ? `${p.status} (disputed)` : p.status,
        csvMoney(p.amount),
        csvMoney(p.platformFee),
        csvMoney(covered),
        csvMoney(chargedToTeam(p)),
      ];
    });
  // Text cells that start like a formula are neutralised by the shared guard; amounts stay numbers.
  return [header, ...rows].map(csvRow).join('\r\n') + '\r\n';
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
