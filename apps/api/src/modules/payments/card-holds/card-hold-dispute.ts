import { and, eq } from 'drizzle-orm';
import { CARD_CAPTURE_DELAY_HOURS, PAYMENT_MESSAGES, type CardHold } from '@sideline/shared';
import { cardHolds, jobs } from '../../../db/schema/index.js';
import { requireBookingEffect } from '../../../lib/booking-clock.js';
import { AppError, conflict, forbidden, notFound } from '../../../lib/errors.js';
import type { UserRow } from '../../../plugins/session.js';
import { settleJobGuarantee } from './card-hold-sweep.js';
import { cardHoldView, liveHoldOf } from './card-holds.service.js';

const HOUR = 3_600_000;
type DisputeDeps = Parameters<typeof settleJobGuarantee>[0];

/**
 * The team stops the charge within 24 hours of completing the job; an admin settles it. A hold
 * still waiting to be placed (a game booked after its start and completed before the sweep's next
 * tick) is placed first, so there is always a held charge for staff to capture or release.
 */
export async function disputeHold(
  deps: DisputeDeps,
  user: UserRow,
  jobId: number,
  reason: string,
  now: Date,
): Promise<CardHold> {
  let hold = await liveHoldOf(deps.db, jobId);
  if (!hold) throw notFound(PAYMENT_MESSAGES.noHold, 'card_hold_not_found');
  if (hold.payerId !== user.id) throw forbidden(PAYMENT_MESSAGES.onlyOwner, 'not_owner');
  const [job] = await deps.db
    .select({
      status: jobs.status,
      completedAt: jobs.completedAt,
      jobDate: jobs.jobDate,
      startTime: jobs.startTime,
      endTime: jobs.endTime,
      timeZone: jobs.timeZone,
      cancelFreeUntilHours: jobs.cancelFreeUntilHours,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  const open =
    job?.status === 'completed' &&
    job.completedAt !== null &&
    now.getTime() < job.completedAt.getTime() + CARD_CAPTURE_DELAY_HOURS * HOUR;
  if (!job || !open) throw conflict(PAYMENT_MESSAGES.disputeClosed, 'dispute_window_closed');
  requireBookingEffect(job, 'dispute', now);
  if (hold.status === 'scheduled') {
    await settleJobGuarantee(deps, jobId, now);
    hold = (await liveHoldOf(deps.db, jobId)) ?? hold;
  }
  if (hold.status === 'failed') throw conflict(PAYMENT_MESSAGES.disputeDeclined, 'card_hold_declined');
  if (hold.status === 'scheduled')
    throw new AppError(
      503,
      'card_provider_unavailable',
      'The card provider could not be reached. Please try again in a minute: nothing has been charged.',
    );
  const [disputed] = await deps.db
    .update(cardHolds)
    .set({ status: 'disputed', disputedAt: now, disputeReason: reason })
    .where(and(eq(cardHolds.id, hold.id), eq(cardHolds.status, 'held')))
    .returning({ id: cardHolds.id });
  if (!disputed) throw conflict(PAYMENT_MESSAGES.disputeClosed, 'dispute_window_closed');
  await deps.domainEvents.publish({ type: 'card-hold.disputed', holdId: disputed.id });
  return cardHoldView(deps.db, user, jobId);
}
