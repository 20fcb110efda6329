import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@sideline/shared';
import { credits, jobs, outbox, payments, users } from '../../db/schema/index.js';
import { call, createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';
import { applyTo, helperAccount, postJob, readyTeam } from '../../../test/marketplace.js';
import { completedJob, paidHelper, userRow } from './payments-test-kit.js';
import { connectHelper, openCheckout, payByCard, startCardApp } from './card-test-kit.js';
import { ledgerBalance } from './credits.service.js';

let t: TestApp;
let card: Awaited<ReturnType<typeof startCardApp>>;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
  card = await startCardApp();
});
afterAll(async () => {
  await t.close();
  await card.close();
});

const mailsTo = async (email: string, kind: string, app: TestApp = t) =>
  app.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toEmail, email), eq(outbox.kind, kind)));
const jobStatus = async (id: number, app: TestApp = t) =>
  (await app.database.db.select({ s: jobs.status }).from(jobs).where(eq(jobs.id, id)))[0]!.s;
const creditRows = async (userId: number, app: TestApp = t) =>
  app.database.db.select().from(credits).where(eq(credits.userId, userId));
/** Self-reported money earns nothing (decision 6): the team's counters and ledger untouched. */
async function expectNothingEarned(userId: number, app: TestApp = t) {
  expect(await userRow(app, userId)).toMatchObject({
    paidGamesCompleted: 0,
    hasCompletedFirstPaidGame: false,
    freeGamesRemaining: 0,
  });
  expect(await creditRows(userId, app)).toEqual([]);
}

describe('Venmo and PayPal: report, confirm', () => {
  it('the team reports, the helper confirms: one completed payment, the job paid, both told; nothing earned', async () => {
    const { team, helper, job } = await completedJob(t);
    const report = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-report`, team.cookie, {
      method: 'venmo',
    });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({
      jobId: job.id,
      method: 'venmo',
      status: 'pending',
      amount: job.totalPay,
      platformFee: 0,
      total: job.totalPay,
      role: 'payer',
      disputed: false,
    });
    expect(await mailsTo(helper.user.email, 'payment_reported')).toHaveLength(1);
    expect(await jobStatus(job.id)).toBe('completed');

    const mine = (await call(t.app, 'GET', '/api/payments', helper.cookie)).json();
    expect(mine).toEqual([expect.objectContaining({ jobId: job.id, role: 'payee', status: 'pending' })]);

    const confirm = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-confirmation`, helper.cookie);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json()).toMatchObject({ status: 'completed', method: 'venmo', role: 'payee' });
    expect(confirm.json().completedAt).toEqual(expect.any(String));
    expect(await jobStatus(job.id)).toBe('paid');
    await expectNothingEarned(team.user.id);
    expect(await mailsTo(team.user.email, 'payment_received')).toHaveLength(1);

    const all = await t.database.db.select().from(payments).where(eq(payments.jobId, job.id));
    expect(all).toHaveLength(1);
    const list = (await call(t.app, 'GET', '/api/payments', team.cookie)).json();
    expect(list[0]).toMatchObject({ jobId: job.id, status: 'completed', job: { status: 'paid' } });
  });

  it('a paid job cannot be paid again (409)', async () => {
    const { team, helper, job } = await completedJob(t);
    expect(
      (await call(t.app, 'POST', `/api/jobs/${job.id}/payment-confirmation`, helper.cookie)).statusCode,
    ).toBe(200);
    for (const [cookie, path, body] of [
      [team.cookie, 'payment-report', { method: 'paypal' }],
      [helper.cookie, 'payment-confirmation', undefined],
    ] as const) {
      const res = await call(t.app, 'POST', `/api/jobs/${job.id}/${path}`, cookie, body);
      expect(res.statusCode, path).toBe(409);
      expect(res.json()).toMatchObject({ code: 'already_paid', message: PAYMENT_MESSAGES.alreadyPaid });
    }
  });

  it('the helper may confirm without a report, naming the method; nothing earned', async () => {
    const { team, helper, job } = await completedJob(t);
    const res = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-confirmation`, helper.cookie, {
      method: 'paypal',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ method: 'paypal', status: 'completed', reportedAt: null });
    expect(await jobStatus(job.id)).toBe('paid');
    await expectNothingEarned(team.user.id);
  });

  it('only completed jobs are payable', async () => {
    const team = await readyTeam(t.app);
    const helper = await paidHelper(t);
    const job = await postJob(t.app, team.cookie);
    const open = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-report`, team.cookie, {
      method: 'venmo',
    });
    expect(open.statusCode).toBe(409);
    expect(open.json()).toMatchObject({
      code: 'payment_not_available',
      message: PAYMENT_MESSAGES.notAvailable,
    });
    const application = await applyTo(t.app, helper.cookie, job.id);
    await call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
      status: 'accepted',
    });
    for (const [cookie, path] of [
      [team.cookie, 'payment-report'],
      [helper.cookie, 'payment-confirmation'],
    ] as const) {
      const res = await call(
        t.app,
        'POST',
        `/api/jobs/${job.id}/${path}`,
        cookie,
        path === 'payment-report' ? { method: 'venmo' } : undefined,
      );
      expect(res.statusCode, path).toBe(409);
      expect(res.json().message).toBe(PAYMENT_MESSAGES.notAvailable);
    }
    expect(await t.database.db.select().from(payments).where(eq(payments.jobId, job.id))).toHaveLength(0);
  });

  it('refuses unknown jobs, bad ids and bad methods', async () => {
    const team = await readyTeam(t.app);
    const missing = await call(t.app, 'POST', '/api/jobs/2147483000/payment-report', team.cookie, {
      method: 'venmo',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Job Not Found', code: 'job_not_found' });
    expect(
      (await call(t.app, 'POST', '/api/jobs/abc/payment-report', team.cookie, { method: 'venmo' }))
        .statusCode,
    ).toBe(400);
    const { job } = await completedJob(t, team);
    for (const method of ['card', 'credit', 'cash', 1]) {
      expect(
        (await call(t.app, 'POST', `/api/jobs/${job.id}/payment-report`, team.cookie, { method })).statusCode,
      ).toBe(400);
    }
  });
});

describe('the role matrix', () => {
  it('only the owner reports; only the assigned helper confirms or disputes', async () => {
    const { team, helper, job } = await completedJob(t);
    const stranger = await helperAccount(t.app);
    const otherTeam = await readyTeam(t.app);
    const cases: [string, string | undefined, string, number][] = [
      ['payment-report', undefined, 'signed out', 401],
      ['payment-report', helper.cookie, 'helper', 403],
      ['payment-report', stranger.cookie, 'stranger', 403],
      ['payment-report', otherTeam.cookie, 'other team', 403],
      ['payment-confirmation', undefined, 'signed out', 401],
      ['payment-confirmation', team.cookie, 'owner', 403],
      ['payment-confirmation', stranger.cookie, 'stranger', 403],
      ['payment-dispute', team.cookie, 'owner', 403],
      ['payment-dispute', stranger.cookie, 'stranger', 403],
    ];
    for (const [path, cookie, who, status] of cases) {
      const res = await call(
        t.app,
        'POST',
        `/api/jobs/${job.id}/${path}`,
        cookie,
        path === 'payment-report' ? { method: 'venmo' } : undefined,
      );
      expect(res.statusCode, `${who} ${path}`).toBe(status);
    }
    expect(await jobStatus(job.id)).toBe('completed');
    expect((await call(t.app, 'GET', '/api/payments')).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/payments', stranger.cookie)).json()).toEqual([]);
  });
});

describe('Not received', () => {
  it('needs a report; marks it disputed and tells both parties and admins; the helper can still confirm later', async () => {
    const { team, helper, job } = await completedJob(t);
    const admin = await registerUser(t.app, { role: 'helper' });
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const early = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-dispute`, helper.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'payment_not_reported', message: PAYMENT_MESSAGES.noReport });

    await call(t.app, 'POST', `/api/jobs/${job.id}/payment-report`, team.cookie, { method: 'venmo' });
    const dispute = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-dispute`, helper.cookie);
    expect(dispute.statusCode).toBe(200);
    expect(dispute.json()).toMatchObject({ status: 'pending', disputed: true });
    for (const email of [team.user.email, helper.user.email, admin.user.email]) {
      expect(await mailsTo(email, 'payment_disputed'), email).toHaveLength(1);
    }
    expect((await call(t.app, 'GET', '/api/payments', team.cookie)).json()[0]).toMatchObject({
      disputed: true,
    });

    const confirm = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-confirmation`, helper.cookie);
    expect(confirm.json()).toMatchObject({ status: 'completed', disputed: false });
  });
});

describe('free games', () => {
  it('the old free-game call is gone (404): a credit is spent only inside card checkout', async () => {
    const { team, helper, job } = await completedJob(t);
    await t.database.db
      .insert(credits)
      .values({ userId: team.user.id, reason: 'loyalty', delta: 1, grantKey: `test:${team.user.id}` });
    await t.database.db.update(users).set({ freeGamesRemaining: 1 }).where(eq(users.id, team.user.id));
    for (const cookie of [team.cookie, helper.cookie, undefined]) {
      expect((await call(t.app, 'POST', `/api/jobs/${job.id}/free-game`, cookie)).statusCode).toBe(404);
    }
    expect(await jobStatus(job.id)).toBe('completed');
    expect(await t.database.db.select().from(payments).where(eq(payments.jobId, job.id))).toHaveLength(0);
    expect((await userRow(t, team.user.id)).freeGamesRemaining).toBe(1);
    expect(await ledgerBalance(t.database.db, team.user.id)).toBe(1);
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

    await c.database.db
      .insert(credits)
      .values({ userId: team.user.id, reason: 'loyalty', delta: 1, grantKey: `test:${team.user.id}` });
    await c.database.db.update(users).set({ freeGamesRemaining: 1 }).where(eq(users.id, team.user.id));
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
    await c.database.db
      .insert(credits)
      .values({ userId: team.user.id, reason: 'loyalty', delta: 1, grantKey: `test:${team.user.id}` });
    await c.database.db.update(users).set({ freeGamesRemaining: 1 }).where(eq(users.id, team.user.id));
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
    await expectNothingEarned(referred.user.id, c);
    await expectNothingEarned(referrer.user.id, c);
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

describe('GET /api/payments/due', () => {
  it("lists each side's completed unpaid jobs with the reported payment, and drops them once paid", async () => {
    const { team, helper, job } = await completedJob(t);
    const stranger = await helperAccount(t.app);
    const due = async (cookie: string) => (await call(t.app, 'GET', '/api/payments/due', cookie)).json();
    expect(await due(team.cookie)).toEqual([
      expect.objectContaining({
        jobId: job.id,
        role: 'payer',
        amount: job.totalPay,
        payment: null,
      }),
    ]);
    expect(await due(helper.cookie)).toEqual([expect.objectContaining({ jobId: job.id, role: 'payee' })]);
    expect(await due(stranger.cookie)).toEqual([]);
    await call(t.app, 'POST', `/api/jobs/${job.id}/payment-report`, team.cookie, { method: 'paypal' });
    expect((await due(helper.cookie))[0].payment).toMatchObject({ method: 'paypal', disputed: false });
    await call(t.app, 'POST', `/api/jobs/${job.id}/payment-confirmation`, helper.cookie);
    expect(await due(team.cookie)).toEqual([]);
    expect((await call(t.app, 'GET', '/api/payments/due')).statusCode).toBe(401);
  });
});
