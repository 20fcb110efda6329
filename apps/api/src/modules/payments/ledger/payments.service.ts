import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import { PAYMENT_MESSAGES, paymentAmounts, type OutsideMethod, type Payment } from '@sideline/shared';
import type { Db, DbOrTx } from '../../../db/client.js';
import { helperProfiles, jobs, payments, teamProfiles } from '../../../db/schema/index.js';
import { conflict, forbidden, notFound, type AppError } from '../../../lib/errors.js';
import type { UserRow } from '../../../plugins/session.js';
import { getPayment } from './payment-view.js';
import { lockCancellationFeeDue, markJobPaid } from './job-ledger.js';

/** The job with the two users a payment is between (payee null until a helper is assigned). */
export async function paymentParties(db: Db, jobId: number) {
  const [row] = await db
    .select({
      id: jobs.id,
      status: jobs.status,
      title: jobs.title,
      totalPayCents: jobs.totalPayCents,
      cancellationFeeCents: jobs.cancellationFeeCents,
      payerId: teamProfiles.userId,
      payeeId: helperProfiles.userId,
    })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .leftJoin(helperProfiles, eq(helperProfiles.id, jobs.helperId))
    .where(eq(jobs.id, jobId));
  if (!row) throw notFound(PAYMENT_MESSAGES.jobNotFound, 'job_not_found');
  // A cancelled booking's fee (decision 24) is paid, reported and confirmed like a game's pay.
  const dueCents = row.status === 'cancelled' ? row.cancellationFeeCents : row.totalPayCents;
  return { ...row, dueCents };
}
type Parties = Awaited<ReturnType<typeof paymentParties>>;

function requireOwner(parties: Parties, user: UserRow): asserts parties is Parties & { payeeId: number } {
  if (parties.payerId !== user.id) throw forbidden(PAYMENT_MESSAGES.onlyOwner, 'not_owner');
  if (parties.payeeId === null) throw conflict(PAYMENT_MESSAGES.notAvailable, 'payment_not_available');
}

function requireHelper(parties: Parties, user: UserRow): void {
  if (parties.payeeId === null || parties.payeeId !== user.id) {
    throw forbidden(PAYMENT_MESSAGES.onlyHelper, 'not_assigned_helper');
  }
}

/** Why a job can't be paid now, from its status as the transaction sees it. */
async function notPayable(tx: DbOrTx, jobId: number): Promise<AppError> {
  const [job] = await tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
  return job?.status === 'paid' || (job?.status === 'cancelled' && (await feeSettled(tx, jobId)))
    ? conflict(PAYMENT_MESSAGES.alreadyPaid, 'already_paid')
    : conflict(PAYMENT_MESSAGES.notAvailable, 'payment_not_available');
}

/** A cancelled job's fee is paid once its one payment completed. */
async function feeSettled(tx: DbOrTx, jobId: number): Promise<boolean> {
  const [done] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.jobId, jobId), eq(payments.status, 'completed')));
  return done !== undefined;
}

/** Locks the job and says whether it is payable now: a completed game, or a cancelled booking's unpaid fee. */
async function lockPayable(tx: DbOrTx, jobId: number): Promise<boolean> {
  const [job] = await tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId)).for('update');
  if (job?.status === 'completed') return true;
  return (await lockCancellationFeeDue(tx, jobId)) !== null && !(await feeSettled(tx, jobId));
}

const OPEN = inArray(payments.status, ['pending', 'completed']);

/** "I've paid": the team reports a Venmo or PayPal payment; it stays pending until the helper confirms. */
export async function reportPayment(
  db: Db,
  user: UserRow,
  jobId: number,
  method: OutsideMethod,
): Promise<Payment> {
  const parties = await paymentParties(db, jobId);
  requireOwner(parties, user);
  const paymentId = await db.transaction(async (tx) => {
    // The lock orders this report after (or before) a confirmation of the same job.
    if (!(await lockPayable(tx, jobId))) throw await notPayable(tx, jobId);
    const now = new Date();
    const amounts = paymentAmounts(parties.dueCents, method);
    const [row] = await tx
      .insert(payments)
      .values({
        jobId,
        payerId: parties.payerId,
        payeeId: parties.payeeId,
        method,
        ...amounts,
        reportedAt: now,
      })
      .onConflictDoUpdate({
        target: payments.jobId,
        targetWhere: OPEN,
        set: { method, ...amounts, reportedAt: now, disputed: false, disputedAt: null },
        // A card payment under way is the provider's to settle, not overwritten by a report.
        setWhere: and(eq(payments.status, 'pending'), ne(payments.method, 'card')),
      })
      .returning({ id: payments.id });
    if (!row) throw conflict(PAYMENT_MESSAGES.cardInProgress, 'card_payment_in_progress');
    return row.id;
  });
  return getPayment(db, paymentId, user.id);
}

/**
 * "Payment received": the helper confirms (with or without the team's report). The payment
 * completes and the job becomes paid in one transaction. A payment outside the platform is
 * recorded and shown but earns no credit (decision 6): nothing here proves the money moved.
 */
export async function confirmPayment(
  db: Db,
  user: UserRow,
  jobId: number,
  method: OutsideMethod | undefined,
): Promise<Payment> {
  const parties = await paymentParties(db, jobId);
  requireHelper(parties, user);
  const paymentId = await db.transaction(async (tx) => {
    // A game becomes paid; a cancelled booking's fee settles its payment and leaves the job cancelled.
    const payable = (await markJobPaid(tx, jobId)) || (await lockPayable(tx, jobId));
    if (!payable) throw await notPayable(tx, jobId);
    const now = new Date();
    // Only a reported Venmo or PayPal payment completes here: a card checkout under way is the
    // provider's to settle (its webhook), never the helper's word.
    const [pending] = await tx
      .update(payments)
      .set({ status: 'completed', confirmedAt: now, completedAt: now, disputed: false })
      .where(and(eq(payments.jobId, jobId), eq(payments.status, 'pending'), ne(payments.method, 'card')))
      .returning({ id: payments.id });
    if (pending) return pending.id;
    const chosen = method ?? 'venmo';
    // The job's one open payment (payments_one_open_per_job) decides a race with a card checkout:
    // a checkout opened first (or committing while this waits) leaves nothing inserted here, and the
    // whole confirmation rolls back, the job still completed.
    const [row] = await tx
      .insert(payments)
      .values({
        jobId,
        payerId: parties.payerId,
        payeeId: user.id,
        method: chosen,
        ...paymentAmounts(parties.dueCents, chosen),
        status: 'completed',
        confirmedAt: now,
        completedAt: now,
      })
      .onConflictDoNothing({ target: payments.jobId, where: OPEN })
      .returning({ id: payments.id });
    if (!row) throw conflict(PAYMENT_MESSAGES.cardInProgress, 'card_payment_in_progress');
    return row.id;
  });
  return getPayment(db, paymentId, user.id);
}

/** "Not received": the helper answers a report; the payment stays pending, marked disputed. */
export async function disputePayment(db: Db, user: UserRow, jobId: number): Promise<Payment> {
  const parties = await paymentParties(db, jobId);
  requireHelper(parties, user);
  const [row] = await db
    .update(payments)
    .set({ disputed: true, disputedAt: new Date() })
    .where(and(eq(payments.jobId, jobId), eq(payments.status, 'pending'), isNotNull(payments.reportedAt)))
    .returning({ id: payments.id });
  if (!row) {
    if (parties.status === 'paid') throw conflict(PAYMENT_MESSAGES.alreadyPaid, 'already_paid');
    throw conflict(PAYMENT_MESSAGES.noReport, 'payment_not_reported');
  }
  return getPayment(db, row.id, user.id);
}
