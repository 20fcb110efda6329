import { and, eq } from 'drizzle-orm';
import { platformFeeCents } from '@sideline/shared';
import { cardHolds } from '../../../db/schema/index.js';
import type { PublishesEvents } from '../../../lib/domain-events.js';
import type { CardHoldRow } from './card-holds.service.js';
import { stripeFor } from '../stripe-client.js';
import { captureHold, type CardDeps, type HoldOutcome } from './card-capture.js';

/**
 * Places a hold for the fee alone on the card saved at booking, when the booking was cancelled
 * before its guarantee was held (decision 24). A refusal fails the guarantee: the sweep then
 * releases it, and the fee is due by hand like any Venmo or PayPal payment.
 */
async function holdForFee(
  deps: CardDeps & PublishesEvents,
  hold: CardHoldRow,
  totalCents: number,
  feeCents: number,
  now: Date,
) {
  const { stripe } = stripeFor(deps.config.stripe);
  const failed = async (message: string) => {
    const [refused] = await deps.db
      .update(cardHolds)
      .set({ status: 'failed', failureMessage: message, failedAt: now })
      .where(and(eq(cardHolds.id, hold.id), eq(cardHolds.status, 'scheduled')))
      .returning();
    if (refused)
      await deps.domainEvents.publish({ type: 'cancellation-fee.refused', hold: refused, feeCents });
    return null;
  };
  let intentId: string;
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: totalCents,
        currency: 'usd',
        customer: hold.customerId,
        payment_method: hold.paymentMethodId,
        off_session: true,
        confirm: true,
        capture_method: 'manual',
        application_fee_amount: platformFeeCents(feeCents),
        transfer_data: { destination: hold.destinationAccountId },
        description: `Sideline: cancellation fee, job ${hold.jobId}`,
        metadata: { jobId: String(hold.jobId), holdId: String(hold.id), kind: 'cancellation_fee' },
      },
      { idempotencyKey: `fee-hold-${hold.id}-${hold.attempt}` },
    );
    if (intent.status !== 'requires_capture') {
      await stripe.paymentIntents.cancel(intent.id).catch(() => undefined);
      return failed('Your bank asked to confirm this payment.');
    }
    intentId = intent.id;
  } catch (error) {
    const refusal = error as { type?: string; message?: string };
    if (refusal.type === 'StripeCardError') return failed(refusal.message ?? 'The card was declined.');
    deps.log.warn({ err: error, holdId: hold.id }, 'cancellation fee not held; the sweep will try again');
    return null;
  }
  const [placed] = await deps.db
    .update(cardHolds)
    .set({ status: 'held', intentId, heldAt: now })
    .where(
      and(eq(cardHolds.id, hold.id), eq(cardHolds.status, 'scheduled'), eq(cardHolds.attempt, hold.attempt)),
    )
    .returning();
  return placed ?? null;
}

/**
 * Charges a cancelled booking's fee through its guarantee: the held amount is captured only in part
 * (the fee plus the platform's fee on it, the rest released by the provider), the payment recorded
 * first under the intent's id so the provider's webhook settles it like any card payment.
 */
export async function chargeCancellationFee(
  deps: CardDeps & PublishesEvents,
  hold: CardHoldRow,
  feeCents: number,
  now: Date,
): Promise<HoldOutcome> {
  const platformFee = platformFeeCents(feeCents);
  const totalCents = feeCents + platformFee;
  const held = hold.status === 'scheduled' ? await holdForFee(deps, hold, totalCents, feeCents, now) : hold;
  if (!held?.intentId) return 'skipped';
  return captureHold(deps, held, now, { payCents: feeCents, platformFeeCents: platformFee });
}
