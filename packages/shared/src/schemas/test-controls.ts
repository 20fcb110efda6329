import { z } from 'zod';

/**
 * POST /api/test/scheduled-work (only with TEST_CONTROLS, never in production): runs every
 * scheduled sweep now, as if its tick came at `at` (default: the server's now), and delivers what
 * they queued. Browser tests use it instead of waiting for the queue's minute ticks.
 */
export const RunScheduledWorkBodySchema = z.strictObject({
  at: z.iso
    .datetime({ offset: true, error: 'Must be an ISO date-time such as 2027-07-15T18:00:00Z' })
    .optional(),
});
export type RunScheduledWorkBody = z.infer<typeof RunScheduledWorkBodySchema>;

export const RunScheduledWorkResultSchema = z.object({
  /** Sweeps run, plus the queued jobs (mail deliveries, pushes) they led to. */
  ran: z.number().int(),
});
export type RunScheduledWorkResult = z.infer<typeof RunScheduledWorkResultSchema>;

/**
 * PUT /api/test/jobs/{id}/application-window (TEST_CONTROLS only): moves the end of a job's
 * application window (decision 25), so a browser test can open one and close it without waiting.
 */
export const SetApplicationWindowBodySchema = z.strictObject({
  endsAt: z.iso.datetime({ offset: true, error: 'Must be an ISO date-time such as 2027-07-15T18:00:00Z' }),
});
export const SetApplicationWindowResultSchema = z.object({ applicationWindowEndsAt: z.string() });
