import { and, count, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import {
  canRefer,
  creditKey,
  earnsLoyaltyCredit,
  type CreditReason,
  type ReferralInfo,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { credits, payments, users } from '../../db/schema/index.js';
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
    reason: Exclude<CreditReason, 'spent' | 'returned'>;
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

/** The card payment that settled a game, as the provider confirmed it. */
export interface SettledCardPayment {
  payerId: number;
  payeeId: number;
  jobId: number;
  cardFingerprint: string | null;
}

/**
 * Referral (decision 7): both emails confirmed, and the two coaches distinct people as far as the
 * money shows: the game did not pay the referrer, and the card that paid it never paid for one of
 * the referrer's games.
 */
async function referralQualifies(tx: Db, referrerId: number, payment: SettledCardPayment): Promise<boolean> {
  if (payment.payeeId === referrerId) return false;
  const confirmed = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [referrerId, payment.payerId]), isNotNull(users.emailConfirmedAt)));
  if (confirmed.length !== 2) return false;
  if (payment.cardFingerprint) {
    const [sameCard] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.payerId, referrerId), eq(payments.cardFingerprint, payment.cardFingerprint)))
      .limit(1);
    if (sameCard) return false;
  }
  return true;
}

/**
 * A team's game was paid by card through the platform, confirmed by the provider's webhook (the
 * only money that earns credits, decision 6): count it, grant the loyalty credit on every 10th,
 * and the referral pair's credits once the pair qualifies. Runs inside the webhook's transaction, so the counter, the credits and the paid job
 * commit together.
 */
export async function recordPaidGame(tx: Db, payment: SettledCardPayment): Promise<Grant[]> {
  const { payerId, jobId } = payment;
  const counted = await countPaidGame(tx, payerId);
  if (!counted) return [];
  const granted: (Grant | null)[] = [];
  if (earnsLoyaltyCredit(counted.paidGamesCompleted)) {
    granted.push(
      await grant(tx, { userId: payerId, reason: 'loyalty', jobId, grantKey: creditKey.loyalty(jobId) }),
    );
  }
  // Tried on each card-paid game until it pays once (its keys), so a coach who confirms an email
  // after the first game still earns it on the next.
  if (counted.referredBy) {
    const [referrer] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.referralCode, counted.referredBy));
    // Staff and directors cannot refer (their codes still exist): the server, not the menu, says so.
    if (
      referrer &&
      referrer.id !== payerId &&
      canRefer(referrer.role) &&
      (await referralQualifies(tx, referrer.id, payment))
    ) {
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

/**
 * Takes one free game for a card checkout (one payment attempt); null when the user has none, and
 * the caller's transaction then rolls back.
 */
export async function takeCheckoutCredit(
  tx: Db,
  userId: number,
  jobId: number,
  paymentId: number,
): Promise<number | null> {
  const left = await adjustFreeGames(tx, userId, -1);
  if (left === null) return null;
  await tx
    .insert(credits)
    .values({ userId, reason: 'spent', delta: -1, jobId, grantKey: creditKey.checkout(paymentId) });
  return left;
}

/** Gives back the free game a failed or abandoned card checkout took; at most once per attempt. */
export async function returnCheckoutCredit(tx: Db, paymentId: number): Promise<void> {
  const [taken] = await tx
    .select({ userId: credits.userId, jobId: credits.jobId })
    .from(credits)
    .where(eq(credits.grantKey, creditKey.checkout(paymentId)));
  if (!taken) return;
  const inserted = await tx
    .insert(credits)
    .values({
      userId: taken.userId,
      reason: 'returned',
      delta: 1,
      jobId: taken.jobId,
      grantKey: creditKey.returned(paymentId),
    })
    .onConflictDoNothing({ target: credits.grantKey })
    .returning({ id: credits.id });
  if (inserted.length > 0) await adjustFreeGames(tx, taken.userId, 1);
}

/**
 * A free-game attempt that failed (its credit given back) and then succeeded after all takes the
 * credit again, once. With none left the game stays paid: the money was collected.
 */
export async function retakeCheckoutCredit(tx: Db, paymentId: number): Promise<void> {
  const [returned] = await tx
    .select({ userId: credits.userId, jobId: credits.jobId })
    .from(credits)
    .where(eq(credits.grantKey, creditKey.returned(paymentId)));
  if (!returned) return;
  const [already] = await tx
    .select({ id: credits.id })
    .from(credits)
    .where(eq(credits.grantKey, creditKey.retaken(paymentId)));
  if (already || (await adjustFreeGames(tx, returned.userId, -1)) === null) return;
  await tx.insert(credits).values({
    userId: returned.userId,
    reason: 'spent',
    delta: -1,
    jobId: returned.jobId,
    grantKey: creditKey.retaken(paymentId),
  });
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
