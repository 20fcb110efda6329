import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@sideline/shared';
import { credits, jobs, outbox, payments, users } from '../../../db/schema/index.js';
import { call, type TestApp } from '../../../../test/test-app.js';
import { applyTo, postJob, readyTeam } from '../../../../test/marketplace.js';
import { connectHelper, openCheckout, payByCard, startCardApp } from '../../../../test/kits/card-test-kit.js';
import { ledgerBalance } from './credits.service.js';
import {
  completedJob,
  expectNothingEarned,
  giveFreeGames,
  paidHelper,
  userRow,
} from '../../../../test/kits/payments-test-kit.js';

/** Free games: earned by card games the provider confirmed, spent inside card checkout (decision 6). */
let card: Awaited<ReturnType<typeof startCardApp>>;
beforeAll(async () => {
  card = await startCardApp();
});
afterAll(() => card.close());

const mailsTo = async (email: string, kind: string, app: TestApp) =>
  app.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toEmail, email), eq(outbox.kind, kind)));
const jobStatus = async (id: number, app: TestApp) =>
  (await app.database.db.select({ s: jobs.status }).from(jobs).where(eq(jobs.id, id)))[0]!.s;
const creditRows = async (userId: number, app: TestApp) =>
  app.database.db.select().from(credits).where(eq(credits.userId, userId));

describe('free games', () => {
  it('the old free-game call is gone (404): a credit is spent only inside card checkout', async () => {
    const c = card.t;
    const { team, helper, job } = await completedJob(c);
    await giveFreeGames(c, team.user.id);
    for (const cookie of [team.cookie, helper.cookie, undefined]) {
      expect((await call(c.app, 'POST', `/api/jobs/${job.id}/free-game`, cookie)).statusCode).toBe(404);
    }
    expect(await jobStatus(job.id, c)).toBe('completed');
    expect(await c.database.db.select().from(payments).where(eq(payments.jobId, job.id))).toHaveLength(0);
    expect((await userRow(c, team.user.id)).freeGamesRemaining).toBe(1);
    expect(await ledgerBalance(c.database.db, team.user.id)).toBe(1);
  });
});

describe('free games in card checkout (the spend side of the old free-game call)', () => {
  it('no credit, a job not completed yet or already paid: refused, nothing taken', async () => {
    const c = card.t;
    const { team, helper, job } = await completedJob(c);
    await connectHelper(c, helper);
    const none = await openCheckout(c, team, job.id, true);
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: 'no_free_games', message: PAYMENT_MESSAGES.noCredits });
    expect(await jobStatus(job.id, c)).toBe('completed');
    expect(await c.database.db.select().from(payments).where(eq(payments.jobId, job.id))).toHaveLength(0);

    await giveFreeGames(c, team.user.id);
    // Only the owner spends: the helper and another team are refused before anything is taken.
    const otherTeam = await readyTeam(c.app);
    for (const [who, cookie] of [
      ['helper', helper.cookie],
      ['other team', otherTeam.cookie],
    ] as const) {
      const res = await call(c.app, 'POST', '/api/create-payment-intent', cookie, {
        jobId: job.id,
        useFreeGame: true,
      });
      expect(res.statusCode, who).toBe(403);
    }
    // Paid outside the platform: the job is paid, no checkout, the credit stays.
    expect(
      (await call(c.app, 'POST', `/api/jobs/${job.id}/payment-confirmation`, helper.cookie)).statusCode,
    ).toBe(200);
    const paid = await openCheckout(c, team, job.id, true);
    expect(paid.statusCode).toBe(409);
    expect(paid.json()).toMatchObject({ code: 'already_paid', message: PAYMENT_MESSAGES.alreadyPaid });

    // Not completed yet: not payable.
    const early = await postJob(c.app, team.cookie);
    const application = await applyTo(c.app, helper.cookie, early.id);
    await call(c.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
      status: 'accepted',
    });
    const notYet = await openCheckout(c, team, early.id, true);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(PAYMENT_MESSAGES.notAvailable);
    expect(await c.database.db.select().from(payments).where(eq(payments.jobId, early.id))).toHaveLength(0);
    expect((await userRow(c, team.user.id)).freeGamesRemaining).toBe(1);
    expect(await ledgerBalance(c.database.db, team.user.id)).toBe(1);
  });

  it('with a credit the checkout takes it; once the provider confirms, the job is paid, the helper paid by the platform, nothing earned', async () => {
    const c = card.t;
    const { team, helper, job } = await completedJob(c);
    await giveFreeGames(c, team.user.id);
    await connectHelper(c, helper);
    await payByCard(c, team, job.id, { useFreeGame: true });
    expect(await jobStatus(job.id, c)).toBe('paid');
    const [row] = await c.database.db.select().from(payments).where(eq(payments.jobId, job.id));
    const pay = Math.round(job.totalPay * 100);
    expect(row).toMatchObject({
      method: 'card',
      status: 'completed',
      payCents: pay,
      freeGameDiscountCents: Math.min(pay, 6000),
      // The platform owed the helper the full pay and paid it out by transfer in the same webhook
      // (card-account.test.ts covers the transfer and the owed cases).
      platformOwesCents: 0,
      transferRef: expect.stringMatching(/^tr_/),
    });
    expect(await userRow(c, team.user.id)).toMatchObject({ freeGamesRemaining: 0, paidGamesCompleted: 0 });
    expect(await ledgerBalance(c.database.db, team.user.id)).toBe(0);
    expect((await creditRows(team.user.id, c)).map((r) => [r.reason, r.delta, r.grantKey])).toEqual(
      expect.arrayContaining([['spent', -1, `checkout:${row!.id}`]]),
    );
  });
});

describe('loyalty and referral (card payments the provider confirmed)', () => {
  it('every 10th card-paid job earns one credit', async () => {
    const c = card.t;
    const team = await readyTeam(c.app);
    const helper = await paidHelper(c);
    await connectHelper(c, helper);
    for (let i = 1; i <= 10; i++) {
      const { job } = await completedJob(c, team, helper);
      await payByCard(c, team, job.id);
      const row = await userRow(c, team.user.id);
      expect(row.paidGamesCompleted, `after ${i}`).toBe(i);
      expect(row.freeGamesRemaining, `after ${i}`).toBe(i === 10 ? 1 : 0);
    }
    expect(await ledgerBalance(c.database.db, team.user.id)).toBe(1);
    expect((await creditRows(team.user.id, c)).map((r) => r.reason)).toEqual(['loyalty']);
    expect(await mailsTo(team.user.email, 'credit_earned', c)).toHaveLength(1);
  }, 60_000);

  it("referrer and referred each earn one credit on the referred coach's first card-paid job, once; Venmo earns nothing", async () => {
    const c = card.t;
    const referrer = await readyTeam(c.app);
    const referred = await readyTeam(c.app, { referredBy: referrer.user.referralCode });
    await c.database.db
      .update(users)
      .set({ emailConfirmedAt: new Date() })
      .where(inArray(users.id, [referrer.user.id, referred.user.id]));
    const info = async () => (await call(c.app, 'GET', '/api/users/referral-info', referrer.cookie)).json();
    expect(await info()).toMatchObject({ totalReferrals: 1, completedReferrals: 0, totalEarnings: 0 });

    const helper = await paidHelper(c);
    await connectHelper(c, helper);
    // A game paid by Venmo (reported and confirmed) is recorded but earns the pair nothing.
    const outside = await completedJob(c, referred, helper);
    await call(c.app, 'POST', `/api/jobs/${outside.job.id}/payment-report`, referred.cookie, {
      method: 'venmo',
    });
    expect(
      (await call(c.app, 'POST', `/api/jobs/${outside.job.id}/payment-confirmation`, helper.cookie))
        .statusCode,
    ).toBe(200);
    await expectNothingEarned(c, referred.user.id);
    await expectNothingEarned(c, referrer.user.id);
    expect(await info()).toMatchObject({ totalReferrals: 1, completedReferrals: 0, totalEarnings: 0 });

    for (let i = 0; i < 2; i++) {
      const { job } = await completedJob(c, referred, helper);
      await payByCard(c, referred, job.id);
      expect((await userRow(c, referrer.user.id)).freeGamesRemaining).toBe(1);
      expect((await userRow(c, referred.user.id)).freeGamesRemaining).toBe(1);
    }
    expect(await info()).toMatchObject({
      referralCode: referrer.user.referralCode,
      totalReferrals: 1,
      completedReferrals: 1,
      totalEarnings: 1,
    });
    expect((await creditRows(referrer.user.id, c)).map((r) => r.reason)).toEqual(['referral_referrer']);
    expect((await creditRows(referred.user.id, c)).map((r) => r.reason)).toEqual(['referral_referred']);
    expect(await mailsTo(referrer.user.email, 'credit_earned', c)).toHaveLength(1);
    expect((await call(c.app, 'GET', '/api/users/referral-info')).statusCode).toBe(401);
  }, 60_000);
});
