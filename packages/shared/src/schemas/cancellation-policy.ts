import { z } from 'zod';
import {
  CANCELLATION_FEE_KINDS,
  CANCELLATION_POLICY_LIMITS as LIMITS,
  CANCELLATION_REASONS,
} from '../domain/cancellation-policy.js';
import { CONTROL_CHARS, CONTROL_CHARS_MESSAGE, dollarsCodec } from './primitives.js';

const { freeUntilHours: free, lateCancelPercent: late, showUpPercent: showUp } = LIMITS;

export const CANCELLATION_MESSAGES = {
  freeUntilHours: `Free cancellation must end between ${free.min} and ${free.max} hours before the game`,
  lateCancelPercent: `The late-cancellation fee must be between ${late.min}% and ${late.max}% of the pay`,
  showUpPercent: `The show-up fee must be between ${showUp.min}% and ${showUp.max}% of the pay`,
  showUpBelowLate: "The show-up fee can't be less than the late-cancellation fee",
  reason: 'Please choose a reason: weather, schedule change or other',
} as const;

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

/** A team's choice when posting (decision 24); left out, the defaults apply. */
export const CancellationPolicyInputSchema = z
  .object({
    freeUntilHours: whole(free.min, free.max, CANCELLATION_MESSAGES.freeUntilHours),
    lateCancelPercent: whole(late.min, late.max, CANCELLATION_MESSAGES.lateCancelPercent),
    showUpPercent: whole(showUp.min, showUp.max, CANCELLATION_MESSAGES.showUpPercent),
  })
  .refine((p) => p.showUpPercent >= p.lateCancelPercent, {
    path: ['showUpPercent'],
    message: CANCELLATION_MESSAGES.showUpBelowLate,
  });

/** The job's policy as its JSON answers it, shown before anyone applies. */
export const CancellationPolicySchema = z.object({
  freeUntilHours: z.number().int(),
  lateCancelPercent: z.number().int(),
  showUpPercent: z.number().int(),
});

/** What a cancelled booking owes, shown to the team and the booked helper only. */
export const CancellationFeeSchema = z.object({
  kind: z.enum(CANCELLATION_FEE_KINDS),
  percent: z.number().int(),
  amount: dollarsCodec(),
});
export type CancellationFeeView = z.output<typeof CancellationFeeSchema>;

const note = z
  .string()
  .trim()
  .max(500, 'Reason is too long')
  .refine((value) => !CONTROL_CHARS.test(value), CONTROL_CHARS_MESSAGE);

/**
 * POST /api/jobs/{id}/cancel. `reason` is one of CANCELLATION_REASONS; the body of earlier clients
 * (only `reason`, as free text) is still taken: it reads as 'other' with that text as the note
 * (`cancelRequestOf`). `helperArrived` matters for a weather cancellation on game day only.
 */
export const CancelJobBodySchema = z
  .object({
    reason: note.optional().describe(`One of ${CANCELLATION_REASONS.join(', ')}; other text reads as a note`),
    note: note.optional(),
    helperArrived: z.boolean().optional(),
  })
  .optional();
export type CancelJobBody = z.output<typeof CancelJobBodySchema>;
