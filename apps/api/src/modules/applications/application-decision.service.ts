import type { Application } from '@sideline/shared';
import type { PublishesEvents } from '../../lib/domain-events.js';
import type { JobQueue } from '../../lib/queue.js';
import type { UserRow } from '../../plugins/session.js';
import { refuseMinorBooking } from '../guardians/guardian-state.js';
import { type CardDeps, sweepCardHolds, verifySavedCard } from '../payments/card-holds/index.js';
import { decide, requireApplicationOwner } from './applications.service.js';
import { refuseStreamingBookingWithoutConsent } from './booking-refusals.js';

export type DecisionDeps = CardDeps & PublishesEvents & { queue: Pick<JobQueue, 'now'> };

/**
 * The owner's Accept or Reject from start to end, so every caller gets its rules. An accept is
 * checked before the booking's transaction: the owner, a minor's booking rules (decision 23) and a
 * streamed game's consent first, then the provider is asked about the saved card (decision 22),
 * only for the job's own team. `decide` books in one transaction; a game within the hold's lead
 * time is held at once, so a declined card is known now; then the decision is announced.
 */
export async function decideApplication(
  deps: DecisionDeps,
  user: UserRow,
  applicationId: number,
  body: { status: 'accepted' | 'rejected'; setupIntentId?: string | undefined },
): Promise<Application> {
  const { db, config } = deps;
  const { status, setupIntentId } = body;
  if (status === 'accepted') {
    await requireApplicationOwner(db, user, applicationId);
    await refuseMinorBooking(db, applicationId, config.minorLatestEnd);
    await refuseStreamingBookingWithoutConsent(db, applicationId);
  }
  const card =
    status === 'accepted' && setupIntentId
      ? await verifySavedCard(db, config, user, setupIntentId)
      : undefined;
  const { application, rejectedIds } = await decide(db, user, applicationId, status, card, deps.queue.now());
  if (card) await sweepCardHolds(deps, deps.queue.now(), application.jobId);
  await deps.domainEvents.publish({
    type: 'applications.decided',
    acceptedIds: status === 'accepted' ? [application.id] : [],
    rejectedIds,
  });
  return application;
}
