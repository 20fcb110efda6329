import { z } from 'zod';
import { JOB_STATUSES } from '../domain/jobs.js';
import { CARD_HOLD_STATUSES, CREDIT_REASONS, LEDGER_METHODS, PAYMENT_STATUSES } from '../domain/payments.js';
import { REVIEWEE_ROLES } from '../domain/reviews.js';
import { SPORTS } from '../domain/sports.js';
import { CONTROL_CHARS, CONTROL_CHARS_MESSAGE, dollarsCodec, intQuery } from './primitives.js';

export const MODERATION_MESSAGES = {
  paymentNotFound: 'Payment not found',
  notDisputed: 'This payment has no open dispute.',
  nothingOwed: 'The platform owes nothing on this payment.',
  alreadySettled: 'This amount has already been settled.',
  reviewAlreadyHidden: 'This review is already hidden.',
  reasonRequired: 'Please give a reason.',
  reasonTooLong: 'A reason can be at most 500 characters.',
  noteRequired: 'Please describe how the dispute was resolved.',
  noteTooLong: 'A note can be at most 500 characters.',
} as const;

const note = (required: string, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(500, tooLong)
    .refine((s) => !CONTROL_CHARS.test(s), CONTROL_CHARS_MESSAGE);

/** POST /api/admin/payments/{id}/resolve-dispute: how it was settled, kept on the payment and in the audit log. */
export const ResolveDisputeBodySchema = z
  .object({ note: note(MODERATION_MESSAGES.noteRequired, MODERATION_MESSAGES.noteTooLong) })
  .strict();
export type ResolveDisputeBody = z.infer<typeof ResolveDisputeBodySchema>;

/** POST /api/admin/reviews/{id}/hide: the reason its author is shown. */
export const HideReviewBodySchema = z
  .object({ reason: note(MODERATION_MESSAGES.reasonRequired, MODERATION_MESSAGES.reasonTooLong) })
  .strict();
export type HideReviewBody = z.infer<typeof HideReviewBodySchema>;

/**
 * The admin's payment queues: open disputes, resolved ones, amounts the platform still owes helpers
 * (credit-paid games) and those settled. Newest first, paged by cursor.
 */
export const ADMIN_PAYMENT_VIEWS = ['disputed', 'resolved', 'owed', 'settled'] as const;
export type AdminPaymentView = (typeof ADMIN_PAYMENT_VIEWS)[number];
export const AdminPaymentsQuerySchema = z.object({
  view: z.enum(ADMIN_PAYMENT_VIEWS).default('disputed'),
  limit: intQuery(1, 100).default(25),
  cursor: z.string().max(2000).optional(),
});

/** One payment as staff see it: both parties, the dispute and what the platform owes. Money in dollars. */
export const AdminPaymentSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  jobStatus: z.enum(JOB_STATUSES),
  payerId: z.number().int(),
  payerName: z.string(),
  payeeId: z.number().int(),
  payeeName: z.string(),
  method: z.enum(LEDGER_METHODS),
  amount: dollarsCodec(),
  platformFee: dollarsCodec(),
  total: dollarsCodec(),
  status: z.enum(PAYMENT_STATUSES),
  disputed: z.boolean(),
  disputedAt: z.string().nullable(),
  disputeResolvedAt: z.string().nullable(),
  disputeResolution: z.string().nullable(),
  platformOwes: dollarsCodec(),
  owedSettledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminPayment = z.output<typeof AdminPaymentSchema>;

/** A review as staff see it, blind or public, hidden or not. */
export const AdminReviewSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  reviewerId: z.number().int(),
  reviewerName: z.string(),
  revieweeId: z.number().int(),
  revieweeName: z.string(),
  revieweeRole: z.enum(REVIEWEE_ROLES),
  rating: z.number().int(),
  comment: z.string().nullable(),
  published: z.boolean(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminReview = z.output<typeof AdminReviewSchema>;

/** Loyalty & Referral Programs: every figure summed in SQL from the ledgers (credits, payments, users). */
export const AdminProgramsSchema = z.object({
  creditsEarned: z.array(z.object({ reason: z.enum(CREDIT_REASONS), count: z.number().int() })),
  creditsSpent: z.number().int(),
  referralsSignedUp: z.number().int(),
  referralsCompleted: z.number().int(),
  platformFeesThisMonth: dollarsCodec(),
  platformFeesTotal: dollarsCodec(),
  owedToHelpers: dollarsCodec(),
  owedPayments: z.number().int(),
  settledToHelpers: dollarsCodec(),
});
export type AdminPrograms = z.output<typeof AdminProgramsSchema>;

/** How many weeks of postings the staffing figures cover: this week and the seven before it. */
export const ADMIN_STAFFING_WEEKS = 8;

/**
 * One week's staffing figures for one sport (`sport: null` is every sport together). The week is the
 * week a job was posted (Monday 00:00 UTC to Monday), the sport its team's first sport, as job pages
 * show it. Times are medians in whole minutes, null when no job of the row has one:
 * - first application: posting to the job's earliest application (withdrawn ones too);
 * - fill: posting to the first booking of a helper (`jobs.assigned_at`, recorded only from when it
 *   was added: jobs filled before that count as filled but have no time).
 * Share filled is `filled / decided`: filled = a helper was ever booked (even if the game was later
 * cancelled or reopened); decided = filled, or the game's start has passed unfilled. A job its team
 * cancelled before anyone was booked is in `jobsPosted` but in neither count; an open job whose
 * game is still ahead is undecided.
 */
export const AdminStaffingRowSchema = z.object({
  week: z.string(),
  sport: z.enum(SPORTS).nullable(),
  jobsPosted: z.number().int(),
  medianMinutesToFirstApplication: z.number().int().nullable(),
  medianMinutesToFill: z.number().int().nullable(),
  filled: z.number().int(),
  decided: z.number().int(),
});
export type AdminStaffingRow = z.output<typeof AdminStaffingRowSchema>;

/**
 * GET /api/admin/programs/staffing: `weeks` are the ADMIN_STAFFING_WEEKS Mondays (YYYY-MM-DD, UTC),
 * newest first; `rows` only weeks and sports with a job posted, each week's all-sports row first.
 */
export const AdminStaffingSchema = z.object({
  weeks: z.array(z.string()),
  rows: z.array(AdminStaffingRowSchema),
});
export type AdminStaffing = z.output<typeof AdminStaffingSchema>;

/** A card charge the team stopped (decision 22), as staff see it before capturing or releasing it. */
export const AdminCardHoldSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  jobDate: z.string(),
  payerName: z.string(),
  payeeName: z.string(),
  card: z.string(),
  amount: dollarsCodec(),
  status: z.enum(CARD_HOLD_STATUSES),
  disputedAt: z.string().nullable(),
  disputeReason: z.string().nullable(),
});
export type AdminCardHold = z.output<typeof AdminCardHoldSchema>;
