import { z } from 'zod';
import { NO_SHOW_STATUSES } from '../domain/reliability.js';
import { plainText } from './text.js';

/**
 * A helper's reliability: bookings whose outcome is known (`booked` = completed + noShows +
 * lateCancels), and the game-day reminders they answered ("I'll be there") of those sent for games
 * already started.
 */
export const HelperReliabilitySchema = z.object({
  booked: z.number().int(),
  completed: z.number().int(),
  noShows: z.number().int(),
  lateCancels: z.number().int(),
  reminded: z.number().int(),
  reconfirmed: z.number().int(),
});
export type HelperReliability = z.output<typeof HelperReliabilitySchema>;

/**
 * A team's reliability: bookings whose outcome is known (`booked` = completed + lateCancels), and of
 * the completed games whose payment is due, those paid within PAID_ON_TIME_HOURS of completion.
 */
export const TeamReliabilitySchema = z.object({
  booked: z.number().int(),
  completed: z.number().int(),
  lateCancels: z.number().int(),
  paymentsDue: z.number().int(),
  paidOnTime: z.number().int(),
});
export type TeamReliability = z.output<typeof TeamReliabilitySchema>;

/** A team's report that its booked helper did not come, as the team, the helper and staff see it. */
export const NoShowReportSchema = z.object({
  id: z.number().int(),
  jobId: z.number().int(),
  jobTitle: z.string(),
  jobDate: z.string(),
  helperName: z.string(),
  teamName: z.string(),
  status: z.enum(NO_SHOW_STATUSES),
  reportedAt: z.string(),
  /** The end of the helper's 48 hours to contest. */
  contestBy: z.string(),
  contestReason: z.string().nullable(),
  contestedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** Whether it counts against the helper's reliability now. */
  counts: z.boolean(),
});
export type NoShowReport = z.output<typeof NoShowReportSchema>;

/** GET /api/jobs/{id}/no-show: the job's report, or null when none was made. */
export const JobNoShowSchema = z.object({ report: NoShowReportSchema.nullable() });
export type JobNoShow = z.output<typeof JobNoShowSchema>;

/** POST /api/jobs/{id}/no-show/contest: the helper's short reason. */
export const NoShowContestBodySchema = z.object({
  reason: plainText(500, {
    type: 'Please say what happened.',
    tooLong: 'Please keep it under 500 characters.',
  }).pipe(z.string().min(5, 'Please say what happened (at least 5 characters).')),
});
export type NoShowContestBody = z.infer<typeof NoShowContestBodySchema>;

/** POST /api/admin/no-shows/{id}/decide: staff uphold the report or overturn it. */
export const NoShowDecisionBodySchema = z.object({
  decision: z.enum(['upheld', 'overturned']),
  note: plainText(500, { tooLong: 'Please keep it under 500 characters.' }).optional(),
});
export type NoShowDecisionBody = z.infer<typeof NoShowDecisionBodySchema>;
