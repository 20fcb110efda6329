import { and, eq, inArray } from 'drizzle-orm';
import { isHelperRole, PAYMENT_MESSAGES, paymentAmounts } from '@sideline/shared';
import type { Config } from '../../../config.js';
import type { Db, DbOrTx } from '../../../db/client.js';
import { payoutUserIdFor, refuseMinorPayoutSettings } from '../../guardians/guardian-state.js';
import { payments, stripeAccounts } from '../../../db/schema/index.js';
import { badRequest, conflict, forbidden } from '../../../lib/errors.js';
import type { UserRow } from '../../../plugins/session.js';
import { returnCheckoutCredit, takeCheckoutCredit } from '../credits/index.js';
import { paymentParties } from '../ledger/index.js';
import { refuseWhileHeld } from '../card-holds/index.js';
import { stripeFor } from '../stripe-client.js';

export const HELPER_NO_CARDS = PAYMENT_MESSAGES.helperNoCards;

/** POST /api/payments/connect: the helper's Express account (created once) and a fresh onboarding link. */
export async function connectAccount(db: Db, config: Config, user: UserRow): Promise<{ url: string }> {
  // Card payouts need an adult: a teen's go to the guardian's account (decision 23).
  await refuseMinorPayoutSettings(db, user);
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

type PaymentRow = typeof payments.$inferSelect;

/**
 * A card attempt that will not be paid (declined, given up, or replaced) is marked failed, and the
 * free game it took, if any, goes back to the team. Only a pending attempt fails: a late failure
 * never undoes a success.
 */
export async function failCardAttempt(tx: DbOrTx, paymentId: number): Promise<void> {
  const failed = await tx
    .update(payments)
    .set({ status: 'failed' })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning({ id: payments.id });
  if (failed.length > 0) await returnCheckoutCredit(tx, paymentId);
}

/**
 * The job's open card attempt, made when there is none; with a free game the attempt takes the
 * team's best credit, whose value bounds its discount (decision 26).
 */
async function openCardAttempt(
  db: Db,
  job: { id: number; payerId: number; payeeId: number; totalPayCents: number },
  freeGame: { capCents: number } | null,
): Promise<PaymentRow> {
  return db.transaction(async (tx) => {
    const [made] = await tx
      .insert(payments)
      .values({
        jobId: job.id,
        payerId: job.payerId,
        payeeId: job.payeeId,
        method: 'card',
        ...paymentAmounts(job.totalPayCents, 'card'),
      })
      .onConflictDoNothing()
      .returning();
    if (made && freeGame) {
      const discountCents = await takeCheckoutCredit(tx, made, freeGame.capCents);
      if (discountCents === null) throw conflict(PAYMENT_MESSAGES.noCredits, 'no_free_games');
      return { ...made, freeGameDiscountCents: discountCents };
    }
    if (made) return made;
    const [open] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.jobId, job.id), inArray(payments.status, ['pending', 'completed'])));
    if (!open) throw conflict(PAYMENT_MESSAGES.cardInProgress, 'card_payment_in_progress');
    return open;
  });
}

/**
 * POST /api/create-payment-intent. Every amount comes from the database; one pending card payment
 * per job, so a retry returns the same intent (and the idempotency key covers a lost response).
 * Without a free game it is a destination charge of pay + 10% to the helper's account, the fee
 * kept as the application fee. With one (decision 6) the team is charged that much less on the
 * platform's account, and once the provider confirms the charge the helper is paid the full pay by
 * a transfer the platform funds.
 */
export async function createPaymentIntent(
  db: Db,
  config: Config,
  user: UserRow,
  jobId: number,
  useFreeGame = false,
) {
  const { stripe } = stripeFor(config.stripe);
  const job = await paymentParties(db, jobId);
  if (job.payerId !== user.id) throw forbidden(PAYMENT_MESSAGES.onlyOwner, 'not_owner');
  if (job.status === 'paid') throw conflict(PAYMENT_MESSAGES.alreadyPaid, 'already_paid');
  if (job.status !== 'completed' || job.payeeId === null)
    throw conflict(PAYMENT_MESSAGES.notAvailable, 'payment_not_available');
  const payeeId = job.payeeId;
  await refuseWhileHeld(db, jobId);
  // A teen's pay goes to the guardian's account (decision 23).
  const payoutUserId = await payoutUserIdFor(db, payeeId);
  const [account] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.userId, payoutUserId));
  if (!account?.chargesEnabled) throw conflict(HELPER_NO_CARDS, 'helper_cannot_take_cards');
  const freeGame = useFreeGame ? { capCents: config.freeGameCapCents } : null;

  let open = await openCardAttempt(db, { ...job, payeeId }, freeGame);
  if (open.status === 'completed') throw conflict(PAYMENT_MESSAGES.alreadyPaid, 'already_paid');
  if (open.method !== 'card')
    throw conflict(
      `A ${open.method === 'paypal' ? 'PayPal' : 'Venmo'} payment was already reported for this job.`,
      'conflict',
    );
  if (open.freeGameDiscountCents > 0 !== useFreeGame) {
    // The team changed its mind about the free game: the old attempt gives way to a new one, but
    // never for a free game the team does not have. (An attempt that holds one is reused above.)
    if (useFreeGame && user.freeGamesRemaining < 1)
      throw conflict(PAYMENT_MESSAGES.noCredits, 'no_free_games');
    if (open.providerRef) {
      try {
        await stripe.paymentIntents.cancel(open.providerRef);
      } catch {
        throw conflict(PAYMENT_MESSAGES.cardInProgress, 'card_payment_in_progress');
      }
    }
    await db.transaction((tx) => failCardAttempt(tx, open.id));
    open = await openCardAttempt(db, { ...job, payeeId }, freeGame);
  }
  const discounted = open.freeGameDiscountCents > 0;
  const intent = await stripe.paymentIntents.create(
    {
      amount: open.totalCents - open.freeGameDiscountCents,
      currency: 'usd',
      ...(discounted
        ? { transfer_group: `job-${jobId}` }
        : {
            application_fee_amount: open.platformFeeCents,
            transfer_data: { destination: account.accountId },
          }),
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
