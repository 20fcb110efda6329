/**
 * Staff's side of the payments ledger: the dispute and owed-amount queues, the two settling writes,
 * and the programs' money figures. The payments module stays the only writer of its tables; the admin
 * module calls these inside its own transaction, next to its audit entry.
 */
import { and, desc, eq, gt, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MODERATION_MESSAGES, type AdminPayment, type AdminPaymentView } from '@sideline/shared';
import type { Db, DbOrTx } from '../../../db/client.js';
import { credits, jobs, payments, users } from '../../../db/schema/index.js';
import { conflict, notFound } from '../../../lib/errors.js';

const payer = alias(users, 'payer');
const payee = alias(users, 'payee');
const iso = (d: Date | null) => d?.toISOString() ?? null;

function selectAdminPayments(db: Db) {
  return db
    .select({
      payment: payments,
      jobTitle: jobs.title,
      jobStatus: jobs.status,
      payerName: sql<string>`${payer.firstName} || ' ' || ${payer.lastName}`,
      payeeName: sql<string>`${payee.firstName} || ' ' || ${payee.lastName}`,
    })
    .from(payments)
    .innerJoin(jobs, eq(jobs.id, payments.jobId))
    .innerJoin(payer, eq(payer.id, payments.payerId))
    .innerJoin(payee, eq(payee.id, payments.payeeId));
}
type Row = Awaited<ReturnType<ReturnType<typeof selectAdminPayments>['execute']>>[number];

/** Cents stay cents: the response schema's codec turns them into dollars. */
function toAdminPayment(row: Row): AdminPayment {
  const p = row.payment;
  return {
    id: p.id,
    jobId: p.jobId,
    jobTitle: row.jobTitle,
    jobStatus: row.jobStatus,
    payerId: p.payerId,
    payerName: row.payerName,
    payeeId: p.payeeId,
    payeeName: row.payeeName,
    method: p.method,
    amount: p.payCents,
    platformFee: p.platformFeeCents,
    total: p.totalCents,
    status: p.status,
    disputed: p.disputed,
    disputedAt: iso(p.disputedAt),
    disputeResolvedAt: iso(p.disputeResolvedAt),
    disputeResolution: p.disputeResolution,
    platformOwes: p.platformOwesCents,
    owedSettledAt: iso(p.owedSettledAt),
    createdAt: p.createdAt.toISOString(),
  };
}

/** Owed: a credit-paid game the platform has not paid the helper for yet. */
const owedOpen = and(gt(payments.platformOwesCents, 0), isNull(payments.owedSettledAt));

const VIEWS: Record<AdminPaymentView, SQL> = {
  disputed: eq(payments.disputed, true),
  resolved: isNotNull(payments.disputeResolvedAt),
  owed: owedOpen!,
  settled: and(gt(payments.platformOwesCents, 0), isNotNull(payments.owedSettledAt))!,
};

/** One queue, newest first by id, `limit + 1` rows so the caller knows whether a page follows. */
export async function listAdminPayments(
  db: Db,
  view: AdminPaymentView,
  limit: number,
  beforeId: number | undefined,
): Promise<{ items: AdminPayment[]; total: number; more: boolean }> {
  const [rows, [total]] = await Promise.all([
    selectAdminPayments(db)
      .where(and(VIEWS[view], beforeId === undefined ? undefined : lt(payments.id, beforeId)))
      .orderBy(desc(payments.id))
      .limit(limit + 1),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(payments)
      .where(VIEWS[view]),
  ]);
  return { items: rows.slice(0, limit).map(toAdminPayment), total: total?.n ?? 0, more: rows.length > limit };
}

/** The drawer: a user's payments as payer or payee, newest first, bounded. */
export async function adminPaymentsOfUser(db: Db, userId: number): Promise<AdminPayment[]> {
  const rows = await selectAdminPayments(db)
    .where(or(eq(payments.payerId, userId), eq(payments.payeeId, userId)))
    .orderBy(desc(payments.id))
    .limit(100);
  return rows.map(toAdminPayment);
}

export interface Change {
  before: AdminPayment;
  after: AdminPayment;
}

async function lockedPayment(tx: DbOrTx, id: number): Promise<AdminPayment> {
  // Lock the payment row first: a helper's dispute or confirmation of the same job waits for us.
  const [locked] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.id, id))
    .for('update');
  if (!locked) throw notFound(MODERATION_MESSAGES.paymentNotFound, 'payment_not_found');
  const [row] = await selectAdminPayments(tx).where(eq(payments.id, id));
  return toAdminPayment(row!);
}

async function reread(tx: DbOrTx, id: number): Promise<AdminPayment> {
  const [row] = await selectAdminPayments(tx).where(eq(payments.id, id));
  return toAdminPayment(row!);
}

/**
 * Marks an open dispute resolved, with staff's note. The `disputed` flag clears, so the payment is
 * back to a plain pending report (the helper can confirm, the team report again); a new "Not
 * received" opens a new dispute. Run inside the caller's transaction.
 */
export async function resolveDispute(tx: DbOrTx, adminId: number, id: number, note: string): Promise<Change> {
  const before = await lockedPayment(tx, id);
  const updated = await tx
    .update(payments)
    .set({
      disputed: false,
      disputeResolvedAt: new Date(),
      disputeResolvedBy: adminId,
      disputeResolution: note,
    })
    .where(and(eq(payments.id, id), eq(payments.disputed, true)))
    .returning({ id: payments.id });
  if (updated.length === 0) throw conflict(MODERATION_MESSAGES.notDisputed, 'not_disputed');
  return { before, after: await reread(tx, id) };
}

/** Records that the platform paid the helper what a credit-paid game owed them; once. */
export async function settleOwed(tx: DbOrTx, adminId: number, id: number): Promise<Change> {
  const before = await lockedPayment(tx, id);
  if (before.platformOwes === 0) throw conflict(MODERATION_MESSAGES.nothingOwed, 'nothing_owed');
  const updated = await tx
    .update(payments)
    .set({ owedSettledAt: new Date(), owedSettledBy: adminId })
    .where(and(eq(payments.id, id), owedOpen))
    .returning({ id: payments.id });
  if (updated.length === 0) throw conflict(MODERATION_MESSAGES.alreadySettled, 'already_settled');
  return { before, after: await reread(tx, id) };
}

/**
 * The programs card's ledger figures: credits by reason (earned) and spent from the credits ledger;
 * platform fees of completed payments this calendar month (UTC) and in total; what the platform owes
 * helpers for credit-paid games, still open and already settled.
 */
export async function paymentProgramFigures(db: Db) {
  const [byReason, [money]] = await Promise.all([
    db
      .select({ reason: credits.reason, count: sql<number>`count(*)`.mapWith(Number) })
      .from(credits)
      .groupBy(credits.reason)
      .orderBy(credits.reason),
    db
      .select({
        feesTotal:
          sql<number>`coalesce(sum(${payments.platformFeeCents}) filter (where ${payments.status} = 'completed'), 0)`.mapWith(
            Number,
          ),
        feesMonth:
          sql<number>`coalesce(sum(${payments.platformFeeCents}) filter (where ${payments.status} = 'completed' and ${payments.completedAt} >= date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'), 0)`.mapWith(
            Number,
          ),
        owed: sql<number>`coalesce(sum(${payments.platformOwesCents}) filter (where ${payments.owedSettledAt} is null), 0)`.mapWith(
          Number,
        ),
        owedCount:
          sql<number>`count(*) filter (where ${payments.platformOwesCents} > 0 and ${payments.owedSettledAt} is null)`.mapWith(
            Number,
          ),
        settled:
          sql<number>`coalesce(sum(${payments.platformOwesCents}) filter (where ${payments.owedSettledAt} is not null), 0)`.mapWith(
            Number,
          ),
      })
      .from(payments),
  ]);
  const countOf = (reason: string) => byReason.find((r) => r.reason === reason)?.count ?? 0;
  return {
    creditsEarned: byReason.filter((r) => r.reason !== 'spent' && r.reason !== 'returned'),
    // A credit a failed checkout gave back was not spent.
    creditsSpent: countOf('spent') - countOf('returned'),
    platformFeesThisMonth: money?.feesMonth ?? 0,
    platformFeesTotal: money?.feesTotal ?? 0,
    owedToHelpers: money?.owed ?? 0,
    owedPayments: money?.owedCount ?? 0,
    settledToHelpers: money?.settled ?? 0,
  };
}
