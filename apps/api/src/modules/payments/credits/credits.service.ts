import { and, count, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import {
  offersReferrals,
  creditKey,
  earnsLoyaltyCredit,
  loyaltyCreditValueCents,
  PAID_GAMES_PER_FREE_GAME,
  referralCreditValuesCents,
  type CreditReason,
  type ReferralInfo,
} from '@sideline/shared';
import type { Db, DbOrTx } from '../../../db/client.js';
import { credits, payments, users } from '../../../db/schema/index.js';
import { adjustFreeGames, countPaidGame } from '../../users/paid-games.js';
import { linkedAccounts, type EarningGame } from './credits-linked.js';

export interface Grant {
  userId: number;
  reason: CreditReason;
}

/** One credit, at most once per key: a duplicate key inserts nothing and moves nothing. */
async function grant(
  tx: DbOrTx,
  row: {
    userId: number;
    reason: Exclude<CreditReason, 'spent' | 'returned'>;
    jobId: number;
    grantKey: string;
    valueCents: number;
    counterpartUserId?: number;
  },
): Promise<Grant | null> {
  // A credit worth nothing is no credit: it would count as a free game that takes nothing off.
  if (row.valueCents <= 0) return null;
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
export interface SettledCardPayment extends EarningGame {
  paymentId: number;
  jobId: number;
  /** The platform fee collected on this game: all a credit it earns may be worth (decision 26). */
  platformFeeCents: number;
}

/**
 * Referral (decision 7): both emails confirmed, and the two coaches distinct people as far as the
 * money shows: the game did not pay the referrer, and the card that paid it never paid for one of
 * the referrer's games.
 */
async function referralQualifies(
  tx: DbOrTx,
  referrerId: number,
  payment: SettledCardPayment,
): Promise<boolean> {
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

/** The referral pair's credits, once per referred coach, sharing this game's fee; null when none. */
async function grantReferral(
  tx: DbOrTx,
  payment: SettledCardPayment,
  referredBy: string,
  capCents: number,
): Promise<Grant[] | null> {
  const { payerId, jobId } = payment;
  const [referrer] = await tx
    .select({ id: users.id, role: users.role, dateOfBirth: users.dateOfBirth })
    .from(users)
    .where(eq(users.referralCode, referredBy));
  // Staff, directors and teens cannot refer (their codes still exist): the server, not the menu,
  // says so, by the same rule that hides the referral page.
  const today = new Date().toISOString().slice(0, 10);
  if (!referrer || referrer.id === payerId || !offersReferrals(referrer, today)) return null;
  if (!(await referralQualifies(tx, referrer.id, payment))) return null;
  const value = referralCreditValuesCents(payment.platformFeeCents, capCents);
  // Keyed by the referred coach: a coach has one referrer, so this is once per pair.
  const pair = [
    await grant(tx, {
      userId: referrer.id,
      reason: 'referral_referrer',
      jobId,
      grantKey: creditKey.referrer(payerId),
      valueCents: value.referrer,
      counterpartUserId: payerId,
    }),
    await grant(tx, {
      userId: payerId,
      reason: 'referral_referred',
      jobId,
      grantKey: creditKey.referred(payerId),
      valueCents: value.referred,
      counterpartUserId: referrer.id,
    }),
  ].filter((g): g is Grant => g !== null);
  return pair.length > 0 ? pair : null;
}

/** The platform fees the team's last ten counted games put toward loyalty (this one included). */
async function loyaltyFees(tx: DbOrTx, payerId: number, paidGameNumber: number): Promise<number> {
  const [row] = await tx
    .select({ fees: sql<number>`coalesce(sum(${payments.loyaltyFeeCents}), 0)::int` })
    .from(payments)
    .where(
      and(
        eq(payments.payerId, payerId),
        gt(payments.paidGameNumber, paidGameNumber - PAID_GAMES_PER_FREE_GAME),
        lte(payments.paidGameNumber, paidGameNumber),
      ),
    );
  return row?.fees ?? 0;
}

/**
 * A team's game was paid by card through the platform, confirmed by the provider's webhook (the
 * only money that earns credits, decision 6). Unless the two accounts are linked (decision 26), it
 * is counted, the referral pair's credits are granted once the pair qualifies, and every 10th game
 * earns a loyalty credit worth the fees of the ten. A game's fee funds one credit only: the game
 * that settles a referral puts nothing toward loyalty. Runs inside the webhook's transaction, so the
 * counter, the credits and the paid job commit together.
 */
export async function recordPaidGame(
  tx: DbOrTx,
  payment: SettledCardPayment,
  capCents: number,
): Promise<Grant[]> {
  if (await linkedAccounts(tx, payment)) return [];
  const counted = await countPaidGame(tx, payment.payerId);
  if (!counted) return [];
  // Tried on each card-paid game until it pays once (its keys), so a coach who confirms an email
  // after the first game still earns it on the next.
  const referral = counted.referredBy ? await grantReferral(tx, payment, counted.referredBy, capCents) : null;
  const number = counted.paidGamesCompleted;
  await tx
    .update(payments)
    .set({ paidGameNumber: number, loyaltyFeeCents: referral ? 0 : payment.platformFeeCents })
    .where(eq(payments.id, payment.paymentId));
  const granted = referral ?? [];
  if (earnsLoyaltyCredit(number)) {
    const loyalty = await grant(tx, {
      userId: payment.payerId,
      reason: 'loyalty',
      jobId: payment.jobId,
      grantKey: creditKey.loyalty(payment.jobId),
      valueCents: loyaltyCreditValueCents(await loyaltyFees(tx, payment.payerId, number), capCents),
    });
    if (loyalty) granted.push(loyalty);
  }
  return granted;
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
