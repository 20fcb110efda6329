import type { Application } from '@sideline/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { BookingGuarantee, SavedCard } from '../../lib/booking-guarantee.js';
import type { PublishesEvents } from '../../lib/domain-events.js';
import type { JobQueue } from '../../lib/queue.js';
import type { UserRow } from '../../plugins/session.js';
import { refuseMinorBooking } from '../guardians/guardian-state.js';
import { decide, requireApplicationOwner } from './applications.service.js';
import { refuseStreamingBookingWithoutConsent } from './booking-refusals.js';
import { withdrawOfferTo } from './standby-offer-rows.js';
import { offerNext } from './standby-offers.service.js';

export type DecisionDeps = PublishesEvents & {
  db: Db;
  config: Pick<Config, 'minorLatestEnd'>;
  bookingGuarantee: BookingGuarantee;
  queue: Pick<JobQueue, 'now'>;
};

/**
 * The owner's Accept or Reject from start to end, so every caller gets its rules. An accept is
 * checked before the booking's transaction: the owner, a minor's booking rules (decision 23) and a
 * streamed game's consent first, then the provider is asked about the saved card (decision 22),
 * only for the job's own team; without one, a card job that was booked before books on the card
 * saved then. `decide` books in one transaction, the card's guarantee inside it;
 * then the decision is announced, and payments places a hold that is due at once (so a declined
 * card is known now) before anyone is told.
 */
export async function decideApplication(
  deps: DecisionDeps,
  user: UserRow,
  applicationId: number,
  body: { status: 'accepted' | 'rejected'; setupIntentId?: string | undefined },
): Promise<Application> {
  const { db, config } = deps;
  const { status, setupIntentId } = body;
  let card: SavedCard | undefined;
  if (status === 'accepted') {
    const job = await requireApplicationOwner(db, user, applicationId);
    await refuseMinorBooking(db, applicationId, config.minorLatestEnd);
    await refuseStreamingBookingWithoutConsent(db, applicationId);
    if (setupIntentId) card = await deps.bookingGuarantee.verifySavedCard(user, setupIntentId);
    // Re-booking a card job after a drop-out ("Book {name}" in one tap): the card the team saved for
    // the booking that ended guarantees this one, as it does a standby helper's accept.
    else if (job.paysByCard) card = await deps.bookingGuarantee.lastSavedCard(db, job.jobId, user.id);
  }
  const { application, rejectedIds } = await decide(
    deps,
    user,
    applicationId,
    status,
    card,
    deps.queue.now(),
  );
  await deps.domainEvents.publish({
    type: 'applications.decided',
    jobId: application.jobId,
    acceptedIds: status === 'accepted' ? [application.id] : [],
    rejectedIds,
  });
  // The team turned away the applicant holding a standby offer: the next in rank is offered it now.
  if (status === 'rejected' && (await withdrawOfferTo(db, applicationId, deps.queue.now())) !== null)
    await offerNext(deps, application.jobId, deps.queue.now());
  return application;
}
