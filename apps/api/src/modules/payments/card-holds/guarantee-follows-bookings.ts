import type { BookingGuarantee } from '../../../lib/booking-guarantee.js';
import type { PublishesEvents } from '../../../lib/domain-events.js';
import type { JobQueue } from '../../../lib/queue.js';
import type { CardDeps } from './card-capture.js';
import { cancelReplacedHold, moveGuarantee } from './card-hold-move.js';
import { settleJobGuarantee, sweepCardHolds } from './card-hold-sweep.js';
import { cardAccountFor, guaranteeBooking, lastSavedCard, verifySavedCard } from './card-holds.service.js';

/**
 * The card guarantee's steps inside a booking's transaction, as the bookings' port
 * (lib/booking-guarantee.ts) asks for them: app.ts registers this as `app.bookingGuarantee`.
 */
export function cardBookingGuarantee(deps: Pick<CardDeps, 'db' | 'config'>): BookingGuarantee {
  return {
    verifySavedCard: (payer, setupIntentId) => verifySavedCard(deps.db, deps.config, payer, setupIntentId),
    guaranteeBooking: (tx, { job, helperUserId, payerId, card }, now) =>
      guaranteeBooking(tx, job, helperUserId, payerId, card, now),
    moveGuarantee: async (tx, job, now) => {
      const replaced = await moveGuarantee(tx, job, now);
      return replaced ? { id: replaced.id, intentId: replaced.intentId } : null;
    },
    lastSavedCard,
    takesCards: (helperUserId) =>
      cardAccountFor(deps.db, helperUserId).then(
        () => true,
        () => false,
      ),
  };
}

/**
 * After a booking's change has committed, its guarantee is settled now rather than at the sweep's
 * next tick: an accept with a saved card is held at once when the game is within the hold's lead (so
 * a declined card is known now); a cancel, a reopen, a helper's withdrawal or a declined new time
 * releases it (or takes the cancellation fee); a rain-out's accepted new time cancels the hold it
 * replaced and holds again when due; a no-show's report keeps it while it can be contested, and its
 * decision captures or releases it. The bookings and reliability/ publish these facts without
 * importing payments/. Subscribed before the notifications (app.ts), so the guarantee is settled
 * before anyone is told. A failure never undoes the change: it is logged and the sweep tries again.
 */
export function subscribeBookingGuarantees(
  deps: CardDeps & PublishesEvents & { queue: Pick<JobQueue, 'now'> },
): void {
  const { domainEvents } = deps;
  const settle = (jobId: number) => settleJobGuarantee(deps, jobId, deps.queue.now());
  domainEvents.subscribe('applications.decided', async ({ jobId, acceptedIds }) => {
    if (acceptedIds.length > 0) await settle(jobId);
  });
  domainEvents.subscribe('job.cancelled', ({ jobId }) => settle(jobId));
  domainEvents.subscribe('job.reopened', ({ jobId }) => settle(jobId));
  domainEvents.subscribe('booking.withdrawn', ({ jobId }) => settle(jobId));
  domainEvents.subscribe('reschedule.declined', ({ jobId }) => settle(jobId));
  domainEvents.subscribe('reschedule.accepted', async ({ jobId, replacedHold }) => {
    await cancelReplacedHold(deps, replacedHold);
    // A new time inside the hold's lead is held at once, as at booking.
    await sweepCardHolds(deps, deps.queue.now(), jobId);
  });
  domainEvents.subscribe('no-show.reported', ({ report }) => settle(report.jobId));
  domainEvents.subscribe('no-show.decided', ({ report }) => settle(report.jobId));
}
