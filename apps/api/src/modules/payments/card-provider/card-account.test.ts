import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@sideline/shared';
import { jobs, payments, stripeAccounts, users } from '../../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../../../test/test-app.js';
import {
  cardSucceeds,
  deliver,
  openCardPayment,
  openCheckout,
  signedEvent,
} from '../../../../test/kits/card-test-kit.js';
import { startFakeStripe } from '../../../../test/fakes/fake-stripe.js';
import {
  completedJob,
  completedJobsFast,
  giveFreeGames,
  type Helper,
} from '../../../../test/kits/payments-test-kit.js';

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
      freeGamesRemaining: 0,
      freeGameDiscount: 0,
    });
    // The team's credits as they stand; what one takes off is its value, up to the pay and the cap
    // (decision 26): this one is worth the default cap.
    await giveFreeGames(t, team.user.id);
    expect((await call(t.app, 'GET', `/api/payments/card/${job.id}`, team.cookie)).json()).toMatchObject({
      freeGamesRemaining: 1,
      freeGameDiscount: 60,
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
  const transfers = () => fake.requests.filter((r) => r.path === '/v1/transfers');
  const paymentOf = async (jobId: number) =>
    t.database.db.select().from(payments).where(eq(payments.jobId, jobId));

  it('the team pays the rest by card; once the provider confirms, the full pay is transferred to the helper', async () => {
    const { team, helper, job } = await completedJob(t);
    const accountId = await onboard(helper);
    await giveFreeGames(t, team.user.id);
    const pay = Math.round(job.totalPay * 100);
    const total = pay + Math.round(pay / 10);
    const discount = Math.min(pay, 6000);
    const before = transfers().length;

    const opened = await openCheckout(t, team, job.id, true);
    expect(opened.statusCode).toBe(200);
    // The charge is on the platform's account, discounted, tied to the job's transfer group.
    const intent = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(intent.form).toMatchObject({
      amount: String(total - discount),
      currency: 'usd',
      transfer_group: `job-${job.id}`,
    });
    expect(intent.form).not.toHaveProperty('transfer_data[destination]');
    expect(intent.form).not.toHaveProperty('application_fee_amount');
    // Nothing moves to the helper on the strength of an open checkout.
    expect(transfers()).toHaveLength(before);
    const [open] = await paymentOf(job.id);
    expect(open).toMatchObject({
      method: 'card',
      status: 'pending',
      freeGameDiscountCents: discount,
      platformOwesCents: 0,
      transferRef: null,
    });

    expect((await cardSucceeds(t, job.id)).statusCode).toBe(200);
    expect(transfers()).toHaveLength(before + 1);
    const sent = transfers().at(-1)!;
    expect(sent.form).toMatchObject({
      amount: String(pay),
      currency: 'usd',
      destination: accountId,
      transfer_group: `job-${job.id}`,
    });
    expect(sent.idempotencyKey).toBe(`credit-transfer-${open!.id}`);
    const [row] = await paymentOf(job.id);
    expect(row).toMatchObject({
      id: open!.id,
      method: 'card',
      status: 'completed',
      freeGameDiscountCents: discount,
      platformOwesCents: 0,
      transferRef: expect.stringMatching(/^tr_fake/),
    });
    const [paid] = await t.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.id));
    expect(paid!.status).toBe('paid');
  });

  it('keeps the pay owed for admins when the helper can no longer take it, or the transfer fails', async () => {
    // The provider disables the helper's account between checkout and the charge: no transfer is tried.
    const first = await completedJob(t);
    const firstAccount = await onboard(first.helper);
    await giveFreeGames(t, first.team.user.id);
    expect((await openCheckout(t, first.team, first.job.id, true)).statusCode).toBe(200);
    expect(
      (
        await deliver(
          t,
          signedEvent('account.updated', { id: firstAccount, object: 'account', charges_enabled: false }),
        )
      ).statusCode,
    ).toBe(200);
    const before = transfers().length;
    expect((await cardSucceeds(t, first.job.id)).statusCode).toBe(200);
    expect(transfers()).toHaveLength(before);
    const [owed] = await paymentOf(first.job.id);
    expect(owed).toMatchObject({
      status: 'completed',
      platformOwesCents: Math.round(first.job.totalPay * 100),
      transferRef: null,
      owedSettledAt: null,
    });

    // The provider refuses the transfer (an account it does not know): the job is still paid, the pay still owed.
    const second = await completedJob(t);
    await t.database.db
      .insert(stripeAccounts)
      .values({ userId: second.helper.user.id, accountId: 'acct_gone', chargesEnabled: true });
    await giveFreeGames(t, second.team.user.id);
    expect((await openCheckout(t, second.team, second.job.id, true)).statusCode).toBe(200);
    const tried = transfers().length;
    expect((await cardSucceeds(t, second.job.id)).statusCode).toBe(200);
    expect(
      transfers()
        .slice(tried)
        .map((r) => r.form.destination),
    ).toContain('acct_gone');
    const [kept] = await paymentOf(second.job.id);
    // Not claimed either: an admin can still settle it by hand.
    expect(kept).toMatchObject({ status: 'completed', transferRef: null, owedSettledAt: null });
    expect(kept!.platformOwesCents).toBe(Math.round(second.job.totalPay * 100));
    const [paid] = await t.database.db
      .select({ status: jobs.status })
      .from(jobs)
      .where(eq(jobs.id, second.job.id));
    expect(paid!.status).toBe('paid');
  });

  it(`simultaneous deliveries of a free-game checkout's success make one transfer (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const { team, helper } = await completedJob(t);
    await onboard(helper);
    await giveFreeGames(t, team.user.id, 3);
    const [jobId] = await completedJobsFast(t, team, helper, 1);
    expect((await openCheckout(t, team, jobId!, true)).statusCode).toBe(200);
    const open = await openCardPayment(t, jobId!);
    const before = transfers().length;
    // Distinct event ids: each passes the replay guard, so only the payment's own guards stand.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        deliver(
          t,
          signedEvent('payment_intent.succeeded', { id: open.providerRef, object: 'payment_intent' }),
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(transfers()).toHaveLength(before + 1);
    expect(transfers().at(-1)!.idempotencyKey).toBe(`credit-transfer-${open.id}`);
    const rows = await paymentOf(jobId!);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      status: 'completed',
      platformOwesCents: 0,
      transferRef: expect.stringMatching(/^tr_/),
    });
    // One credit taken for the one checkout.
    expect(
      (await t.database.db.select().from(users).where(eq(users.id, team.user.id)))[0]!.freeGamesRemaining,
    ).toBe(2);
  }, 60_000);
});
