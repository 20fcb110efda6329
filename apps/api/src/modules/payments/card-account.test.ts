import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@sideline/shared';
import { credits, jobs, payments, stripeAccounts, users } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { startFakeStripe } from './fake-stripe.js';
import { completedJob, completedJobsFast, type Helper, type Team } from './payments-test-kit.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let fake: Awaited<ReturnType<typeof startFakeStripe>>;
let t: TestApp;
let bare: TestApp;
let keyless: TestApp;
const stripe = (apiUrl: string, publishableKey?: string) => ({
  secretKey: 'sk_test_fake',
  webhookSecret: 'whsec_test_sideline',
  publishableKey,
  apiUrl,
});

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({ registerRateLimit: 1000, stripe: stripe(fake.url, 'pk_test_fake') });
  bare = await createTestApp();
  keyless = await createTestApp({ stripe: stripe(fake.url) });
});
afterAll(async () => {
  await t.close();
  await bare.close();
  await keyless.close();
  await fake.close();
});

const accountOf = async (userId: number) =>
  (await t.database.db.select().from(stripeAccounts).where(eq(stripeAccounts.userId, userId)))[0];

/** The helper connects and finishes the provider's onboarding; the return page's status call sees it. */
async function onboard(helper: Helper) {
  const link = await call(t.app, 'POST', '/api/payments/connect', helper.cookie);
  expect(link.statusCode).toBe(200);
  const account = await accountOf(helper.user.id);
  fake.onboard(account!.accountId);
  const status = await call(t.app, 'GET', '/api/payments/connect', helper.cookie);
  expect(status.json()).toEqual({ state: 'enabled' });
  return account!.accountId;
}

async function giveCredit(team: Team, n = 1) {
  for (let i = 0; i < n; i++) {
    await t.database.db
      .insert(credits)
      .values({ userId: team.user.id, reason: 'loyalty', delta: 1, grantKey: `test:${team.user.id}:${i}` });
  }
  await t.database.db.update(users).set({ freeGamesRemaining: n }).where(eq(users.id, team.user.id));
}

describe('connect status (Payment Settings and the return page)', () => {
  it('is none, then pending until onboarding is finished, then enabled and kept', async () => {
    const { helper, team } = await completedJob(t);
    expect((await call(t.app, 'GET', '/api/payments/connect', helper.cookie)).json()).toEqual({
      state: 'none',
    });
    expect((await call(t.app, 'GET', '/api/payments/connect', team.cookie)).json()).toEqual({
      state: 'none',
    });
    await call(t.app, 'POST', '/api/payments/connect', helper.cookie);
    const link = fake.requests.filter((r) => r.path === '/v1/account_links').at(-1)!;
    expect(link.form.return_url).toMatch(/\/payments\/connect\/return$/);
    expect(link.form.refresh_url).toMatch(/\/payments\/connect\/refresh$/);
    expect((await call(t.app, 'GET', '/api/payments/connect', helper.cookie)).json()).toEqual({
      state: 'pending',
    });
    const accountId = await onboard(helper);
    expect((await accountOf(helper.user.id))!.chargesEnabled).toBe(true);
    // Enabled is remembered: the provider is not asked again.
    const asked = fake.requests.filter((r) => r.path === `/v1/accounts/${accountId}`).length;
    await call(t.app, 'GET', '/api/payments/connect', helper.cookie);
    expect(fake.requests.filter((r) => r.path === `/v1/accounts/${accountId}`)).toHaveLength(asked);
  });

  it('answers 503 with the not-set-up message without Stripe keys, 401 signed out', async () => {
    const { helper } = await completedJob(bare);
    const res = await call(bare.app, 'GET', '/api/payments/connect', helper.cookie);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({
      code: 'card_payments_not_configured',
      message: PAYMENT_MESSAGES.cardNotConfigured,
    });
    expect((await call(t.app, 'GET', '/api/payments/connect')).statusCode).toBe(401);
  });
});

describe('GET /api/payments/card/{jobId}: the checkout summary', () => {
  it('gives the publishable key and pay, fee and total (pay x 1.1) from the server', async () => {
    const { team, helper, job } = await completedJob(t);
    await onboard(helper);
    const res = await call(t.app, 'GET', `/api/payments/card/${job.id}`, team.cookie);
    expect(res.statusCode).toBe(200);
    const pay = Math.round(job.totalPay * 100);
    expect(res.json()).toEqual({
      jobId: job.id,
      jobTitle: job.title,
      helperName: `${helper.user.firstName} ${helper.user.lastName}`,
      publishableKey: 'pk_test_fake',
      amount: pay / 100,
      platformFee: Math.round(pay / 10) / 100,
      total: (pay + Math.round(pay / 10)) / 100,
    });
  });

  it('refuses: helper without an account, the helper, unknown and unfinished jobs, no keys', async () => {
    const { team, helper, job } = await completedJob(t);
    const noCards = await call(t.app, 'GET', `/api/payments/card/${job.id}`, team.cookie);
    expect(noCards.statusCode).toBe(409);
    expect(noCards.json()).toEqual({
      code: 'helper_cannot_take_cards',
      message: PAYMENT_MESSAGES.helperNoCards,
    });
    expect((await call(t.app, 'GET', `/api/payments/card/${job.id}`, helper.cookie)).statusCode).toBe(403);
    const missing = await call(t.app, 'GET', '/api/payments/card/999999', team.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PAYMENT_MESSAGES.jobNotFound);
    const other = await completedJob(bare);
    const off = await call(bare.app, 'GET', `/api/payments/card/${other.job.id}`, other.team.cookie);
    expect(off.statusCode).toBe(503);
    expect(off.json().message).toBe(PAYMENT_MESSAGES.cardNotConfigured);
    const noKey = await completedJob(keyless);
    const res = await call(keyless.app, 'GET', `/api/payments/card/${noKey.job.id}`, noKey.team.cookie);
    expect(res.statusCode).toBe(503);
  });

  it('a job not completed yet is not payable', async () => {
    const { team, helper } = await completedJob(t);
    const [jobId] = await completedJobsFast(t, team, helper, 1);
    await t.database.db
      .update(jobs)
      .set({ status: 'assigned', completedAt: null })
      .where(eq(jobs.id, jobId!));
    const res = await call(t.app, 'GET', `/api/payments/card/${jobId}`, team.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'payment_not_available', message: PAYMENT_MESSAGES.notAvailable });
  });
});

describe('a free game pays the helper through the platform', () => {
  it('transfers the pay to a connected helper and records that nothing is owed', async () => {
    const { team, helper, job } = await completedJob(t);
    const accountId = await onboard(helper);
    await giveCredit(team);
    const used = await call(t.app, 'POST', `/api/jobs/${job.id}/free-game`, team.cookie);
    expect(used.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.jobId, job.id));
    const sent = fake.requests.filter((r) => r.path === '/v1/transfers').at(-1)!;
    expect(sent.form).toMatchObject({
      amount: String(Math.round(job.totalPay * 100)),
      currency: 'usd',
      destination: accountId,
    });
    expect(sent.idempotencyKey).toBe(`credit-transfer-${row!.id}`);
    expect(row).toMatchObject({
      method: 'credit',
      platformOwesCents: 0,
      transferRef: expect.stringMatching(/^tr_fake/),
    });
  });

  it('keeps the amount owed for admins when the helper has no account, or the transfer fails', async () => {
    const first = await completedJob(t);
    await giveCredit(first.team);
    const before = fake.requests.filter((r) => r.path === '/v1/transfers').length;
    expect(
      (await call(t.app, 'POST', `/api/jobs/${first.job.id}/free-game`, first.team.cookie)).statusCode,
    ).toBe(200);
    expect(fake.requests.filter((r) => r.path === '/v1/transfers')).toHaveLength(before);
    const [owed] = await t.database.db.select().from(payments).where(eq(payments.jobId, first.job.id));
    expect(owed).toMatchObject({
      platformOwesCents: Math.round(first.job.totalPay * 100),
      transferRef: null,
    });

    // The provider refuses the transfer (an account it does not know): the job is still paid, the pay still owed.
    const second = await completedJob(t);
    await t.database.db
      .insert(stripeAccounts)
      .values({ userId: second.helper.user.id, accountId: 'acct_gone', chargesEnabled: true });
    await giveCredit(second.team);
    const res = await call(t.app, 'POST', `/api/jobs/${second.job.id}/free-game`, second.team.cookie);
    expect(res.statusCode).toBe(200);
    const [kept] = await t.database.db.select().from(payments).where(eq(payments.jobId, second.job.id));
    expect(kept).toMatchObject({ status: 'completed', transferRef: null });
    expect(kept!.platformOwesCents).toBe(Math.round(second.job.totalPay * 100));
  });

  it(`simultaneous free-game spends on one job make one transfer (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const { team, helper } = await completedJob(t);
    await onboard(helper);
    await giveCredit(team, 3);
    const [jobId] = await completedJobsFast(t, team, helper, 1);
    const before = fake.requests.filter((r) => r.path === '/v1/transfers').length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(t.app, 'POST', `/api/jobs/${jobId}/free-game`, team.cookie)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    expect(fake.requests.filter((r) => r.path === '/v1/transfers')).toHaveLength(before + 1);
    const rows = await t.database.db.select().from(payments).where(eq(payments.jobId, jobId!));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ platformOwesCents: 0, transferRef: expect.stringMatching(/^tr_/) });
  }, 60_000);
});
