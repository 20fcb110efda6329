import { and, between, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { helperProfiles, jobs, payments, teamProfiles, users } from '../../db/schema/index.js';
import { tournamentJobIds } from '../tournaments/tournaments.service.js';

/**
 * Read-only queries over jobs and payments (owned by their modules; this module only reads them).
 * A payment's row says who paid whom and how; the job says when and where.
 */

/** The games a helper worked in a period (by game date, which is already the venue's date). */
export async function workedGames(db: Db, helperUserId: number, from: string, to: string) {
  return db
    .select({
      jobId: jobs.id,
      title: jobs.title,
      jobDate: jobs.jobDate,
      timeZone: jobs.timeZone,
      status: jobs.status,
      feeKind: jobs.cancellationFeeKind,
      payer: teamProfiles.teamName,
    })
    .from(jobs)
    .innerJoin(helperProfiles, eq(helperProfiles.id, jobs.helperId))
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .where(
      and(
        eq(helperProfiles.userId, helperUserId),
        between(jobs.jobDate, from, to),
        or(
          inArray(jobs.status, ['completed', 'paid']),
          and(eq(jobs.status, 'cancelled'), sql`${jobs.cancellationFeeCents} > 0`),
        ),
      ),
    )
    .orderBy(jobs.jobDate, jobs.startTime, jobs.id);
}

export type PaymentFacts = Awaited<ReturnType<typeof paymentsOfJobs>>[number];

/** The settled (or refunded) payments of these jobs to this payee, newest first. */
export async function paymentsOfJobs(db: Db, jobIds: number[], payeeId: number) {
  if (jobIds.length === 0) return [];
  return db
    .select({
      jobId: payments.jobId,
      method: payments.method,
      status: payments.status,
      payCents: payments.payCents,
      platformFeeCents: payments.platformFeeCents,
      transferRef: payments.transferRef,
      platformOwesCents: payments.platformOwesCents,
      owedSettledAt: payments.owedSettledAt,
      completedAt: payments.completedAt,
      updatedAt: payments.updatedAt,
    })
    .from(payments)
    .where(
      and(
        inArray(payments.jobId, jobIds),
        eq(payments.payeeId, payeeId),
        inArray(payments.status, ['completed', 'refunded']),
      ),
    )
    .orderBy(desc(payments.createdAt));
}

/** When the money reached the helper: an owed amount's pay-out, else the settlement. */
const reachedHelperAt = sql`coalesce(${payments.owedSettledAt}, ${payments.completedAt}, ${payments.updatedAt})`;

/**
 * Settled payments through the card provider (card, or a free game the platform paid out) to this
 * payee that reached them between two instants, whatever the game's date: the 1099-K counts money
 * by the day it was paid. The caller reads each on its venue's clock.
 */
export async function platformPaymentsReaching(db: Db, payeeId: number, start: Date, end: Date) {
  return db
    .select({
      payCents: payments.payCents,
      platformOwesCents: payments.platformOwesCents,
      owedSettledAt: payments.owedSettledAt,
      completedAt: payments.completedAt,
      updatedAt: payments.updatedAt,
      timeZone: jobs.timeZone,
    })
    .from(payments)
    .innerJoin(jobs, eq(jobs.id, payments.jobId))
    .where(
      and(
        eq(payments.payeeId, payeeId),
        eq(payments.status, 'completed'),
        inArray(payments.method, ['card', 'credit']),
        sql`${reachedHelperAt} >= ${start.toISOString()}::timestamptz`,
        sql`${reachedHelperAt} < ${end.toISOString()}::timestamptz`,
      ),
    );
}

const helperUser = alias(users, 'helper_user');

/**
 * A payer's settled or refunded payments, optionally limited to a tournament's games (every job a
 * game ever had, so a cancelled job's fee stays when the game is re-posted).
 */
export async function spendPayments(
  db: Db,
  payerId: number,
  period: { from: string; to: string } | null,
  tournamentId: number | null,
) {
  return db
    .select({
      paymentId: payments.id,
      jobId: jobs.id,
      title: jobs.title,
      jobDate: jobs.jobDate,
      timeZone: jobs.timeZone,
      jobStatus: jobs.status,
      feeKind: jobs.cancellationFeeKind,
      helper: sql<string>`${helperUser.firstName} || ' ' || ${helperUser.lastName}`,
      method: payments.method,
      status: payments.status,
      payCents: payments.payCents,
      platformFeeCents: payments.platformFeeCents,
      totalCents: payments.totalCents,
      discountCents: payments.freeGameDiscountCents,
      providerRef: payments.providerRef,
      completedAt: payments.completedAt,
      updatedAt: payments.updatedAt,
    })
    .from(payments)
    .innerJoin(jobs, eq(jobs.id, payments.jobId))
    .innerJoin(helperUser, eq(helperUser.id, payments.payeeId))
    .where(
      and(
        eq(payments.payerId, payerId),
        inArray(payments.status, ['completed', 'refunded']),
        period ? between(jobs.jobDate, period.from, period.to) : undefined,
        tournamentId === null ? undefined : inArray(jobs.id, tournamentJobIds(db, tournamentId)),
      ),
    )
    .orderBy(jobs.jobDate, jobs.startTime, payments.id);
}

export async function nameOf(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ? `${row.firstName} ${row.lastName}`.trim() : '';
}

/** The team name a payer goes by (their team profile), else their own name. */
export async function payerNameOf(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ name: teamProfiles.teamName })
    .from(teamProfiles)
    .where(eq(teamProfiles.userId, userId));
  return row?.name ?? (await nameOf(db, userId));
}
