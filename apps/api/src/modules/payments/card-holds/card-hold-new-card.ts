import type { CardHold } from '@sideline/shared';
import type { UserRow } from '../../../plugins/session.js';
import type { settleJobGuarantee } from './card-hold-sweep.js';
import { sweepCardHolds } from './card-hold-sweep.js';
import { cardHoldView, replaceCard, requireJobOwner, verifySavedCard } from './card-holds.service.js';

type NewCardDeps = Parameters<typeof settleJobGuarantee>[0];

/**
 * "Fix Card": the team saves a new card for a guarantee that failed. The card is verified with the
 * provider before the hold takes it, and a hold that is due is tried at once, not at the next tick:
 * the team is waiting on the page for the answer.
 */
export async function fixGuaranteeCard(
  deps: NewCardDeps,
  user: UserRow,
  jobId: number,
  setupIntentId: string,
  now: Date,
): Promise<CardHold> {
  await requireJobOwner(deps.db, user, jobId);
  const card = await verifySavedCard(deps.db, deps.config, user, setupIntentId);
  await replaceCard(deps.db, user, jobId, card, now);
  await sweepCardHolds(deps, now, jobId);
  return cardHoldView(deps.db, user, jobId);
}
