import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminCardHold } from '@sideline/shared';
import type { Db } from '../../../db/client.js';
import { cardHolds, jobs, users } from '../../../db/schema/index.js';

const payer = alias(users, 'payer');
const payee = alias(users, 'payee');

/** Guarantees for the admin's queue: disputed ones (oldest first), or one by id. */
function selectAdminHolds(db: Db) {
  return db
    .select({
      hold: cardHolds,
      jobTitle: jobs.title,
      jobDate: jobs.jobDate,
      payerName: sql<string>`${payer.firstName} || ' ' || ${payer.lastName}`,
      payeeName: sql<string>`${payee.firstName} || ' ' || ${payee.lastName}`,
    })
    .from(cardHolds)
    .innerJoin(jobs, eq(jobs.id, cardHolds.jobId))
    .innerJoin(payer, eq(payer.id, cardHolds.payerId))
    .innerJoin(payee, eq(payee.id, cardHolds.payeeId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectAdminHolds>['execute']>>[number];
const toAdminHold = (row: Row): AdminCardHold => ({
  id: row.hold.id,
  jobId: row.hold.jobId,
  jobTitle: row.jobTitle,
  jobDate: row.jobDate,
  payerName: row.payerName,
  payeeName: row.payeeName,
  card: row.hold.cardLabel,
  amount: row.hold.payCents + row.hold.platformFeeCents,
  status: row.hold.status,
  disputedAt: row.hold.disputedAt?.toISOString() ?? null,
  disputeReason: row.hold.disputeReason,
});

/** GET /api/admin/card-holds: the charges teams stopped, waiting for staff (a short queue). */
export async function listDisputedHolds(db: Db): Promise<AdminCardHold[]> {
  const rows = await selectAdminHolds(db)
    .where(eq(cardHolds.status, 'disputed'))
    .orderBy(desc(cardHolds.disputedAt))
    .limit(100);
  return rows.map(toAdminHold);
}

export async function adminHold(db: Db, id: number): Promise<AdminCardHold | undefined> {
  const [row] = await selectAdminHolds(db).where(eq(cardHolds.id, id));
  return row ? toAdminHold(row) : undefined;
}
