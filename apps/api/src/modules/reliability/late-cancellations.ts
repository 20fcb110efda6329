import { isLateCancellation, jobStartsAt } from '@sideline/shared';
import type { DbOrTx } from '../../db/client.js';
import { lateCancellations } from '../../db/schema/index.js';

interface BookedJob {
  id: number;
  teamId: number;
  helperId: number | null;
  jobDate: string;
  startTime: string;
  timeZone: string;
}

/**
 * Records a booked party backing out within LATE_CANCEL_HOURS of the game's start in the venue's
 * zone (decision 0042): the team cancelling a booked job, or a helper released for missing the
 * game-day reconfirmation. Called inside the transaction that made the change; anything earlier,
 * or a job with no booked helper, records nothing.
 */
export async function recordLateCancellation(
  tx: DbOrTx,
  job: BookedJob,
  party: 'helper' | 'team',
  now: Date,
  /** The booking table already judged it late (inside the job's own free-cancellation window). */
  judgedLate = false,
): Promise<void> {
  if (job.helperId === null) return;
  const startsAt = jobStartsAt(job.jobDate, job.startTime, job.timeZone);
  if (!judgedLate && !isLateCancellation(startsAt, now)) return;
  await tx
    .insert(lateCancellations)
    .values({ jobId: job.id, party, helperId: job.helperId, teamId: job.teamId, startsAt, cancelledAt: now })
    .onConflictDoNothing();
}
