import { PAID_GAMES_PER_FREE_GAME } from '../constants.js';
import { platformFeeCents } from './jobs.js';

export const LEDGER_METHODS = ['card', 'venmo', 'paypal', 'credit'] as const;
export type PaymentMethod = (typeof LEDGER_METHODS)[number];
/**
 * What a recorded payment says the team paid, read from the row, never from a credit's value today
 * (decision 0008): a card checkout with a free game was charged its total less the discount it
 * recorded; a game paid whole by an old credit (`credit`) was covered whole and charged nothing.
 */
export function creditAndCharge(
  method: string,
  total: number,
  discount: number,
): { creditUsed: number; charged: number } {
  if (method === 'credit') return { creditUsed: total, charged: 0 };
  return { creditUsed: discount, charged: total - discount };
}
/** The methods paid outside the app, reported by the team and confirmed by the helper. */
export const OUTSIDE_METHODS = ['venmo', 'paypal'] as const;
export type OutsideMethod = (typeof OUTSIDE_METHODS)[number];
export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
/**
 * Why a free-game credit moved: earned (loyalty, referral), spent in a card checkout, or returned
 * when that checkout failed or was given up.
 */
export const CREDIT_REASONS = [
  'loyalty',
  'referral_referrer',
  'referral_referred',
  'spent',
  'returned',
] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

export interface PaymentAmounts {
  payCents: number;
  platformFeeCents: number;
  totalCents: number;
}

/**
 * What a job's payment moves (decision 5): the 10% platform fee applies to card payments only,
 * on top of the helper's pay; Venmo, PayPal and free-game credits move the pay alone.
 */
export function paymentAmounts(payCents: number, method: PaymentMethod): PaymentAmounts {
  const fee = method === 'card' ? platformFeeCents(payCents) : 0;
  return { payCents, platformFeeCents: fee, totalCents: payCents + fee };
}

/** Loyalty (decision 6): the team's Nth paid game earns a free game when N is a multiple of 10. */
export const earnsLoyaltyCredit = (paidGamesCompleted: number): boolean =>
  paidGamesCompleted > 0 && paidGamesCompleted % PAID_GAMES_PER_FREE_GAME === 0;

/** Paid games still needed for the next free game (the loyalty circles). */
export const paidGamesToNextFreeGame = (paidGamesCompleted: number): number =>
  PAID_GAMES_PER_FREE_GAME - (paidGamesCompleted % PAID_GAMES_PER_FREE_GAME);

/** The keys that make each credit happen at most once (a unique index in the ledger). */
export const creditKey = {
  loyalty: (jobId: number) => `loyalty:${jobId}`,
  referrer: (referredUserId: number) => `referral_referrer:${referredUserId}`,
  referred: (referredUserId: number) => `referral_referred:${referredUserId}`,
  /** Legacy: the free game that paid a whole job before credits moved into card checkout. */
  spent: (jobId: number) => `spent:${jobId}`,
  /** A credit taken by one card checkout (a payment attempt), and given back if it fails. */
  checkout: (paymentId: number) => `checkout:${paymentId}`,
  returned: (paymentId: number) => `returned:${paymentId}`,
  /** The same attempt succeeding after all, once its credit had been returned. */
  retaken: (paymentId: number) => `retaken:${paymentId}`,
};

/**
 * What one credit takes off a card checkout (decisions 6 and 26): its value, never more than the
 * job's pay or the cap; the team pays the rest by card and the helper is paid in full.
 */
export const freeGameDiscountCents = (payCents: number, capCents: number, creditValueCents: number): number =>
  Math.max(0, Math.min(payCents, capCents, creditValueCents));

/**
 * A loyalty credit's worth (decision 26): the platform fees collected on the games that earned it,
 * up to the cap, so a credit never costs the platform more than the money that earned it.
 */
export const loyaltyCreditValueCents = (feesCents: number, capCents: number): number =>
  Math.max(0, Math.min(feesCents, capCents));

/**
 * A referral pair's credits (decision 26) share the platform fee of the game that settled it, so the
 * two together cost at most that fee; the referred coach, who paid it, gets the odd cent.
 */
export function referralCreditValuesCents(
  feeCents: number,
  capCents: number,
): { referrer: number; referred: number } {
  const referrer = Math.floor(Math.max(0, feeCents) / 2);
  const referred = Math.max(0, feeCents) - referrer;
  return { referrer: Math.min(referrer, capCents), referred: Math.min(referred, capCents) };
}

/** Venmo's pay link with amount and note filled; null when there is no usable handle. */
export function venmoPayLink(
  handle: string | null | undefined,
  amountCents: number,
  note: string,
): string | null {
  const name = handle?.trim().replace(/^@/, '');
  if (!name || !/^[A-Za-z0-9_-]+$/.test(name)) return null;
  const params = new URLSearchParams({ txn: 'pay', amount: (amountCents / 100).toFixed(2), note });
  return `https://venmo.com/${encodeURIComponent(name)}?${params.toString()}`;
}

/** PayPal's send-money page: PayPal has no prefilled link for an email address, so the page shows the address and amount. */
export const PAYPAL_SEND_URL = 'https://www.paypal.com/myaccount/transfer/homepage/pay';

/** The spec's messages for payments. */
export const PAYMENT_MESSAGES = {
  notAvailable: 'Payment Not Available: This job must be completed before payment can be processed.',
  jobNotFound: 'Job Not Found',
  alreadyPaid: 'This job has already been paid.',
  onlyOwner: 'Only the team that posted this job can pay for it.',
  onlyHelper: 'Only the helper assigned to this job can confirm or dispute its payment.',
  noReport: 'The team has not reported a payment for this job yet.',
  noCredits: 'You have no free games to use.',
  cardInProgress: 'A card payment for this job is already under way.',
  cardNotConfigured: 'Card payments are not set up. Please pay by Venmo or PayPal.',
  helperNoCards: "This helper can't take card payments yet. Please pay by Venmo or PayPal.",
  reported: 'Payment reported. The helper has been asked to confirm it.',
  confirmed: 'Payment received. The job is paid.',
  disputed: 'Payment marked as not received. The team and our staff have been told.',
  freeGameNeedsCard:
    "Free games are used in card checkout, and this helper can't take card payments yet. Pay by Venmo or PayPal, or save the free game for another job.",
  noVenmo: "This helper hasn't set up Venmo yet. Try another payment method.",
  noPaypal: "This helper hasn't set up PayPal yet. Try another payment method.",
  cardRequired: 'Save a card to book this helper: on a card job the card guarantees their pay.',
  cardNotSaved: 'The card was not saved. Please enter it again.',
  holdActive: 'This job is paid by the card the team saved at booking. It is charged automatically.',
  noHold: 'This job has no card guarantee.',
  holdNotFixable: 'This card guarantee does not need a new card.',
  disputeClosed: 'A card charge can be disputed only in the 24 hours after the job is completed.',
  disputeDeclined:
    'Your card was declined, so nothing will be charged: add another card only if the helper should be paid.',
} as const;

/**
 * A card job's guarantee (decision 22): saved at booking, placed as a hold near the game, captured
 * 24 hours after completion unless disputed, released when the booking ends without a game.
 */
export const CARD_HOLD_STATUSES = [
  'scheduled',
  'held',
  'failed',
  'disputed',
  'captured',
  'released',
] as const;
export type CardHoldStatus = (typeof CARD_HOLD_STATUSES)[number];
/** The hold is placed this long before the game, inside the provider's seven-day hold window. */
export const CARD_HOLD_LEAD_HOURS = 48;
/** The team may dispute within this long after completing the job; then the hold is captured. */
export const CARD_CAPTURE_DELAY_HOURS = 24;
