import { and, eq, inArray, ne } from 'drizzle-orm';
import type Stripe from 'stripe';
import { PAYMENT_MESSAGES, paymentAmounts } from '@sideline/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { payments, stripeAccounts, stripeEvents } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { markJobPaid } from '../jobs/mark-job-paid.js';
import { isHelperRole } from '@sideline/shared';
import { recordPaidGame, type Grant } from './credits.service.js';
import { paymentParties } from './payments.service.js';
import { stripeFor } from './stripe-client.js';

export const HELPER_NO_CARDS = PAYMENT_MESSAGES.helperNoCards;

/** POST /api/payments/connect: the helper's Express account (created once) and a fresh onboarding link. */
export async function connectAccount(db: Db, config: Config, user: UserRow): Promise<{ url: string }> {
  const { stripe } = stripeFor(config.stripe);
  if (!isHelperRole(user.role))
    throw forbidden('Only helpers connect an account to get paid by card.', 'wrong_role');
  let [row] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.userId, user.id));
  if (!row) {
    const account = await stripe.accounts.create(
      { type: 'express', email: user.email, metadata: { userId: String(user.id) } },
      { idempotencyKey: `connect-user-${user.id}` },
    );
    await db.insert(stripeAccounts).values({ userId: user.id, accountId: account.id }).onConflictDoNothing();
    [row] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.userId, user.id));
  }
  const link = await stripe.accountLinks.create({
    account: row!.accountId,
    type: 'account_onboarding',
    // The web app's pages for an expired link (a fresh one is asked for) and for the way back.
    refresh_url: `${config.publicUrl}/payments/connect/refresh`,
    return_url: `${config.publicUrl}/payments/connect/return`,
  });
  return { url: link.url };
}

/**
 * POST /api/create-payment-intent: a destination charge of pay + 10% to the helper's account, the
 * fee kept as the application fee. Every amount comes from the database; one pending card payment
 * per job, so a retry returns the same intent (and the idempotency key covers a lost response).
 */
export async function createPaymentIntent(db: Db, config: Config, user: UserRow, jobId: number) {
  const { stripe } = stripeFor(config.stripe);
  const job = await paymentParties(db, jobId);
  if (job.payerId !== user.id) throw forbidden(PAYMENT_MESSAGES.onlyOwner, 'not_owner');
  if (job.status === 'paid') throw conflict(PAYMENT_MESSAGES.alreadyPaid, 'already_paid');
  if (job.status !== 'completed' || job.payeeId === null)
    throw conflict(PAYMENT_MESSAGES.notAvailable, 'payment_not_available');
  const [account] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.userId, job.payeeId));
  if (!account?.chargesEnabled) throw conflict(HELPER_NO_CARDS, 'helper_cannot_take_cards');

  const amounts = paymentAmounts(job.totalPayCents, 'card');
  await db
    .insert(payments)
    .values({ jobId, payerId: user.id, payeeId: job.payeeId, method: 'card', ...amounts })
    .onConflictDoNothing();
  const [open] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.jobId, jobId), inArray(payments.status, ['pending', 'completed'])));
  if (!open || open.status === 'completed') throw conflict(PAYMENT_MESSAGES.alreadyPaid, 'already_paid');
  if (open.method !== 'card')
    throw conflict(
      `A ${open.method === 'paypal' ? 'PayPal' : 'Venmo'} payment was already reported for this job.`,
      'conflict',
    );
  const intent = await stripe.paymentIntents.create(
    {
      amount: open.totalCents,
      currency: 'usd',
      application_fee_amount: open.platformFeeCents,
      transfer_data: { destination: account.accountId },
      description: `Sideline: ${job.title}`,
      metadata: { jobId: String(jobId), paymentId: String(open.id) },
    },
    { idempotencyKey: `payment-${open.id}` },
  );
  if (open.providerRef !== intent.id) {
    await db.update(payments).set({ providerRef: intent.id }).where(eq(payments.id, open.id));
  }
  if (!intent.client_secret) throw badRequest('The card provider returned no client secret.');
  return { clientSecret: intent.client_secret, paymentId: open.id };
}

export interface HandledEvent {
  duplicate: boolean;
  paymentId?: number;
  grants: Grant[];
}

/**
 * One verified webhook event. Its id is stored in the same transaction as its effects, so a
 * replay is a no-op; effects are conditional, so out-of-order deliveries cannot undo a success.
 */
export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<HandledEvent> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
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
      if (!(await markJobPaid(t, payment.jobId))) return { duplicate: false, grants: [] };
      const now = new Date();
      // A success after an earlier failure: any other open attempt for the job gives way first.
      await tx
        .update(payments)
        .set({ status: 'failed' })
        .where(
          and(eq(payments.jobId, payment.jobId), eq(payments.status, 'pending'), ne(payments.id, payment.id)),
        );
      await tx
        .update(payments)
        .set({ status: 'completed', confirmedAt: now, completedAt: now })
        .where(eq(payments.id, payment.id));
      return {
        duplicate: false,
        paymentId: payment.id,
        grants: await recordPaidGame(t, payment.payerId, payment.jobId),
      };
    }
    if (event.type === 'payment_intent.payment_failed') {
      const intent = event.data.object;
      // Only a pending payment fails: a late failure never undoes a success.
      await tx
        .update(payments)
        .set({ status: 'failed' })
        .where(and(eq(payments.providerRef, intent.id), eq(payments.status, 'pending')));
    }
    return { duplicate: false, grants: [] };
  });
}
