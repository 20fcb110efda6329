import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  ADMIN_DETAIL_LIST_LIMIT,
  creditKey,
  type AdminUserCredits,
  type CreditReason,
} from '@sideline/shared';
import { credits, users } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { job, person, type Person } from '../../../test/kits/review-test-kit.js';
import { accountWithRole } from '../../../test/kits/admin-test-kit.js';

let t: TestApp;
let admin: Awaited<ReturnType<typeof accountWithRole>>;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000, loginRateLimit: 1000 });
  admin = await accountWithRole(t.app, t.database, 'admin');
});
afterAll(() => t.close());

const MINUTE_MS = 60_000;
const NOW = Date.now();
/** Fixed times, so "newest first" is checked against a known order, not insertion luck. */
const minutesAgo = (n: number) => new Date(NOW - n * MINUTE_MS);
const nameOf = (p: Person) => `${p.firstName} ${p.lastName}`;

async function creditsOf(userId: number): Promise<AdminUserCredits> {
  const res = await call(t.app, 'GET', `/api/admin/users/${userId}`, admin.cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().credits;
}

async function codeOf(p: Person): Promise<string> {
  const [row] = await t.database.db
    .select({ code: users.referralCode })
    .from(users)
    .where(eq(users.id, p.id));
  return row!.code;
}

/** The ledger's rows as the payments module writes them, with the cached sum kept in step. */
async function ledger(
  userId: number,
  rows: {
    reason: CreditReason;
    jobId?: number;
    counterpartUserId?: number;
    grantKey: string;
    valueCents?: number;
    createdAt: Date;
  }[],
) {
  await t.database.db
    .insert(credits)
    .values(rows.map((r) => ({ userId, delta: r.reason === 'spent' ? -1 : 1, ...r })));
  const sum = rows.reduce((n, r) => n + (r.reason === 'spent' ? -1 : 1), 0);
  await t.database.db.update(users).set({ freeGamesRemaining: sum }).where(eq(users.id, userId));
}

describe("the user drawer's credits and referrals", () => {
  it('shows a paid-out referral pair from both sides, the unpaid referral, and each ledger newest first', async () => {
    const referrer = await person(t, 'team', { firstName: 'Riley', lastName: 'Referrer' });
    const paid = await person(t, 'team', { firstName: 'Parker', lastName: 'Paidgame' });
    const pending = await person(t, 'team', { firstName: 'Noel', lastName: 'Unconfirmed' });
    const helper = await person(t, 'helper');
    const code = await codeOf(referrer);
    await t.database.db
      .update(users)
      .set({ emailConfirmedAt: minutesAgo(100) })
      .where(eq(users.id, referrer.id));
    // Parker signed up first, confirmed, and his first card-paid game settled: the pair was paid.
    await t.database.db
      .update(users)
      .set({
        referredBy: code,
        emailConfirmedAt: minutesAgo(90),
        hasCompletedFirstPaidGame: true,
        paidGamesCompleted: 2,
        createdAt: minutesAgo(95),
      })
      .where(eq(users.id, paid.id));
    // Noel signed up later and has neither confirmed nor played a paid game.
    await t.database.db
      .update(users)
      .set({ referredBy: code, createdAt: minutesAgo(50) })
      .where(eq(users.id, pending.id));

    const firstGame = await job(t, paid, helper, { status: 'paid' });
    const secondGame = await job(t, paid, helper, { status: 'paid' });
    await ledger(referrer.id, [
      {
        reason: 'referral_referrer',
        jobId: firstGame,
        counterpartUserId: paid.id,
        grantKey: creditKey.referrer(paid.id),
        valueCents: 300,
        createdAt: minutesAgo(40),
      },
    ]);
    await ledger(paid.id, [
      {
        reason: 'referral_referred',
        jobId: firstGame,
        counterpartUserId: referrer.id,
        grantKey: creditKey.referred(paid.id),
        createdAt: minutesAgo(40),
      },
      { reason: 'spent', jobId: secondGame, grantKey: creditKey.checkout(9001), createdAt: minutesAgo(20) },
      {
        reason: 'returned',
        jobId: secondGame,
        grantKey: creditKey.returned(9001),
        createdAt: minutesAgo(10),
      },
    ]);

    const mine = await creditsOf(referrer.id);
    expect(mine).toMatchObject({
      freeGamesRemaining: 1,
      paidGamesCompleted: 0,
      referralCode: code,
      referredBy: null,
      referralCount: 2,
    });
    expect(mine.referrals).toEqual([
      {
        id: pending.id,
        name: nameOf(pending),
        email: expect.stringContaining('@example.com'),
        emailConfirmed: false,
        hasCompletedFirstPaidGame: false,
        createdAt: minutesAgo(50).toISOString(),
      },
      expect.objectContaining({
        id: paid.id,
        name: nameOf(paid),
        emailConfirmed: true,
        hasCompletedFirstPaidGame: true,
      }),
    ]);
    expect(mine.ledger).toEqual([
      {
        id: expect.any(Number),
        reason: 'referral_referrer',
        delta: 1,
        value: 3,
        jobId: firstGame,
        jobTitle: expect.stringMatching(/^Scorekeeper for 12U/),
        counterpart: { id: paid.id, name: nameOf(paid) },
        createdAt: minutesAgo(40).toISOString(),
      },
    ]);

    const theirs = await creditsOf(paid.id);
    expect(theirs).toMatchObject({
      freeGamesRemaining: 1,
      paidGamesCompleted: 2,
      referredBy: { id: referrer.id, name: 'Riley Referrer', emailConfirmed: true },
      referralCount: 0,
      referrals: [],
    });
    expect(theirs.ledger.map((r) => [r.reason, r.delta, r.jobId, r.counterpart?.id ?? null])).toEqual([
      ['returned', 1, secondGame, null],
      ['spent', -1, secondGame, null],
      ['referral_referred', 1, firstGame, referrer.id],
    ]);

    expect((await creditsOf(pending.id)).referredBy).toMatchObject({ id: referrer.id });
  });

  it('answers empty lists for a user with no credit activity, and no referrer for a code that matches nobody', async () => {
    const loner = await person(t, 'team');
    await t.database.db.update(users).set({ referredBy: 'NOSUCHCD' }).where(eq(users.id, loner.id));
    expect(await creditsOf(loner.id)).toEqual({
      freeGamesRemaining: 0,
      paidGamesCompleted: 0,
      referralCode: await codeOf(loner),
      referredBy: null,
      referralCount: 0,
      referrals: [],
      ledger: [],
    });
  });

  it('bounds both lists to the newest rows and still counts every referral', async () => {
    const farmer = await person(t, 'team', { firstName: 'Farley', lastName: 'Farmer' });
    const code = await codeOf(farmer);
    const extra = 3;
    const total = ADMIN_DETAIL_LIST_LIMIT + extra;
    const signups = await t.database.db
      .insert(users)
      .values(
        Array.from({ length: total }, (_, i) => ({
          email: `farm-${farmer.id}-${i}@example.com`,
          username: `farm-${farmer.id}-${i}`,
          passwordHash: 'x',
          firstName: 'Sock',
          lastName: `Puppet${i}`,
          zipCode: '33602',
          role: 'team' as const,
          referralCode: `F${farmer.id}X${i}`,
          referredBy: code,
          createdAt: minutesAgo(total - i),
        })),
      )
      .returning({ id: users.id });
    await ledger(
      farmer.id,
      signups.map((s, i) => ({
        reason: 'referral_referrer' as const,
        counterpartUserId: s.id,
        grantKey: creditKey.referrer(s.id),
        createdAt: minutesAgo(total - i),
      })),
    );

    const figures = await creditsOf(farmer.id);
    expect(figures.referralCount).toBe(total);
    expect(figures.freeGamesRemaining).toBe(total);
    expect(figures.referrals).toHaveLength(ADMIN_DETAIL_LIST_LIMIT);
    expect(figures.ledger).toHaveLength(ADMIN_DETAIL_LIST_LIMIT);
    const newestFirst = signups.map((s) => s.id).reverse();
    expect(figures.referrals.map((r) => r.id)).toEqual(newestFirst.slice(0, ADMIN_DETAIL_LIST_LIMIT));
    expect(figures.ledger.map((r) => r.counterpart?.id)).toEqual(
      newestFirst.slice(0, ADMIN_DETAIL_LIST_LIMIT),
    );
    expect(figures.ledger[0]).toMatchObject({
      jobId: null,
      jobTitle: null,
      counterpart: { name: `Sock Puppet${total - 1}` },
    });
  });
});
