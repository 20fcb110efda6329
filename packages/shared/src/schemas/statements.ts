import { z } from 'zod';
import {
  periodDays,
  STATEMENT_LINE_KINDS,
  STATEMENT_LINE_STATUSES,
  STATEMENT_MAX_DAYS,
  STATEMENT_MESSAGES,
  STATEMENT_METHODS,
  TAX_INFO_STATES,
} from '../domain/statements.js';
import { dollarsCodec, isoDateSchema } from './primitives.js';

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD: both real dates, in order, at most a year apart. */
export const StatementQuerySchema = z
  .object({ from: isoDateSchema(), to: isoDateSchema() })
  .superRefine((q, ctx) => {
    if (q.from > q.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: STATEMENT_MESSAGES.fromAfterTo });
    else if (periodDays(q.from, q.to) > STATEMENT_MAX_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: STATEMENT_MESSAGES.tooLong });
  });
export type StatementQuery = z.infer<typeof StatementQuerySchema>;

/** A group's total: a payer's name, or a month as YYYY-MM. */
const Total = z.object({ label: z.string(), games: z.number().int(), amount: dollarsCodec() });

/** One game (or late-cancellation / show-up fee) on a helper's statement. */
export const EarningsLineSchema = z.object({
  jobId: z.number().int(),
  jobTitle: z.string(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  /** The game's date in its venue's zone (decision 21). */
  gameDate: z.string(),
  timeZone: z.string(),
  payer: z.string(),
  /** Who was paid: the helper, or a teen's guardian (decision 23). */
  payee: z.string(),
  paidToGuardian: z.boolean(),
  method: z.enum(STATEMENT_METHODS).nullable(),
  /** Card or free game: paid through the card provider, which reports it for tax. */
  throughPlatform: z.boolean(),
  status: z.enum(STATEMENT_LINE_STATUSES),
  /**
   * The day the money reached the helper, in the venue's zone: the settlement, or for an amount the
   * platform owed, the day it paid it out (null while owed).
   */
  paidOn: z.string().nullable(),
  /** What the helper was paid (0 for unpaid, owed or refunded). */
  amount: dollarsCodec(),
  /** What the platform still owes the helper for this game (status `owed`). */
  owed: dollarsCodec(),
  /** A card payment received: the calendar year whose card earnings (1099-K) count it, by `paidOn`. */
  taxYear: z.string().nullable(),
  /** The 10% platform fee the team paid on top (card only); never taken from the helper's pay. */
  platformFee: dollarsCodec(),
});
export type EarningsLine = z.infer<typeof EarningsLineSchema>;

export const EarningsStatementSchema = z.object({
  helper: z.object({ id: z.number().int(), name: z.string() }),
  guardian: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  generatedAt: z.string(),
  lines: z.array(EarningsLineSchema),
  totals: z.object({
    earned: dollarsCodec(),
    throughPlatform: dollarsCodec(),
    outsidePlatform: dollarsCodec(),
    platformFees: dollarsCodec(),
    refunded: dollarsCodec(),
    /** Paid by the team and still owed to the helper by the platform: not in `earned`. */
    owed: dollarsCodec(),
    /** Games worked in the period with no payment settled yet. */
    unpaidGames: z.number().int(),
    byPayer: z.array(Total),
    byMonth: z.array(Total),
  }),
  tax: z.object({
    taxInfo: z.enum(TAX_INFO_STATES),
    providerReports: z.string(),
    outsideReports: z.string(),
    noAdvice: z.string(),
    /** Says that the years below follow the day paid, not the game date. */
    byPaidDate: z.string(),
    /**
     * Card earnings per calendar year the period touches, whole years by the day paid (what the
     * 1099-K counts), with the notice near the threshold.
     */
    years: z.array(
      z.object({
        year: z.string(),
        card: dollarsCodec(),
        cardPayments: z.number().int(),
        notice: z.string().nullable(),
      }),
    ),
  }),
});
export type EarningsStatement = z.infer<typeof EarningsStatementSchema>;

/** One payment on a team's (or a tournament's) spend statement, with its receipt. */
export const SpendLineSchema = z.object({
  receiptNumber: z.string(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  kind: z.enum(STATEMENT_LINE_KINDS),
  gameDate: z.string(),
  timeZone: z.string(),
  helper: z.string(),
  method: z.enum(STATEMENT_METHODS),
  status: z.enum(['paid', 'refunded']),
  paidOn: z.string().nullable(),
  pay: dollarsCodec(),
  platformFee: dollarsCodec(),
  /** A free-game credit spent in checkout: taken off what the card was charged. */
  creditUsed: dollarsCodec(),
  /** What the team paid in the end (0 when refunded). */
  charged: dollarsCodec(),
  /** The card provider's payment reference (card only). */
  providerRef: z.string().nullable(),
});
export type SpendLine = z.infer<typeof SpendLineSchema>;

export const SpendStatementSchema = z.object({
  payer: z.object({ id: z.number().int(), name: z.string() }),
  tournament: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  generatedAt: z.string(),
  lines: z.array(SpendLineSchema),
  totals: z.object({
    pay: dollarsCodec(),
    platformFees: dollarsCodec(),
    creditsUsed: dollarsCodec(),
    charged: dollarsCodec(),
    refunded: dollarsCodec(),
    byMonth: z.array(Total),
  }),
});
export type SpendStatement = z.infer<typeof SpendStatementSchema>;

/** POST /api/payments/connect/tax-info: the provider's hosted tax-information (W-9) step. */
export const TaxInfoLinkSchema = z.object({ url: z.string() });
