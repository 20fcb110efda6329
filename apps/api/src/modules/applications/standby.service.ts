import { and, eq } from 'drizzle-orm';
import { JOB_MESSAGES, JOB_TRANSITIONS } from '@sideline/shared';
import type { DbOrTx } from '../../db/client.js';
import { applications, jobs } from '../../db/schema/index.js';
import type { StandbyOffered } from '../../lib/domain-events.js';
import { conflict } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { lockOwnedJobFor } from '../../db/job-row-lock.js';
import { requireBookingEffect } from '../../lib/booking-clock.js';
import { missedReconfirmation } from '../game-confirmations/game-confirmations.service.js';
import { recordLateCancellation } from '../reliability/late-cancellations.js';
import { offerNext, type OfferDeps } from './standby-offers.service.js';

export interface Reopened {
  /** The released helper's application, now rejected (or withdrawn, when they left themselves). */
  releasedIds: number[];
  /** The applications the accept had turned away, pending again. */
  standbyIds: number[];
}

/**
 * The team's answer to a helper who missed the 12-hour reconfirmation: the job is open again, the
 * helper is released (their application rejected, so they cannot take it back by re-applying), and
 * everyone the accept had turned away is pending again, to be accepted as usual. One transaction
 * that starts by locking the job's row, like every other change to a job, so a late "I'll be there"
 * either lands first (and the reopen is refused) or finds the job open. Once committed, `job.reopened`
 * is published: payments releases the guarantee, then the released and standby helpers are told.
 */
export async function reopenToStandby(
  deps: OfferDeps,
  user: Pick<UserRow, 'id'>,
  jobId: number,
  now: Date,
): Promise<Reopened & { offered: StandbyOffered | null }> {
  const reopened = await deps.db.transaction(async (tx) => {
    const job = await lockOwnedJobFor(tx, user, jobId, 'reopen');
    requireBookingEffect(job, 'reopen', now);
    if (!(await missedReconfirmation(tx, job.id)))
      throw conflict(JOB_MESSAGES.reopenTooEarly, 'reconfirmation_pending');
    // Released for a missed reconfirmation: the helper's late cancellation (decision 0042).
    await recordLateCancellation(tx, job, 'helper', now);

    await tx
      .update(jobs)
      .set({ status: JOB_TRANSITIONS.reopen.to, helperId: null })
      .where(eq(jobs.id, job.id));
    return returnToStandby(tx, job.id, job.helperId!);
  });
  await deps.domainEvents.publish({ type: 'job.reopened', jobId, ...reopened });
  // With the team's opt-in the best standby applicant is offered the job at once (decision 0051).
  return { ...reopened, offered: await offerNext(deps, jobId, now, false) };
}

/**
 * A booked helper leaves a job that is open again (a missed reconfirmation, a declined new time, or
 * their own "I can't make it"): their application is rejected (withdrawn when they left themselves,
 * so their list says what happened), and everyone the accept had turned away is pending again. Run
 * in the caller's transaction, with the job's row locked.
 */
export async function returnToStandby(
  tx: DbOrTx,
  jobId: number,
  helperId: number,
  releasedAs: 'rejected' | 'withdrawn' = 'rejected',
): Promise<Reopened> {
  const released = await tx
    .update(applications)
    .set({ status: releasedAs, standby: false })
    .where(
      and(
        eq(applications.jobId, jobId),
        eq(applications.helperId, helperId),
        eq(applications.status, 'accepted'),
      ),
    )
    .returning({ id: applications.id });
  const standby = await tx
    .update(applications)
    .set({ status: 'pending', standby: false })
    .where(
      and(eq(applications.jobId, jobId), eq(applications.status, 'rejected'), eq(applications.standby, true)),
    )
    .returning({ id: applications.id });
  return { releasedIds: released.map((r) => r.id), standbyIds: standby.map((r) => r.id) };
}
