import {
  csvMoney,
  csvRow,
  statementMethodLabel,
  type CsvValue,
  type EarningsStatement,
  type SpendStatement,
} from '@sideline/shared';

// Cells go through the one shared guard (packages/shared csv-cell): a spreadsheet never runs a
// team's or a game's name as a formula, and amounts stay numbers.
const row = (cells: CsvValue[]) => csvRow(cells);
const dollars = csvMoney;
const KIND = { game: 'Game', late_cancel: 'Late-cancellation fee', show_up: 'Show-up fee' } as const;

export function earningsCsv(s: EarningsStatement): string {
  const gap: CsvValue[] = Array(10).fill('');
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
      'Card earnings year (1099-K, by day paid)',
      'Amount',
      'Owed by Sideline',
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
        l.taxYear,
        dollars(l.amount),
        dollars(l.owed),
        dollars(l.platformFee),
      ]),
    ),
    '',
    // Each total in the Amount column.
    row(['Totals', ...gap, 'Amount']),
    row(['Earned', ...gap, dollars(s.totals.earned)]),
    row(['Through Sideline (card)', ...gap, dollars(s.totals.throughPlatform)]),
    row(['Outside Sideline (Venmo/PayPal)', ...gap, dollars(s.totals.outsidePlatform)]),
    row(['Owed by Sideline (not yet paid to you)', ...gap, dollars(s.totals.owed)]),
    row(['Refunded to teams', ...gap, dollars(s.totals.refunded)]),
    '',
    row(['Card earnings per year (by day paid)', 'Payments', 'Amount']),
    ...s.tax.years.map((y) => row([y.year, y.cardPayments, dollars(y.card)])),
    row([s.tax.byPaidDate]),
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
