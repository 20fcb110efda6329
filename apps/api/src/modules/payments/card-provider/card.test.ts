import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { jobs, outbox, payments, stripeAccounts } from '../../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../../../test/test-app.js';
import {
  connectHelper,
  deliver,
  signedEvent,
  startCardApp,
  type FakeStripe,
} from '../../../../test/kits/card-test-kit.js';
import { HELPER_NO_CARDS } from './card.service.js';
import { completedJob, completedJobsFast, userRow } from '../../../../test/kits/payments-test-kit.js';
import { CARD_NOT_CONFIGURED } from '../stripe-client.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let card: Awaited<ReturnType<typeof startCardApp>>;
let fake: FakeStripe;
let t: TestApp;
let bare: TestApp;

beforeAll(async () => {
  card = await startCardApp();
  ({ t, fake } = card);
  bare = await createTestApp();
});
afterAll(async () => {
  await card.close();
  await bare.close();
});

/** A completed job whose helper has connected an account that can take charges. */
async function cardReadyJob() {
  const ctx = await completedJob(t);
  return { ...ctx, accountId: await connectHelper(t, ctx.helper) };
}

describe('without Stripe keys', () => {
  it('the card calls answer 503 with the not-set-up message', async () => {
    const { team, job } = await completedJob(bare);
    const res = await call(bare.app, 'POST', '/api/create-payment-intent', team.cookie, { jobId: job.id });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ code: 'card_payments_not_configured', message: CARD_NOT_CONFIGURED });
    expect((await call(bare.app, 'POST', '/api/payments/connect', team.cookie)).statusCode).toBe(503);
    expect((await deliver(bare, signedEvent('account.updated', { id: 'acct_x' }))).statusCode).toBe(503);
  });
});

describe('Stripe Connect and the payment intent', () => {
  it('connects a helper once, with an onboarding link; account.updated enables charges', async () => {
    const { helper } = await completedJob(t);
    const first = await call(t.app, 'POST', '/api/payments/connect', helper.cookie);
    expect(first.json().url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/connect\/setup\/acct_/);
    await call(t.app, 'POST', '/api/payments/connect', helper.cookie);
    const rows = await t.database.db
      .select()
      .from(stripeAccounts)
      .where(eq(stripeAccounts.userId, helper.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.chargesEnabled).toBe(false);
  });

  it('refuses a helper without an enabled account, the helper, and unfinished jobs', async () => {
    const { team, helper, job } = await completedJob(t);
    const res = await call(t.app, 'POST', '/api/create-payment-intent', team.cookie, { jobId: job.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(HELPER_NO_CARDS);
    expect(
      (await call(t.app, 'POST', '/api/create-payment-intent', helper.cookie, { jobId: job.id })).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'POST', '/api/create-payment-intent', team.cookie, { jobId: '1' })).statusCode,
    ).toBe(400);
  });

  it('charges pay + 10% to the helper as a destination charge, ignoring the body amount, idempotently', async () => {
    const { team, job, accountId } = await cardReadyJob();
    const res = await call(t.app, 'POST', '/api/create-payment-intent', team.cookie, {
      jobId: job.id,
      amount: 1,
    });
    expect(res.statusCode).toBe(200);
    const { clientSecret } = res.json();
    expect(clientSecret).toMatch(/^pi_fake\d+_secret_fake$/);
    const sent = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    const pay = Math.round(job.totalPay * 100);
    expect(sent.form).toMatchObject({
      amount: String(pay + Math.round(pay / 10)),
      application_fee_amount: String(Math.round(pay / 10)),
      'transfer_data[destination]': accountId,
      currency: 'usd',
    });
    expect(sent.idempotencyKey).toMatch(/^payment-\d+$/);
    const again = await call(t.app, 'POST', '/api/create-payment-intent', team.cookie, { jobId: job.id });
    expect(again.json().clientSecret).toBe(clientSecret);
    const rows = await t.database.db.select().from(payments).where(eq(payments.jobId, job.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      method: 'card',
      status: 'pending',
      platformFeeCents: Math.round(pay / 10),
    });
  });
});

describe('the webhook', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const e = signedEvent('account.updated', { id: 'acct_nobody', charges_enabled: true });
    const res = await deliver(t, {
      payload: e.payload,
      signature: e.signature.replace(/v1=(.)/, (_, c: string) => `v1=${c === '0' ? '1' : '0'}`),
    });
    expect(res.statusCode).toBe(400);
    const tampered = await deliver(t, {
      payload: e.payload.replace('true', 'false'),
      signature: e.signature,
    });
    expect(tampered.statusCode).toBe(400);
  });

  it('succeeded pays the job once; replays and a late failure change nothing; the team gets a receipt', async () => {
    const { team, job } = await cardReadyJob();
    await call(t.app, 'POST', '/api/create-payment-intent', team.cookie, { jobId: job.id });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.jobId, job.id));
    const succeeded = signedEvent('payment_intent.succeeded', {
      id: payment!.providerRef,
      object: 'payment_intent',
    });
    for (let i = 0; i < 3; i++) expect((await deliver(t, succeeded)).statusCode).toBe(200);
    expect(
      (await deliver(t, signedEvent('payment_intent.payment_failed', { id: payment!.providerRef })))
        .statusCode,
    ).toBe(200);
    const [after] = await t.database.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(after!.status).toBe('completed');
    const [row] = await t.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.id));
    expect(row!.status).toBe('paid');
    expect((await userRow(t, team.user.id)).paidGamesCompleted).toBe(1);
    const receipts = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toEmail, team.user.email), eq(outbox.kind, 'card_receipt')));
    expect(receipts).toHaveLength(1);
  });

  it('a failure marks the pending payment failed; a new intent can follow', async () => {
    const { team, job } = await cardReadyJob();
    await call(t.app, 'POST', '/api/create-payment-intent', team.cookie, { jobId: job.id });
    const [first] = await t.database.db.select().from(payments).where(eq(payments.jobId, job.id));
    await deliver(t, signedEvent('payment_intent.payment_failed', { id: first!.providerRef }));
    const retry = await call(t.app, 'POST', '/api/create-payment-intent', team.cookie, { jobId: job.id });
    expect(retry.statusCode).toBe(200);
    const rows = await t.database.db.select().from(payments).where(eq(payments.jobId, job.id));
    expect(rows.map((r) => r.status).sort()).toEqual(['failed', 'pending']);
    const list = (await call(t.app, 'GET', '/api/payments', team.cookie)).json();
    expect(list.filter((p: { status: string }) => p.status === 'failed')).toHaveLength(1);
  });

  it(`50 simultaneous deliveries (replays of one event and distinct ids) pay once (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const { team, helper, accountId } = await cardReadyJob();
    const [jobId] = await completedJobsFast(t, team, helper, 1);
    expect(accountId).toBeTruthy();
    await call(t.app, 'POST', '/api/create-payment-intent', team.cookie, { jobId });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.jobId, jobId!));
    const same = signedEvent('payment_intent.succeeded', { id: payment!.providerRef });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        deliver(t, i % 2 ? same : signedEvent('payment_intent.succeeded', { id: payment!.providerRef })),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect((await userRow(t, team.user.id)).paidGamesCompleted).toBe(1);
    const rows = await t.database.db.select().from(payments).where(eq(payments.jobId, jobId!));
    expect(rows.map((r) => r.status)).toEqual(['completed']);
  }, 60_000);
});

describe('a card payment under way', () => {
  it('is not overwritten by an "I\'ve paid" report once the card is charged', async () => {
    const { team, job } = await cardReadyJob();
    await call(t.app, 'POST', '/api/create-payment-intent', team.cookie, { jobId: job.id });
    const [card] = await t.database.db.select().from(payments).where(eq(payments.jobId, job.id));
    fake.succeed(card!.providerRef!);
    const res = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-report`, team.cookie, {
      method: 'venmo',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A card payment for this job is already under way.');
    const rows = await t.database.db.select().from(payments).where(eq(payments.jobId, job.id));
    expect(rows.map((r) => [r.method, r.status])).toEqual([['card', 'pending']]);
  });

  it('a checkout left unpaid gives way: its intent is canceled and Venmo can be reported', async () => {
    const { team, job } = await cardReadyJob();
    await call(t.app, 'POST', '/api/create-payment-intent', team.cookie, { jobId: job.id });
    const [card] = await t.database.db.select().from(payments).where(eq(payments.jobId, job.id));
    const res = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-report`, team.cookie, {
      method: 'venmo',
    });
    expect(res.statusCode).toBe(200);
    expect(fake.requests.some((r) => r.path === `/v1/payment_intents/${card!.providerRef}/cancel`)).toBe(
      true,
    );
    const rows = await t.database.db.select().from(payments).where(eq(payments.jobId, job.id));
    expect(rows.map((r) => [r.method, r.status]).sort()).toEqual([
      ['card', 'failed'],
      ['venmo', 'pending'],
    ]);
  });

  it("the helper's Payment received after a left checkout completes an outside payment, not the card", async () => {
    const { team, helper, job } = await cardReadyJob();
    await call(t.app, 'POST', '/api/create-payment-intent', team.cookie, { jobId: job.id });
    // Neither the team confirming nor the helper reporting cancels the team's checkout.
    const wrongSide = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-confirmation`, team.cookie);
    expect(wrongSide.statusCode).toBe(403);
    const helperReport = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-report`, helper.cookie, {
      method: 'venmo',
    });
    expect(helperReport.statusCode).toBe(403);
    const [still] = await t.database.db.select().from(payments).where(eq(payments.jobId, job.id));
    expect(still).toMatchObject({ method: 'card', status: 'pending' });
    const confirmed = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-confirmation`, helper.cookie, {
      method: 'paypal',
    });
    expect(confirmed.statusCode).toBe(200);
    const rows = await t.database.db.select().from(payments).where(eq(payments.jobId, job.id));
    expect(rows.map((r) => [r.method, r.status]).sort()).toEqual([
      ['card', 'failed'],
      ['paypal', 'completed'],
    ]);
  });
});
