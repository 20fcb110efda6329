import { and, eq } from 'drizzle-orm';
import { clockLabel, type JobDetail, type Message } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { lockJobWithOwner } from '../../db/job-row-lock.js';
import { helperProfiles, jobs } from '../../db/schema/index.js';
import { phaseOf, requireBookingEffect } from '../../lib/booking-clock.js';
import { conflict, forbidden } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { deliverMessage, insertMessage, type MessagingDeps } from '../messages/messages.service.js';
import { recordLateCancellation } from '../reliability/late-cancellations.js';
import { returnToStandby } from '../applications/standby.service.js';
import { nextBestAvailable } from '../applications/restaffing.service.js';
import { offerNext, type OfferDeps } from '../applications/standby-offers.service.js';
import { getJobDetail } from './job-detail.js';

interface Withdrawn {
  /** Inside the job's free-cancellation window: it counts on the helper's reliability. */
  late: boolean;
  /** The applications the accept had turned away, pending again for the team. */
  standbyIds: number[];
  notice: Message;
}

/**
 * "I can't make it" (BOOKING_RULES.withdrawBooking): the booked helper backs out before the start.
 * The job is open again with the applicants the accept turned away pending again, and the team is
 * told in the job's conversation. Inside the free-cancellation window it is the helper's late
 * cancellation. Once committed, the notice is delivered and `booking.withdrawn` published, with the
 * next best available applicant to offer the team (or, with standby offers on, the helper it was
 * offered to): payments releases the guarantee, then mail and push follow. Answers the job as the helper now sees it.
 */
export async function withdrawFromBooking(
  deps: MessagingDeps & OfferDeps,
  user: UserRow,
  jobId: number,
  now: Date,
): Promise<JobDetail> {
  const { late, standbyIds, notice } = await withdrawInTransaction(deps.db, user, jobId, now);
  await deliverMessage(deps, notice);
  // With the team's opt-in the next helper is offered the job at once (decision 0051).
  const offered = await offerNext(deps, jobId, now, false);
  await deps.domainEvents.publish({
    type: 'booking.withdrawn',
    jobId,
    helperUserId: user.id,
    late,
    standbyIds,
    next: offered ? null : await nextBestAvailable(deps.db, jobId, now, deps.config.minorLatestEnd),
    offered,
  });
  return getJobDetail(deps.db, jobId, user);
}

async function withdrawInTransaction(db: Db, user: UserRow, jobId: number, now: Date): Promise<Withdrawn> {
  return db.transaction(async (tx) => {
    const { job, ownerId } = await lockJobWithOwner(tx, jobId);
    const [mine] = await tx
      .select({ id: helperProfiles.id })
      .from(helperProfiles)
      .where(eq(helperProfiles.userId, user.id));
    if (!mine || job.helperId !== mine.id)
      throw forbidden('Only the helper booked for this game can withdraw from it.', 'not_booked_helper');
    if (job.status !== 'assigned')
      throw conflict(`Can't withdraw from this job: it is ${job.status}.`, 'invalid_transition');
    requireBookingEffect(job, 'withdrawBooking', now);
    const late = phaseOf(job, now) === 'inside-free-window';
    if (late) await recordLateCancellation(tx, job, 'helper', now, true);
    await tx
      .update(jobs)
      .set({ status: 'open', helperId: null })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'assigned')));
    const { standbyIds } = await returnToStandby(tx, job.id, mine.id, 'withdrawn');
    const notice = await insertMessage(tx, {
      senderId: user.id,
      recipientId: ownerId,
      jobId: job.id,
      subject: null,
      content:
        `Sorry, I can't make "${job.title}" on ${job.jobDate} at ${clockLabel(job.startTime)}. ` +
        `The job is open again${standbyIds.length ? ' and your other applicants are back under Manage Applications' : ''}.`,
    });
    return { late, standbyIds, notice };
  });
}
