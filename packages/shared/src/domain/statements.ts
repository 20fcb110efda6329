/**
 * Statements (decision 30, record 0052): a helper's earnings and a team's spend for a period. Pure
 * rules shared by the server (which decides) and the web app (which shows the same words).
 */

/**
 * The federal Form 1099-K reporting threshold for payment settlement entities such as the card
 * provider: more than $20,000 in gross payments AND more than 200 transactions in a calendar year.
 * Source: 26 U.S.C. 6050W(e), restored to $20,000 / 200 by Public Law 119-21 (July 2025), which
 * reversed the phased drop to $600; IRS "Understanding your Form 1099-K" (irs.gov). Some states
 * set lower thresholds, so the notice never promises that no form will come.
 */
export const FORM_1099K_THRESHOLD_CENTS = 2_000_000;
export const FORM_1099K_MIN_TRANSACTIONS = 200;
/** The notice shows once card earnings in a calendar year reach this share of the threshold. */
export const FORM_1099K_NOTICE_SHARE = 0.8;

/** The longest period one statement covers: a calendar year (leap years included). */
export const STATEMENT_MAX_DAYS = 366;
/** Games per printed page (the issue: "a page per ~40 games"). */
export const STATEMENT_GAMES_PER_PAGE = 40;

export const STATEMENT_METHODS = ['card', 'venmo', 'paypal', 'credit'] as const;
export type StatementMethod = (typeof STATEMENT_METHODS)[number];
export const STATEMENT_LINE_KINDS = ['game', 'late_cancel', 'show_up'] as const;
/**
 * `owed`: the team's side is settled but the platform has not paid the helper yet (a free-game
 * game whose transfer failed or waits for the helper's card account); not received, so not earned.
 */
export const STATEMENT_LINE_STATUSES = ['paid', 'owed', 'refunded', 'unpaid'] as const;
/** `unknown`: the card provider could not be asked just now (the statement is still given). */
export const TAX_INFO_STATES = ['no_account', 'needed', 'provided', 'unknown'] as const;
export type TaxInfoState = (typeof TAX_INFO_STATES)[number];

export const STATEMENT_MESSAGES = {
  fromAfterTo: 'The start date must be on or before the end date',
  tooLong: `A statement covers at most ${STATEMENT_MAX_DAYS} days`,
  notYours: 'You can only see your own statement, or a teen’s you are the guardian of',
  providerReports:
    'Card payments through Sideline are paid by our card provider, Stripe. Stripe sends a Form 1099-K to you and to the IRS when the year’s card payments pass the federal reporting threshold.',
  outsideReports:
    'Venmo and PayPal payments were paid to you outside Sideline and reported by the team. Sideline does not report them; keeping track of them is yours.',
  byPaidDate:
    'Games, totals and months follow the game date. The card earnings per year follow the day each card payment was paid to you, for the whole calendar year, as Stripe’s Form 1099-K does: a game near New Year can be on one year’s statement and in the next year’s card earnings.',
  owed: 'Owed by Sideline: the team has paid, and Sideline still owes you this amount. It is not counted as earned until it is paid to you.',
  noAdvice:
    'This statement is a record of payments, not tax advice. For questions about your taxes, ask a tax professional.',
  taxInfoNeeded: 'Stripe needs your tax information (Form W-9) before it can send you tax forms.',
  taxInfoProvided: 'Stripe has your tax information.',
  taxInfoUnknown: "We couldn't reach Stripe to check your tax information just now. Please try again later.",
  noAccount: 'You have no card account yet: all payments so far were outside Sideline.',
} as const;

/** Plain words for the method column: card through the platform, or what the team reported. */
export const statementMethodLabel = (method: StatementMethod): string =>
  method === 'card'
    ? 'Card (Sideline)'
    : method === 'credit'
      ? 'Free game (Sideline)'
      : method === 'venmo'
        ? 'Venmo (reported)'
        : 'PayPal (reported)';

/** Days from `from` to `to` inclusive, both YYYY-MM-DD. */
export const periodDays = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The notice near the 1099-K threshold, or null: amounts in cents for one calendar year. */
export function thresholdNotice(cardCents: number, cardPayments: number, year: string): string | null {
  if (cardCents < FORM_1099K_THRESHOLD_CENTS * FORM_1099K_NOTICE_SHARE) return null;
  const over = cardCents > FORM_1099K_THRESHOLD_CENTS && cardPayments > FORM_1099K_MIN_TRANSACTIONS;
  return over
    ? `Your card earnings in ${year} are past the federal 1099-K threshold ($20,000 and 200 payments): expect a Form 1099-K from Stripe.`
    : `Your card earnings in ${year} are nearing the federal 1099-K threshold ($20,000 and 200 payments). Some states report lower amounts.`;
}

/** Cents as $1,234.50: statements show every cent (formatDollars rounds to whole dollars). */
export function formatMoney(cents: number): string {
  // Grouped by hand: a statement formats thousands of amounts, and Intl is slow at that.
  const whole = String(Math.floor(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${whole}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
}
