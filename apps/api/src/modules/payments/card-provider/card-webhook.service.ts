import { and, eq, ne } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { payments, stripeAccounts, stripeEvents } from '../../../db/schema/index.js';
import { failCardAttempt } from './card.service.js';
import {
  recordPaidGame,
  type Grant,
  payoutCardFingerprints,
  retakeCheckoutCredit,
} from '../credits/index.js';
import { stripeFor } from '../stripe-client.js';
import { lockCancellationFeeDue, markJobPaid } from '../ledger/index.js';

export interface HandledEvent {
  duplicate: boolean;
  paymentId?: number;
  grants: Grant[];
  /** A free-game checkout settled: the platform owes the helper the full pay, to transfer now. */
  payOut?: boolean;
}

/** What the provider said about an event's payment, asked before the event's transaction. */
export interface ProviderFacts {
  /** The card that paid a succeeded intent (the referral check compares cards, decision 7). */
  cardFingerprint: string | null;
  /** A failed free-game intent was canceled at the provider, so it can no longer succeed. */
  canceled: boolean;
  /** The cards the paid helper's payout account pays out to (linked accounts, decision 26). */
  payoutCardFingerprints: string[];
}

const NO_FACTS: ProviderFacts = { cardFingerprint: null, canceled: false, payoutCardFingerprints: [] };

/**
 * Network calls an event needs, kept out of its database transaction. The event names the payment
 * method, not the card, so the card's fingerprint is asked of the provider. A failed intent can
 * still be retried with another card and succeed, so before a free-game attempt gives its credit
 * back its intent is canceled; if the provider refuses, the attempt stays open. A lookup that fails
 * throws: the webhook answers an error and the provider delivers the event again later.
 */
export async function askProvider(db: Db, config: Config, event: Stripe.Event): Promise<ProviderFacts> {
  const facts: ProviderFacts = { ...NO_FACTS, payoutCardFingerprints: [] };
  if (event.type === 'payment_intent.succeeded') {
    const [paid] = await db
      .select({ payeeId: payments.payeeId, discountCents: payments.freeGameDiscountCents })
      .from(payments)
      .where(eq(payments.providerRef, event.data.object.id));
    // A game paid with a free game earns nothing, so its link needs no asking.
    if (paid && paid.discountCents === 0)
      facts.payoutCardFingerprints = await payoutCardFingerprints(db, config, paid.payeeId);
    const method = event.data.object.payment_method;
    if (method && typeof method !== 'string') facts.cardFingerprint = method.card?.fingerprint ?? null;
    else if (method) {
      const { stripe } = stripeFor(config.stripe);
      facts.cardFingerprint = (await stripe.paymentMethods.retrieve(method)).card?.fingerprint ?? null;
    }
  }
  if (event.type === 'payment_intent.payment_failed') {
    const intent = event.data.object;
    const [payment] = await db.select().from(payments).where(eq(payments.providerRef, intent.id));
    if (payment?.status === 'pending' && payment.freeGameDiscountCents > 0) {
      const { stripe } = stripeFor(config.stripe);
      facts.canceled = await stripe.paymentIntents.cancel(intent.id).then(
        () => true,
        () => false,
      );
    }
  }
  return facts;
}

/**
 * One verified webhook event. Its id is stored in the same transaction as its effects, so a
 * replay is a no-op; effects are conditional, so out-of-order deliveries cannot undo a success.
 */
export async function handleStripeEvent(
  db: Db,
  event: Stripe.Event,
  facts: ProviderFacts,
  freeGameCapCents: number,
): Promise<HandledEvent> {
  const { cardFingerprint } = facts;
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (fresh.length === 0) return { duplicate: true, grants: [] };
    if (event.type === 'account.updated') {
      const account = event.data.object;
      await tx
        .update(stripeAccounts)
        .set({ chargesEnabled: account.charges_enabled === true })
        .where(eq(stripeAccounts.accountId, account.id));
      return { duplicate: false, grants: [] };
    }
    if (event.type === 'payment_intent.succeeded') {
      const intent = event.data.object;
      const [payment] = await tx.select().from(payments).where(eq(payments.providerRef, intent.id));
      if (!payment || payment.status === 'completed') return { duplicate: false, grants: [] };
      // A game becomes paid; a cancelled booking's fee (decision 24) leaves the job cancelled.
      const paid = await markJobPaid(tx, payment.jobId);
      const fee = !paid && (await lockCancellationFeeDue(tx, payment.jobId)) !== null;
      if (!paid && !fee) return { duplicate: false, grants: [] };
      const now = new Date();
      // A success after an earlier failure: any other open attempt for the job gives way first.
      const others = await tx
        .select({ id: payments.id })
        .from(payments)
        .where(
          and(eq(payments.jobId, payment.jobId), eq(payments.status, 'pending'), ne(payments.id, payment.id)),
        );
      for (const other of others) await failCardAttempt(tx, other.id);
      const discounted = payment.freeGameDiscountCents > 0;
      // A free-game attempt marked failed gave its credit back; succeeding after all, it takes it again.
      if (discounted && payment.status === 'failed')
        await retakeCheckoutCredit(tx, payment.id, freeGameCapCents);
      await tx
        .update(payments)
        .set({
          status: 'completed',
          confirmedAt: now,
          completedAt: now,
          cardFingerprint,
          // The charge was on the platform's account: the helper's full pay goes out by transfer.
          ...(discounted ? { platformOwesCents: payment.payCents } : {}),
        })
        .where(eq(payments.id, payment.id));
      return {
        duplicate: false,
        paymentId: payment.id,
        payOut: discounted,
        // A game paid with a free game never earns another; a cancellation fee is no game.
        grants:
          discounted || fee
            ? []
            : await recordPaidGame(
                tx,
                {
                  paymentId: payment.id,
                  payerId: payment.payerId,
                  payeeId: payment.payeeId,
                  jobId: payment.jobId,
                  platformFeeCents: payment.platformFeeCents,
                  cardFingerprint,
                  payoutCardFingerprints: facts.payoutCardFingerprints,
                },
                freeGameCapCents,
              ),
      };
    }
    if (event.type === 'payment_intent.payment_failed') {
      const intent = event.data.object;
      const [payment] = await tx
        .select({ id: payments.id, freeGameDiscountCents: payments.freeGameDiscountCents })
        .from(payments)
        .where(eq(payments.providerRef, intent.id));
      // A free-game attempt still open at the provider keeps its credit until it is settled.
      if (payment && (payment.freeGameDiscountCents === 0 || facts.canceled))
        await failCardAttempt(tx, payment.id);
    }
    return { duplicate: false, grants: [] };
  });
}
