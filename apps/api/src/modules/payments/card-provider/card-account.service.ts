import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_MESSAGES, paymentAmounts, type CardCheckout, type ConnectStatus } from '@sideline/shared';
import type { Config } from '../../../config.js';
import type { Db } from '../../../db/client.js';
import { payoutUserIdFor } from '../../guardians/guardian-state.js';
import { payments, stripeAccounts, users } from '../../../db/schema/index.js';
import { AppError, conflict, forbidden } from '../../../lib/errors.js';
import type { UserRow } from '../../../plugins/session.js';
import { failCardAttempt } from './card.service.js';
import { freeCreditDiscount } from '../credits/index.js';
import { refuseWhileHeld } from '../card-holds/index.js';
import { paymentParties } from '../ledger/index.js';
import { CARD_NOT_CONFIGURED, stripeFor } from '../stripe-client.js';

const cardAccountOf = async (db: Db, userId: number) =>
  (await db.select().from(stripeAccounts).where(eq(stripeAccounts.userId, userId)))[0];

/**
 * GET /api/payments/connect: the helper's account state. An unfinished account is asked of the
 * provider (the return page comes back before, or without, the `account.updated` webhook), and
 * what it says is kept, as the webhook would.
 */
export async function connectStatus(db: Db, config: Config, user: UserRow): Promise<ConnectStatus> {
  const { stripe } = stripeFor(config.stripe);
  const row = await cardAccountOf(db, user.id);
  if (!row) return { state: 'none' };
  if (row.chargesEnabled) return { state: 'enabled' };
  const account = await stripe.accounts.retrieve(row.accountId);
  if (account.charges_enabled !== true) return { state: 'pending' };
  await db.update(stripeAccounts).set({ chargesEnabled: true }).where(eq(stripeAccounts.userId, user.id));
  return { state: 'enabled' };
}

/**
 * GET /api/payments/card/{jobId}: what the owner's checkout shows, decided here: the publishable
 * key from the configuration and the amounts from the database (total = pay x 1.1).
 */
export async function cardCheckout(
  db: Db,
  config: Config,
  user: UserRow,
  jobId: number,
): Promise<CardCheckout> {
  const { config: stripeConfig } = stripeFor(config.stripe);
  // Without the publishable key the browser cannot show the card form: not set up either.
  if (!stripeConfig.publishableKey)
    throw new AppError(503, 'card_payments_not_configured', CARD_NOT_CONFIGURED);
  const job = await paymentParties(db, jobId);
  if (job.payerId !== user.id) throw forbidden(PAYMENT_MESSAGES.onlyOwner, 'not_owner');
  if (job.status === 'paid') throw conflict(PAYMENT_MESSAGES.alreadyPaid, 'already_paid');
  if (job.status !== 'completed' || job.payeeId === null)
    throw conflict(PAYMENT_MESSAGES.notAvailable, 'payment_not_available');
  await refuseWhileHeld(db, jobId);
  const account = await cardAccountOf(db, job.payeeId);
  if (!account?.chargesEnabled) throw conflict(PAYMENT_MESSAGES.helperNoCards, 'helper_cannot_take_cards');
  const [[helper], [held]] = await Promise.all([
    db
      .select({ firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(eq(users.id, job.payeeId)),
    // A free game this job's open checkout already holds is still the team's to use here.
    db
      .select({ discountCents: payments.freeGameDiscountCents })
      .from(payments)
      .where(
        and(eq(payments.jobId, jobId), eq(payments.status, 'pending'), gt(payments.freeGameDiscountCents, 0)),
      ),
  ]);
  // What a credit takes off here: the one the open checkout holds, else the team's best (decision 26).
  const discountCents =
    held?.discountCents ??
    (await freeCreditDiscount(db, user.id, job.totalPayCents, config.freeGameCapCents));
  const amounts = paymentAmounts(job.totalPayCents, 'card');
  return {
    jobId,
    jobTitle: job.title,
    helperName: `${helper?.firstName ?? ''} ${helper?.lastName ?? ''}`.trim(),
    publishableKey: stripeConfig.publishableKey,
    amount: amounts.payCents,
    platformFee: amounts.platformFeeCents,
    total: amounts.totalCents,
    freeGamesRemaining: user.freeGamesRemaining + (held ? 1 : 0),
    freeGameDiscount: discountCents,
  };
}

/**
 * A game the platform owes the helper for: a free-game card checkout the provider confirmed (the
 * charge landed on the platform's account), or a legacy credit-paid job. With card payments set up
 * and the helper's account able to take them, the pay goes out as a transfer (one per payment, by
 * its idempotency key) and nothing is owed any more; otherwise the amount stays owed for admins. A
 * failed transfer leaves it owed too: the job is paid either way. Never called for a payment the
 * provider did not confirm: a self-reported payment owes nothing.
 */
export async function payOutOwed(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  paymentId: number,
): Promise<{ transferRef: string } | null> {
  if (!config.stripe) return null;
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (
    !payment ||
    payment.status !== 'completed' ||
    !(payment.method === 'credit' || (payment.method === 'card' && payment.freeGameDiscountCents > 0)) ||
    payment.platformOwesCents === 0 ||
    payment.transferRef
  )
    return null;
  const account = await cardAccountOf(db, await payoutUserIdFor(db, payment.payeeId));
  if (!account?.chargesEnabled) return null;
  // Claims the owed amount first (an admin's "settled" acts only on unclaimed rows), so a transfer
  // and an admin's manual settlement can never both pay the helper.
  const claimed = await db
    .update(payments)
    .set({ owedSettledAt: new Date() })
    .where(
      and(
        eq(payments.id, payment.id),
        isNull(payments.transferRef),
        isNull(payments.owedSettledAt),
        gt(payments.platformOwesCents, 0),
      ),
    )
    .returning({ id: payments.id });
  if (claimed.length === 0) return null;
  const release = () =>
    db
      .update(payments)
      .set({ owedSettledAt: null })
      .where(and(eq(payments.id, payment.id), isNull(payments.transferRef)));
  const { stripe } = stripeFor(config.stripe);
  let transferId: string;
  try {
    const transfer = await stripe.transfers.create(
      {
        amount: payment.platformOwesCents,
        currency: 'usd',
        destination: account.accountId,
        transfer_group: `job-${payment.jobId}`,
        metadata: { jobId: String(payment.jobId), paymentId: String(payment.id) },
      },
      { idempotencyKey: `credit-transfer-${payment.id}` },
    );
    transferId = transfer.id;
  } catch (error) {
    log.warn({ err: error, paymentId }, 'free-game pay-out transfer failed; the amount stays owed');
    await release();
    return null;
  }
  await db
    .update(payments)
    .set({ transferRef: transferId, platformOwesCents: 0 })
    .where(and(eq(payments.id, payment.id), isNull(payments.transferRef), gt(payments.platformOwesCents, 0)));
  return { transferRef: transferId };
}

/**
 * Before a Venmo/PayPal report or a helper's confirmation: a card checkout the team opened and
 * left holds the job's one pending payment. Its intent is canceled at the provider and the attempt
 * marked failed, so the other methods are not locked out. When the provider refuses the cancel
 * (the card is already charged or processing) the card payment is under way: 409, and its webhook
 * settles the job. Only the side the call belongs to (the team reports, the helper confirms) can
 * cancel; anyone else is left to the service's own refusal.
 */
export async function abandonCardAttempt(
  db: Db,
  config: Config,
  user: UserRow,
  jobId: number,
  as: 'payer' | 'payee',
): Promise<void> {
  // The card saved at booking pays this job: no other way of paying may race its charge.
  await refuseWhileHeld(db, jobId);
  const [open] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.jobId, jobId), eq(payments.status, 'pending'), eq(payments.method, 'card')));
  if (!open || (as === 'payer' ? open.payerId : open.payeeId) !== user.id) return;
  // Without keys no webhook can be verified either, so a late success could not land: just fail it.
  if (open.providerRef && config.stripe) {
    const { stripe } = stripeFor(config.stripe);
    try {
      await stripe.paymentIntents.cancel(open.providerRef);
    } catch {
      throw conflict(PAYMENT_MESSAGES.cardInProgress, 'card_payment_in_progress');
    }
  }
  await db.transaction((tx) => failCardAttempt(tx, open.id));
}
