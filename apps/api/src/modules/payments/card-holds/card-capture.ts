import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { cardHolds, payments } from '../../../db/schema/index.js';
import type { CardHoldRow } from './card-holds.service.js';
import { stripeFor } from '../stripe-client.js';

/** What the card-hold steps need: the database, the provider's keys, a log. */
export interface CardDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

export type HoldOutcome = 'held' | 'failed' | 'captured' | 'released' | 'skipped';

/** Part of a guarantee to take: a cancellation fee and the platform's fee on it (decision 24). */
export interface CapturePart {
  payCents: number;
  platformFeeCents: number;
}

/**
 * Charges a held card, all of it or `part` (the provider releases the rest): the card payment is
 * recorded first (pending, under the intent's id), then the hold captured; the provider's signed
 * webhook settles it, as for any card payment (decision 5). A job that is already being paid
 * another way is left alone.
 */
export async function captureHold(
  deps: CardDeps,
  hold: CardHoldRow,
  now: Date,
  part?: CapturePart,
): Promise<HoldOutcome> {
  if (!hold.intentId) return 'skipped';
  const what = part ? 'cancellation fee' : 'card hold';
  const amounts = part ?? { payCents: hold.payCents, platformFeeCents: hold.platformFeeCents };
  const totalCents = amounts.payCents + amounts.platformFeeCents;
  await deps.db
    .insert(payments)
    .values({
      jobId: hold.jobId,
      payerId: hold.payerId,
      payeeId: hold.payeeId,
      method: 'card',
      payCents: amounts.payCents,
      platformFeeCents: amounts.platformFeeCents,
      totalCents,
      providerRef: hold.intentId,
    })
    .onConflictDoNothing();
  const [payment] = await deps.db.select().from(payments).where(eq(payments.providerRef, hold.intentId));
  if (!payment) {
    deps.log.warn({ holdId: hold.id }, `${what} not captured: the job has another payment under way`);
    return 'skipped';
  }
  const { stripe } = stripeFor(deps.config.stripe);
  try {
    await stripe.paymentIntents.capture(
      hold.intentId,
      part ? { amount_to_capture: totalCents, application_fee_amount: amounts.platformFeeCents } : {},
      { idempotencyKey: `${part ? 'capture-fee' : 'capture'}-${hold.id}` },
    );
  } catch (error) {
    deps.log.warn({ err: error, holdId: hold.id }, `${what} not captured; the sweep will try again`);
    return 'skipped';
  }
  await deps.db
    .update(cardHolds)
    .set({ status: 'captured', capturedAt: now })
    .where(and(eq(cardHolds.id, hold.id), inArray(cardHolds.status, ['held', 'disputed'])));
  return 'captured';
}
