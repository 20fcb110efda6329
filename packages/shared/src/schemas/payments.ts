import { z } from 'zod';
import { JOB_STATUSES } from '../domain/jobs.js';
import {
  CARD_HOLD_STATUSES,
  CREDIT_REASONS,
  OUTSIDE_METHODS,
  LEDGER_METHODS,
  PAYMENT_STATUSES,
} from '../domain/payments.js';
import { dollarsCodec, idSchema } from './primitives.js';

/** POST /api/jobs/{id}/payment-report: the team says it paid outside the app. */
export const PaymentReportBodySchema = z.object({ method: z.enum(OUTSIDE_METHODS) });
export type PaymentReportBody = z.infer<typeof PaymentReportBodySchema>;

/** POST /api/jobs/{id}/payment-confirmation: the helper may name the method when nothing was reported. */
export const PaymentConfirmationBodySchema = z
  .object({ method: z.enum(OUTSIDE_METHODS).optional() })
  .nullish();

/** One payment as its payer or payee sees it. Money in dollars. */
export const PaymentSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  payerId: z.number().int(),
  payeeId: z.number().int(),
  method: z.enum(LEDGER_METHODS),
  amount: dollarsCodec(),
  platformFee: dollarsCodec(),
  total: dollarsCodec(),
  /** A free game's discount in card checkout; the team was charged total minus this. */
  freeGameDiscount: dollarsCodec(),
  status: z.enum(PAYMENT_STATUSES),
  disputed: z.boolean(),
  reportedAt: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  disputedAt: z.string().nullable(),
  createdAt: z.string(),
  /** Whether the session user is the payer (team) or the payee (helper) of this payment. */
  role: z.enum(['payer', 'payee']),
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    jobDate: z.string(),
    status: z.enum(JOB_STATUSES),
  }),
  teamName: z.string(),
  helperName: z.string(),
});
export type Payment = z.infer<typeof PaymentSchema>;
export const PaymentListSchema = z.array(PaymentSchema);

/** GET /api/users/referral-info: the spec's three numbers (earnings counted in free games). */
export const ReferralInfoSchema = z.object({
  referralCode: z.string(),
  totalReferrals: z.number().int(),
  completedReferrals: z.number().int(),
  totalEarnings: z.number().int(),
});
export type ReferralInfo = z.infer<typeof ReferralInfoSchema>;

export const CreditSchema = z.object({
  reason: z.enum(CREDIT_REASONS),
  delta: z.number().int(),
  jobId: z.number().int().nullable(),
  createdAt: z.string(),
});

/**
 * GET /api/payments/due: the session user's completed jobs that are not paid yet (as the team that
 * owes or the helper owed), with the payment reported for each, if any. The Pending tabs list these:
 * a job is due before any payment row exists.
 */
export const DuePaymentSchema = z.object({
  jobId: z.number().int(),
  title: z.string(),
  jobDate: z.string(),
  completedAt: z.string().nullable(),
  teamName: z.string(),
  helperName: z.string(),
  role: z.enum(['payer', 'payee']),
  amount: dollarsCodec(),
  /** A game's pay, or a cancelled booking's fee (decision 24), paid and confirmed the same way. */
  kind: z.enum(['pay', 'late_cancel', 'show_up']),
  payment: z
    .object({
      id: z.number().int(),
      method: z.enum(LEDGER_METHODS),
      reportedAt: z.string().nullable(),
      disputed: z.boolean(),
    })
    .nullable(),
});
export type DuePayment = z.infer<typeof DuePaymentSchema>;
export const DuePaymentListSchema = z.array(DuePaymentSchema);

/**
 * GET /api/payments/card/{jobId}: what the owner's card checkout needs, all decided on the server:
 * the provider's publishable key (never bundled), and the amounts (total = pay x 1.1). Answers 503
 * when card payments are not configured and 409 when the helper cannot take cards yet.
 */
export const CardCheckoutSchema = z.object({
  jobId: z.number().int(),
  jobTitle: z.string(),
  helperName: z.string(),
  publishableKey: z.string(),
  amount: dollarsCodec(),
  platformFee: dollarsCodec(),
  total: dollarsCodec(),
  /**
   * The free games the team can use on this job (one its open checkout holds included), and what
   * one takes off this checkout: the credit's value, up to the pay and FREE_GAME_CAP (decision 26).
   */
  freeGamesRemaining: z.number().int(),
  freeGameDiscount: dollarsCodec(),
});
export type CardCheckout = z.infer<typeof CardCheckoutSchema>;

/**
 * GET /api/payments/connect: the helper's card payout account as Sideline knows it. `none` before
 * "Get paid by card", `pending` while the provider's onboarding is unfinished, `enabled` once the
 * account can take card payments.
 */
export const CONNECT_STATES = ['none', 'pending', 'enabled'] as const;
export const ConnectStatusSchema = z.object({ state: z.enum(CONNECT_STATES) });
export type ConnectStatus = z.infer<typeof ConnectStatusSchema>;
export const ConnectLinkSchema = z.object({ url: z.string() });

/** POST /api/create-payment-intent's answer: the intent's client secret for the card form. */
export const ClientSecretSchema = z.object({ clientSecret: z.string() });

/**
 * POST /api/create-payment-intent's body. The spec's call also sends an amount (and one variant a
 * description); both are accepted and ignored: the server computes every amount from the database.
 */
export const PaymentIntentBodySchema = z.object({
  jobId: idSchema,
  /** Spend one free game on this checkout (decision 6); the server decides what it is worth. */
  useFreeGame: z.boolean().optional(),
  amount: z.unknown().optional(),
  description: z.unknown().optional(),
});

/**
 * POST /api/jobs/{id}/card-setup: what the team's browser needs to save a card for a booking (the
 * provider's setup intent). `applicationId` names the helper being booked; without it the call is
 * a new card for the job's existing guarantee.
 */
export const CardSetupBodySchema = z.object({ applicationId: idSchema.optional() });
export const CardSetupSchema = z.object({ clientSecret: z.string(), publishableKey: z.string() });
export type CardSetup = z.infer<typeof CardSetupSchema>;

/** PUT /api/jobs/{id}/card-hold: the team's new card for a guarantee whose hold failed. */
export const CardHoldCardBodySchema = z.object({
  setupIntentId: z.string().regex(/^seti_\w{1,200}$/, 'Invalid saved card.'),
});

/** POST /api/jobs/{id}/card-hold/dispute: why the team stops the charge. */
export const CardHoldDisputeBodySchema = z.object({
  reason: z
    .string({ error: 'Please say what went wrong.' })
    .trim()
    .min(5, 'Please say what went wrong (at least 5 characters).')
    .max(1000, 'Please keep it under 1,000 characters.'),
});

/** POST /api/admin/card-holds/{id}/resolve: an admin settles a disputed guarantee. */
export const CardHoldResolveBodySchema = z.object({ action: z.enum(['capture', 'release']) });

/**
 * GET /api/jobs/{id}/card-hold: a card job's guarantee as its team, its helper or an admin sees it.
 * `card` goes to the team and admins only.
 */
export const CardHoldSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  status: z.enum(CARD_HOLD_STATUSES),
  /** What the card is held for and charged: pay plus the platform fee. */
  amount: dollarsCodec(),
  pay: dollarsCodec(),
  card: z.string().nullable(),
  /** When the hold is (or was to be) placed. */
  holdAt: z.string(),
  heldAt: z.string().nullable(),
  /** When a held card is charged, once the job is completed: 24 hours after. */
  captureAt: z.string().nullable(),
  failureMessage: z.string().nullable(),
  disputeReason: z.string().nullable(),
  capturedAt: z.string().nullable(),
  releasedAt: z.string().nullable(),
});
export type CardHold = z.output<typeof CardHoldSchema>;
