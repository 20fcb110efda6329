import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import type { DuePayment } from '@sideline/shared';
import type { Db } from '../../../db/client.js';
import { cardHolds, helperProfiles, jobs, payments, teamProfiles, users } from '../../../db/schema/index.js';

/**
 * Completed, unpaid jobs, and cancelled bookings whose fee is unpaid (decision 24), that the user
 * owes (team owner) or is owed (booked helper), oldest game first.
 */
export async function listDue(db: Db, userId: number): Promise<DuePayment[]> {
  const rows = await db
    .select({
      job: {
        id: jobs.id,
        title: jobs.title,
        jobDate: jobs.jobDate,
        completedAt: jobs.completedAt,
        totalPayCents: jobs.totalPayCents,
        feeKind: jobs.cancellationFeeKind,
        feeCents: jobs.cancellationFeeCents,
      },
      teamName: teamProfiles.teamName,
      ownerId: teamProfiles.userId,
      helperFirst: users.firstName,
      helperLast: users.lastName,
      payment: {
        id: payments.id,
        method: payments.method,
        reportedAt: payments.reportedAt,
        disputed: payments.disputed,
      },
    })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .innerJoin(helperProfiles, eq(helperProfiles.id, jobs.helperId))
    .innerJoin(users, eq(users.id, helperProfiles.userId))
    .leftJoin(payments, and(eq(payments.jobId, jobs.id), eq(payments.status, 'pending')))
    .where(
      and(
        or(
          eq(jobs.status, 'completed'),
          and(
            eq(jobs.status, 'cancelled'),
            gt(jobs.cancellationFeeCents, 0),
            sql`not exists (select 1 from ${payments} where ${payments.jobId} = ${jobs.id} and ${payments.status} = 'completed')`,
          ),
        ),
        or(eq(teamProfiles.userId, userId), eq(helperProfiles.userId, userId)),
        // The card saved at booking pays it, or is paying it (decision 22): nothing is due by hand.
        sql`not exists (select 1 from ${cardHolds} where ${cardHolds.jobId} = ${jobs.id} and ${cardHolds.status} in ('scheduled', 'held', 'disputed', 'captured'))`,
      ),
    )
    .orderBy(asc(jobs.jobDate), asc(jobs.id));
  return rows.map((row) => ({
    jobId: row.job.id,
    title: row.job.title,
    jobDate: row.job.jobDate,
    completedAt: row.job.completedAt?.toISOString() ?? null,
    teamName: row.teamName,
    helperName: `${row.helperFirst} ${row.helperLast}`,
    role: row.ownerId === userId ? 'payer' : 'payee',
    amount: row.job.feeKind ? row.job.feeCents : row.job.totalPayCents,
    kind: row.job.feeKind ?? 'pay',
    payment: row.payment
      ? {
          id: row.payment.id,
          method: row.payment.method,
          reportedAt: row.payment.reportedAt?.toISOString() ?? null,
          disputed: row.payment.disputed,
        }
      : null,
  }));
}
