import { and, count, eq, sql } from 'drizzle-orm';
import { creditKey, earnsLoyaltyCredit, type CreditReason, type ReferralInfo } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { credits, users } from '../../db/schema/index.js';
import { adjustFreeGames, countPaidGame } from '../users/paid-games.js';

export interface Grant {
  userId: number;
  reason: CreditReason;
}

/** One credit, at most once per key: a duplicate key inserts nothing and moves nothing. */
async function grant(
  tx: Db,
  row: {
    userId: number;
    reason: Exclude<CreditReason, 'spent'>;
    jobId: number;
    grantKey: string;
    counterpartUserId?: number;
  },
): Promise<Grant | null> {
  const inserted = await tx
    .insert(credits)
    .values({ ...row, delta: 1 })
    .onConflictDoNothing({ target: credits.grantKey })
    .returning({ id: credits.id });
  if (inserted.length === 0) return null;
  await adjustFreeGames(tx, row.userId, 1);
  return { userId: row.userId, reason: row.reason };
}

/**
 * A team's job became paid (by money, not by a credit): count it, grant the loyalty credit on every
 * 10th, and the referral pair's credits on the referred coach's first paid job. Runs inside the
 * payment's transaction, so the counter, the credits and the paid job commit together.
 */
export async function recordPaidGame(tx: Db, payerId: number, jobId: number): Promise<Grant[]> {
  const counted = await countPaidGame(tx, payerId);
  if (!counted) return [];
  const granted: (Grant | null)[] = [];
  if (earnsLoyaltyCredit(counted.paidGamesCompleted)) {
    granted.push(
      await grant(tx, { userId: payerId, reason: 'loyalty', jobId, grantKey: creditKey.loyalty(jobId) }),
    );
  }
  if (counted.referredBy) {
    const [referrer] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.referralCode, counted.referredBy));
    if (referrer && referrer.id !== payerId) {
      // Keyed by the referred coach: a coach has one referrer, so this is once per pair.
      granted.push(
        await grant(tx, {
          userId: referrer.id,
          reason: 'referral_referrer',
          jobId,
          grantKey: creditKey.referrer(payerId),
          counterpartUserId: payerId,
        }),
        await grant(tx, {
          userId: payerId,
          reason: 'referral_referred',
          jobId,
          grantKey: creditKey.referred(payerId),
          counterpartUserId: referrer.id,
        }),
      );
    }
  }
  return granted.filter((g): g is Grant => g !== null);
}

/** Spends one credit on a job; null when the user has none (the caller's transaction then rolls back). */
export async function spendCredit(tx: Db, userId: number, jobId: number): Promise<number | null> {
  const left = await adjustFreeGames(tx, userId, -1);
  if (left === null) return null;
  await tx
    .insert(credits)
    .values({ userId, reason: 'spent', delta: -1, jobId, grantKey: creditKey.spent(jobId) });
  return left;
}

/** The ledger's sum for a user (what `free_games_remaining` caches). */
export async function ledgerBalance(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${credits.delta}), 0)::int` })
    .from(credits)
    .where(eq(credits.userId, userId));
  return row?.sum ?? 0;
}

/** GET /api/users/referral-info: sign-ups with the user's code, how many have paid a job, credits earned by them. */
export async function referralInfo(
  db: Db,
  user: { id: number; referralCode: string },
): Promise<ReferralInfo> {
  const [referred] = await db
    .select({
      total: count(),
      completed: sql<number>`count(*) filter (where ${users.hasCompletedFirstPaidGame})::int`,
    })
    .from(users)
    .where(eq(users.referredBy, user.referralCode));
  const [earned] = await db
    .select({ n: count() })
    .from(credits)
    .where(and(eq(credits.userId, user.id), eq(credits.reason, 'referral_referrer')));
  return {
    referralCode: user.referralCode,
    totalReferrals: referred?.total ?? 0,
    completedReferrals: referred?.completed ?? 0,
    totalEarnings: earned?.n ?? 0,
  };
}
