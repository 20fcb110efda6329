import type { AdminCardHold, AdminPayment, AdminReview } from '@sideline/shared';
import { AppError, notFound } from '../../lib/errors.js';
import type { PublishesEvents } from '../../lib/domain-events.js';
import { type CardDeps, resolveDisputedHold } from '../payments/card-holds/index.js';
import { adminHold, resolveDispute, settleOwed } from '../payments/admin/index.js';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../plugins/session.js';
import { hideReview } from '../reviews/review-moderation.js';
import { recordAudit } from '../audit/audit.service.js';

/** What the audit log keeps of a payment: the fields an action changes, and the money they concern. */
const paymentSnapshot = (p: AdminPayment) => ({
  status: p.status,
  disputed: p.disputed,
  disputeResolvedAt: p.disputeResolvedAt,
  disputeResolution: p.disputeResolution,
  platformOwesCents: p.platformOwes,
  owedSettledAt: p.owedSettledAt,
});
const reviewSnapshot = (r: AdminReview) => ({
  rating: r.rating,
  published: r.published,
  hiddenAt: r.hiddenAt,
  hiddenReason: r.hiddenReason,
});

/**
 * Each action runs the owning module's write and the audit entry in one transaction: an action is
 * never done without its entry, nor recorded without being done.
 */
export async function resolveDisputeAction(db: Db, admin: UserRow, id: number, note: string) {
  return db.transaction(async (tx) => {
    const { before, after } = await resolveDispute(tx, admin.id, id, note);
    await recordAudit(tx, admin, {
      action: 'payment.resolve_dispute',
      targetType: 'payment',
      targetId: id,
      before: paymentSnapshot(before),
      after: paymentSnapshot(after),
    });
    return after;
  });
}

export async function settleOwedAction(db: Db, admin: UserRow, id: number) {
  return db.transaction(async (tx) => {
    const { before, after } = await settleOwed(tx, admin.id, id);
    await recordAudit(tx, admin, {
      action: 'payment.settle_owed',
      targetType: 'payment',
      targetId: id,
      before: paymentSnapshot(before),
      after: paymentSnapshot(after),
    });
    return after;
  });
}

export async function hideReviewAction(db: Db, admin: UserRow, id: number, reason: string) {
  return db.transaction(async (tx) => {
    const { before, after } = await hideReview(tx, admin.id, id, reason);
    await recordAudit(tx, admin, {
      action: 'review.hide',
      targetType: 'review',
      targetId: id,
      before: reviewSnapshot(before),
      after: reviewSnapshot(after),
    });
    return after;
  });
}

/**
 * An admin settles a disputed card charge: the provider captures or releases the hold first (a
 * network call, so outside any transaction), then the entry records what was done. A provider that
 * cannot be reached changes nothing and records nothing.
 */
export async function resolveCardHoldAction(
  deps: CardDeps & PublishesEvents,
  admin: UserRow,
  id: number,
  action: 'capture' | 'release',
  now: Date,
): Promise<AdminCardHold> {
  const before = await adminHold(deps.db, id);
  const resolved = await resolveDisputedHold(deps, id, action, now);
  if (!before || resolved === null)
    throw notFound('No disputed card charge with that id.', 'card_hold_not_found');
  if (resolved.outcome === 'skipped')
    throw new AppError(
      503,
      'card_provider_unavailable',
      'The card provider could not be reached. Try again.',
    );
  const after = (await adminHold(deps.db, id))!;
  await recordAudit(deps.db, admin, {
    action: `card_hold.${action}`,
    targetType: 'card_hold',
    targetId: id,
    before: { status: before.status, disputeReason: before.disputeReason },
    after: { status: after.status },
  });
  return after;
}
