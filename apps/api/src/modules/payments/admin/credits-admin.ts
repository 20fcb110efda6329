/**
 * Staff's view of one user's free games (decisions 6 and 7): the counters, the referral pair on each
 * side and the credits ledger, for the admin's user drawer. Read only: the payments module stays the
 * only writer of the ledger. Three queries side by side, whatever the list sizes.
 */
import { desc, eq, sql, type AnyColumn } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMIN_DETAIL_LIST_LIMIT, type AdminUserCredits } from '@sideline/shared';
import type { Db } from '../../../db/client.js';
import { credits, jobs, users } from '../../../db/schema/index.js';
import { notFound } from '../../../lib/errors.js';

const referrer = alias(users, 'referrer');
const referred = alias(users, 'referred');
const counterpart = alias(users, 'counterpart');
const nameOf = (u: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`${u.firstName} || ' ' || ${u.lastName}`;

/** Everyone who signed up with the outer row's code (users_referred_by_idx), however many. */
const referralCount = sql<number>`(select count(*) from ${users} as ${sql.identifier('referred')}
  where ${referred.referredBy} = ${users.referralCode})`.mapWith(Number);

/** The drawer's credits: both lists newest first and bounded. */
export async function adminCreditsOfUser(db: Db, userId: number): Promise<AdminUserCredits> {
  // Whom they referred: users.referred_by holds the referrer's code.
  const ownCode = sql`(select ${users.referralCode} from ${users} where ${users.id} = ${userId})`;
  const [[self], referralRows, ledgerRows] = await Promise.all([
    db
      .select({
        freeGamesRemaining: users.freeGamesRemaining,
        paidGamesCompleted: users.paidGamesCompleted,
        referralCode: users.referralCode,
        referrerId: referrer.id,
        referrerName: nameOf(referrer),
        referrerEmail: referrer.email,
        referrerConfirmedAt: referrer.emailConfirmedAt,
        referralCount,
      })
      .from(users)
      // The referrer's code is unique (users_referral_code_unique).
      .leftJoin(referrer, eq(referrer.referralCode, users.referredBy))
      .where(eq(users.id, userId)),
    db
      .select({
        id: referred.id,
        name: nameOf(referred),
        email: referred.email,
        emailConfirmedAt: referred.emailConfirmedAt,
        hasCompletedFirstPaidGame: referred.hasCompletedFirstPaidGame,
        createdAt: referred.createdAt,
      })
      .from(referred)
      .where(eq(referred.referredBy, ownCode))
      .orderBy(desc(referred.createdAt), desc(referred.id))
      .limit(ADMIN_DETAIL_LIST_LIMIT),
    // credits_user_idx (user_id, created_at) walks the newest rows first.
    db
      .select({
        credit: credits,
        jobTitle: jobs.title,
        counterpartId: counterpart.id,
        counterpartName: nameOf(counterpart),
      })
      .from(credits)
      .leftJoin(jobs, eq(jobs.id, credits.jobId))
      .leftJoin(counterpart, eq(counterpart.id, credits.counterpartUserId))
      .where(eq(credits.userId, userId))
      .orderBy(desc(credits.createdAt), desc(credits.id))
      .limit(ADMIN_DETAIL_LIST_LIMIT),
  ]);
  if (!self) throw notFound('User not found', 'user_not_found');
  return {
    freeGamesRemaining: self.freeGamesRemaining,
    paidGamesCompleted: self.paidGamesCompleted,
    referralCode: self.referralCode,
    referredBy:
      self.referrerId === null
        ? null
        : {
            id: self.referrerId,
            name: self.referrerName,
            email: self.referrerEmail!,
            emailConfirmed: self.referrerConfirmedAt !== null,
          },
    referralCount: self.referralCount,
    referrals: referralRows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      emailConfirmed: r.emailConfirmedAt !== null,
      hasCompletedFirstPaidGame: r.hasCompletedFirstPaidGame,
      createdAt: r.createdAt.toISOString(),
    })),
    ledger: ledgerRows.map((r) => ({
      id: r.credit.id,
      reason: r.credit.reason,
      delta: r.credit.delta,
      value: r.credit.valueCents,
      jobId: r.credit.jobId,
      jobTitle: r.jobTitle,
      counterpart: r.counterpartId === null ? null : { id: r.counterpartId, name: r.counterpartName },
      createdAt: r.credit.createdAt.toISOString(),
    })),
  };
}
