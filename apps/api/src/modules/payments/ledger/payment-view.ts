import { desc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Payment } from '@sideline/shared';
import type { Db } from '../../../db/client.js';
import { jobs, payments, teamProfiles, users } from '../../../db/schema/index.js';

const payee = alias(users, 'payee');

function selectPayments(db: Db) {
  return db
    .select({
      payment: payments,
      job: { id: jobs.id, title: jobs.title, jobDate: jobs.jobDate, status: jobs.status },
      teamName: teamProfiles.teamName,
      helperFirst: payee.firstName,
      helperLast: payee.lastName,
    })
    .from(payments)
    .innerJoin(jobs, eq(jobs.id, payments.jobId))
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .innerJoin(payee, eq(payee.id, payments.payeeId));
}
type PaymentRow = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number];

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** Cents stay cents here: the response schema's codec turns them into dollars. */
function toPaymentView(row: PaymentRow, viewerId: number): Payment {
  const p = row.payment;
  return {
    id: p.id,
    jobId: p.jobId,
    payerId: p.payerId,
    payeeId: p.payeeId,
    method: p.method,
    amount: p.payCents,
    platformFee: p.platformFeeCents,
    total: p.totalCents,
    freeGameDiscount: p.freeGameDiscountCents,
    status: p.status,
    disputed: p.disputed,
    reportedAt: iso(p.reportedAt),
    confirmedAt: iso(p.confirmedAt),
    completedAt: iso(p.completedAt),
    disputedAt: iso(p.disputedAt),
    createdAt: p.createdAt.toISOString(),
    role: p.payerId === viewerId ? 'payer' : 'payee',
    job: row.job,
    teamName: row.teamName,
    helperName: `${row.helperFirst} ${row.helperLast}`,
  };
}

export async function getPayment(db: Db, paymentId: number, viewerId: number): Promise<Payment> {
  const [row] = await selectPayments(db).where(eq(payments.id, paymentId));
  if (!row) throw new Error(`payment ${paymentId} vanished`);
  return toPaymentView(row, viewerId);
}

/** GET /api/payments: the user's payments as payer or payee, newest first. */
export async function listPayments(db: Db, userId: number): Promise<Payment[]> {
  const rows = await selectPayments(db)
    .where(or(eq(payments.payerId, userId), eq(payments.payeeId, userId)))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map((row) => toPaymentView(row, userId));
}
