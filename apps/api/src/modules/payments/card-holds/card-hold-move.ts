import { and, eq } from 'drizzle-orm';
import { CARD_CAPTURE_DELAY_HOURS, paymentAmounts, wallTimeToUtc } from '@sideline/shared';
import type { DbOrTx } from '../../../db/client.js';
import { cardHolds, type jobs } from '../../../db/schema/index.js';
import type { CardDeps } from './card-capture.js';
import { holdTimeFor, liveHoldOf, type CardHoldRow } from './card-holds.service.js';
import { stripeFor } from '../stripe-client.js';

const HOUR = 3_600_000;
/** How long the provider keeps an uncaptured card hold (an online payment's authorization). */
export const CARD_HOLD_VALID_HOURS = 7 * 24;

/**
 * A placed hold still covers the game when it lasts until the charge: the game's end plus the
 * dispute window, with an hour to spare for the sweep.
 */
export function holdCoversGame(
  heldAt: Date,
  game: { jobDate: string; startTime: string; durationMinutes: number; timeZone: string },
): boolean {
  const end =
    wallTimeToUtc(game.jobDate, game.startTime, game.timeZone).getTime() + game.durationMinutes * 60_000;
  const chargeBy = end + (CARD_CAPTURE_DELAY_HOURS + 1) * HOUR;
  return chargeBy <= heldAt.getTime() + CARD_HOLD_VALID_HOURS * HOUR;
}

/**
 * Inside the reschedule's transaction (the job's row locked, its new time and pay already written):
 * the card guarantee follows the game (decision 0045). One not yet placed (or failed, awaiting a new
 * card) takes the new hold time and amount. A placed hold is kept when it has the same amount and
 * lasts until the new game's charge; otherwise it is ended here and a new one is scheduled on the
 * same card, and the caller cancels the old one at the provider once this has committed (returned).
 */
export async function moveGuarantee(
  tx: DbOrTx,
  job: typeof jobs.$inferSelect,
  now: Date,
): Promise<CardHoldRow | null> {
  const hold = await liveHoldOf(tx, job.id);
  if (!hold) return null;
  const amounts = paymentAmounts(job.totalPayCents, 'card');
  const money = { payCents: amounts.payCents, platformFeeCents: amounts.platformFeeCents };
  if (hold.status === 'scheduled' || hold.status === 'failed') {
    await tx
      .update(cardHolds)
      .set({ ...money, holdAt: holdTimeFor(job, now) })
      .where(eq(cardHolds.id, hold.id));
    return null;
  }
  if (hold.status !== 'held' || !hold.heldAt) return null;
  if (hold.payCents === money.payCents && holdCoversGame(hold.heldAt, job)) return null;
  const [ended] = await tx
    .update(cardHolds)
    .set({ status: 'released', releasedAt: now })
    .where(and(eq(cardHolds.id, hold.id), eq(cardHolds.status, 'held')))
    .returning();
  if (!ended) return null;
  await tx.insert(cardHolds).values({
    jobId: hold.jobId,
    payerId: hold.payerId,
    payeeId: hold.payeeId,
    customerId: hold.customerId,
    paymentMethodId: hold.paymentMethodId,
    cardLabel: hold.cardLabel,
    destinationAccountId: hold.destinationAccountId,
    ...money,
    holdAt: holdTimeFor(job, now),
  });
  return ended;
}

/**
 * After the move committed: the replaced hold is cancelled at the provider. Its row is already
 * released, so it can never be charged; should the provider not answer, the authorization lapses
 * on its own at the end of its window.
 */
export async function cancelReplacedHold(
  deps: CardDeps,
  hold: Pick<CardHoldRow, 'id' | 'intentId'> | null,
): Promise<void> {
  if (!hold?.intentId || !deps.config.stripe) return;
  const { stripe } = stripeFor(deps.config.stripe);
  await stripe.paymentIntents
    .cancel(hold.intentId, {}, { idempotencyKey: `release-${hold.id}` })
    .catch((err: unknown) => deps.log.warn({ err, holdId: hold.id }, 'replaced card hold not cancelled'));
}
