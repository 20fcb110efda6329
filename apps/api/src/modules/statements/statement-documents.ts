import {
  formatMoney,
  STATEMENT_MESSAGES,
  statementMethodLabel,
  type EarningsStatement,
  type SpendStatement,
} from '@sideline/shared';
import type { PdfStatement } from './statement-pdf.js';

const KIND = { game: '', late_cancel: ' (late-cancel fee)', show_up: ' (show-up fee)' } as const;
const STATUS = { paid: 'Paid', owed: 'Owed', refunded: 'Refunded', unpaid: 'Not paid yet' } as const;
/** Marks a card payment counted in another year's card earnings than its game's year. */
const OTHER_YEAR = ' *';
const paidInOtherYear = (l: EarningsStatement['lines'][number]) =>
  l.taxYear !== null && l.taxYear !== l.gameDate.slice(0, 4);

/** A helper's statement as printed: one row a game, totals by payer and by month at the end. */
export function earningsDocument(s: EarningsStatement): PdfStatement {
  const who = s.guardian ? `${s.helper.name} (paid to guardian ${s.guardian})` : s.helper.name;
  return {
    title: 'Earnings statement',
    subtitle: `${who} · games from ${s.from} to ${s.to} · dates in each venue's time zone`,
    columns: [
      { label: 'Date', width: 58 },
      { label: 'Game', width: 160 },
      { label: 'Payer', width: 110 },
      { label: 'Paid to', width: 90 },
      { label: 'Method', width: 90 },
      { label: 'Status', width: 56 },
      { label: 'Paid on', width: 66 },
      { label: 'Fee', width: 44, align: 'right' },
      { label: 'Amount', width: 46, align: 'right' },
    ],
    rows: s.lines.map((l) => [
      l.gameDate,
      l.jobTitle + KIND[l.kind],
      l.payer,
      l.payee,
      l.method ? statementMethodLabel(l.method) : '—',
      STATUS[l.status],
      l.paidOn ? l.paidOn + (paidInOtherYear(l) ? OTHER_YEAR : '') : '—',
      formatMoney(l.platformFee),
      formatMoney(l.amount),
    ]),
    totals: [
      {
        heading: 'Totals',
        pairs: [
          ['Earned', formatMoney(s.totals.earned)],
          ['Through Sideline by card (reported by Stripe)', formatMoney(s.totals.throughPlatform)],
          ['Outside Sideline: Venmo / PayPal (yours to report)', formatMoney(s.totals.outsidePlatform)],
          ['Owed by Sideline (not yet paid to you)', formatMoney(s.totals.owed)],
          ['Platform fees (paid by teams, not taken from you)', formatMoney(s.totals.platformFees)],
          ['Refunded to teams', formatMoney(s.totals.refunded)],
          ['Games not paid yet', String(s.totals.unpaidGames)],
        ],
      },
      {
        heading: 'By payer',
        pairs: s.totals.byPayer.map((t) => [`${t.label} (${t.games})`, formatMoney(t.amount)]),
      },
      {
        heading: 'By month',
        pairs: s.totals.byMonth.map((t) => [`${t.label} (${t.games})`, formatMoney(t.amount)]),
      },
      {
        heading: 'Card earnings per year (by day paid)',
        pairs: s.tax.years.map((y) => [`${y.year} (${y.cardPayments} payments)`, formatMoney(y.card)]),
      },
    ],
    notes: [
      s.tax.providerReports,
      s.tax.outsideReports,
      `${s.tax.byPaidDate} Such a game’s paid-on day is marked${OTHER_YEAR}.`,
      ...(s.totals.owed > 0 ? [STATEMENT_MESSAGES.owed] : []),
      ...s.tax.years.flatMap((y) => (y.notice ? [y.notice] : [])),
      s.tax.noAdvice,
    ],
  };
}

/** A team's (or a tournament's) spend: one row a payment with its receipt number. */
export function spendDocument(s: SpendStatement): PdfStatement {
  const scope = s.tournament ? `tournament ${s.tournament}` : `games from ${s.from} to ${s.to}`;
  return {
    title: s.tournament ? 'Tournament spend statement' : 'Spend statement',
    subtitle: `${s.payer.name} · ${scope} · dates in each venue's time zone`,
    columns: [
      { label: 'Receipt', width: 58 },
      { label: 'Date', width: 56 },
      { label: 'Game', width: 170 },
      { label: 'Helper', width: 96 },
      { label: 'Method', width: 86 },
      { label: 'Status', width: 50 },
      { label: 'Pay', width: 50, align: 'right' },
      { label: 'Fee', width: 46, align: 'right' },
      { label: 'Credit', width: 46, align: 'right' },
      { label: 'Charged', width: 62, align: 'right' },
    ],
    rows: s.lines.map((l) => [
      l.receiptNumber,
      l.gameDate,
      l.jobTitle + KIND[l.kind],
      l.helper,
      statementMethodLabel(l.method),
      l.status === 'paid' ? 'Paid' : 'Refunded',
      formatMoney(l.pay),
      formatMoney(l.platformFee),
      formatMoney(l.creditUsed),
      formatMoney(l.charged),
    ]),
    totals: [
      {
        heading: 'Totals',
        pairs: [
          ['Pay to helpers', formatMoney(s.totals.pay)],
          ['Platform fees (10% on card payments)', formatMoney(s.totals.platformFees)],
          ['Free-game credits used', formatMoney(s.totals.creditsUsed)],
          ['Charged', formatMoney(s.totals.charged)],
          ['Refunded', formatMoney(s.totals.refunded)],
        ],
      },
      {
        heading: 'By month',
        pairs: s.totals.byMonth.map((t) => [`${t.label} (${t.games})`, formatMoney(t.amount)]),
      },
    ],
    notes: [
      'Venmo and PayPal payments were reported by the team; card payments were charged through Stripe.',
    ],
  };
}
