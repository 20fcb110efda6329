import { z } from 'zod';
import { CONTROL_CHARS, CONTROL_CHARS_MESSAGE, isCalendarDate, TIME_RE } from './primitives.js';

/** A rained-out game moved to a new date (decision 0045): what the team and the helper read. */
export const RESCHEDULE_MESSAGES = {
  jobDate: 'New date is required',
  startTime: 'Start time is required',
  endTime: 'End time is required',
  invalidDate: 'Invalid date',
  sameTimes: 'End time must be different from the start time',
  pastDate: 'The new date cannot be in the past',
  startPassed: 'The new start time has already passed',
  unchanged: 'Pick a date or time different from the current one',
  notBookedHelper: 'Only the helper booked for this game can answer the new time.',
} as const;

/** POST /api/jobs/{id}/reschedule: the new date and times, read in the venue's zone like a posted job's. */
export const RescheduleBodySchema = z
  .object({
    jobDate: z
      .string({ error: RESCHEDULE_MESSAGES.jobDate })
      .min(1, { message: RESCHEDULE_MESSAGES.jobDate, abort: true })
      .refine(isCalendarDate, RESCHEDULE_MESSAGES.invalidDate),
    startTime: z
      .string({ error: RESCHEDULE_MESSAGES.startTime })
      .regex(TIME_RE, RESCHEDULE_MESSAGES.startTime),
    endTime: z.string({ error: RESCHEDULE_MESSAGES.endTime }).regex(TIME_RE, RESCHEDULE_MESSAGES.endTime),
    note: z
      .string()
      .trim()
      .max(500, 'At most 500 characters')
      .refine((value) => !CONTROL_CHARS.test(value), CONTROL_CHARS_MESSAGE)
      .optional(),
  })
  .refine((b) => b.startTime !== b.endTime, { path: ['endTime'], message: RESCHEDULE_MESSAGES.sameTimes });
export type RescheduleBody = z.output<typeof RescheduleBodySchema>;

/** The team's pending proposal on a job that is 'rescheduling'; null on any other job. */
export const JobRescheduleSchema = z.object({
  jobDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  /** The game's length at the new times: its pay follows it, as an edit's would. */
  durationMinutes: z.number().int(),
  note: z.string().nullable(),
  requestedAt: z.string(),
});
export type JobReschedule = z.output<typeof JobRescheduleSchema>;
