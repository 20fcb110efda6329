import { statementMethodLabel, type EarningsStatement, type SpendStatement } from '@sideline/shared';

/**
 * Quoted when needed, and a leading =, +, - or @ neutralised: a spreadsheet must never run a
 * team's or a game's name as a formula.
 */
function cell(value: string | number | boolean | null): string {
  let text = value === null ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
  if (/^[=+\-@\t\r]/.test(text) && typeof value === 'string') text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
const row = (cells: Array<string | number | boolean | null>) => cells.map(cell).join(',');
const dollars = (cents: number) => (cents / 100).toFixed(2);
const KIND = { game: 'Game', late_cancel: 'Late-cancellation fee', show_up: 'Show-up fee' } as const;

export function earningsCsv(s: EarningsStatement): string {
  const out = [
    row([
      'Game date',
      'Time zone',
      'Game',
      'Kind',
      'Payer',
      'Paid to',
      'Method',
      'Through Sideline (reported by Stripe)',
      'Status',
      'Paid on',
      'Amount',
      'Platform fee (paid by team)',
    ]),
    ...s.lines.map((l) =>
      row([
        l.gameDate,
        l.timeZone,
        l.jobTitle,
        KIND[l.kind],
        l.payer,
        l.payee,
        l.method ? statementMethodLabel(l.method) : 'Not paid yet',
        l.throughPlatform,
        l.status,
        l.paidOn,
        dollars(l.amount),
        dollars(l.platformFee),
      ]),
    ),
    '',
    row(['Totals', '', '', '', '', '', '', '', '', '', 'Amount']),
    row(['Earned', ...Array(9).fill(''), dollars(s.totals.earned)]),
    row(['Through Sideline (card)', ...Array(9).fill(''), dollars(s.totals.throughPlatform)]),
    row(['Outside Sideline (Venmo/PayPal)', ...Array(9).fill(''), dollars(s.totals.outsidePlatform)]),
    row(['Refunded to teams', ...Array(9).fill(''), dollars(s.totals.refunded)]),
    '',
    row(['By payer', 'Games', 'Amount']),
    ...s.totals.byPayer.map((t) => row([t.label, t.games, dollars(t.amount)])),
    '',
    row(['By month', 'Games', 'Amount']),
    ...s.totals.byMonth.map((t) => row([t.label, t.games, dollars(t.amount)])),
  ];
  return `${out.join('\r\n')}\r\n`;
}

export function spendCsv(s: SpendStatement): string {
  const out = [
    row([
      'Receipt',
      'Game date',
      'Time zone',
      'Game',
      'Kind',
      'Helper',
      'Method',
      'Status',
      'Paid on',
      'Pay',
      'Platform fee',
      'Credit used',
      'Charged',
      'Card reference',
    ]),
    ...s.lines.map((l) =>
      row([
        l.receiptNumber,
        l.gameDate,
        l.timeZone,
        l.jobTitle,
        KIND[l.kind],
        l.helper,
        statementMethodLabel(l.method),
        l.status,
        l.paidOn,
        dollars(l.pay),
        dollars(l.platformFee),
        dollars(l.creditUsed),
        dollars(l.charged),
        l.providerRef,
      ]),
    ),
    '',
    row(['Totals', 'Pay', 'Platform fees', 'Credits used', 'Charged', 'Refunded']),
    row([
      '',
      dollars(s.totals.pay),
      dollars(s.totals.platformFees),
      dollars(s.totals.creditsUsed),
      dollars(s.totals.charged),
      dollars(s.totals.refunded),
    ]),
  ];
  return `${out.join('\r\n')}\r\n`;
}
