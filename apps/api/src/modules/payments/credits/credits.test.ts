import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { credits, jobs, payments, users } from '../../../db/schema/index.js';
import { call, type TestApp } from '../../../../test/test-app.js';
import { applyTo, dayFromToday, helperAccount, postJob, readyTeam } from '../../../../test/marketplace.js';
import {
  cardSucceeds,
  connectHelper,
  deliver,
  openCardPayment,
  openCheckout,
  payByCard,
  signedEvent,
  startCardApp,
  type FakeStripe,
} from '../../../../test/kits/card-test-kit.js';
import { giveFreeGames, userRow, type Helper, type Team } from '../../../../test/kits/payments-test-kit.js';

let card: Awaited<ReturnType<typeof startCardApp>>;
let t: TestApp;
let fake: FakeStripe;
beforeAll(async () => {
  card = await startCardApp();
  ({ t, fake } = card);
});
afterAll(() => card.close());

const transfers = () => fake.requests.filter((r) => r.path === '/v1/transfers');
const confirmEmail = (...ids: number[]) =>
  t.database.db.update(users).set({ emailConfirmedAt: new Date() }).where(inArray(users.id, ids));
const ledgerOf = async (userId: number) =>
  (await t.database.db.select().from(credits).where(eq(credits.userId, userId))).map((c) => c.reason).sort();

/** A completed job of the team, done by the helper (whose account can take cards), by the API. */
async function cardJob(team: Team, helper: Helper, overrides: Parameters<typeof postJob>[2] = {}) {
  const job = await postJob(t.app, team.cookie, { jobDate: dayFromToday(0), ...overrides });
  const application = await applyTo(t.app, helper.cookie, job.id);
  const accepted = await call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
    status: 'accepted',
  });
  expect(accepted.statusCode).toBe(200);
  expect((await call(t.app, 'POST', `/api/jobs/${job.id}/complete`, team.cookie)).statusCode).toBe(200);
  return job;
}

/** A team with one free game and a completed job done by a helper who takes cards. */
async function freeGameJob() {
  const team = await readyTeam(t.app);
  const helper = await helperAccount(t.app);
  await connectHelper(t, helper);
  await giveFreeGames(t, team.user.id);
  return { team, helper, job: await cardJob(team, helper) };
}

describe('the farming attack of issue 31, replayed', () => {
  it('self-reported payments earn nothing, and a credit can never move money the platform did not receive', async () => {
    const farmer = await readyTeam(t.app);
    const second = await readyTeam(t.app, { referredBy: farmer.user.referralCode });
    const helper = await helperAccount(t.app);
    await confirmEmail(farmer.user.id, second.user.id, helper.user.id);
    await connectHelper(t, helper);
    const transfersBefore = transfers().length;

    // The second account's $25 job, "paid" by Venmo that never happened: both sides confirm it.
    const cheap = await cardJob(second, helper, { hourlyRate: 25, startTime: '09:00', endTime: '10:00' });
    const reported = await call(t.app, 'POST', `/api/jobs/${cheap.id}/payment-report`, second.cookie, {
      method: 'venmo',
    });
    expect(reported.statusCode).toBe(200);
    const received = await call(
      t.app,
      'POST',
      `/api/jobs/${cheap.id}/payment-confirmation`,
      helper.cookie,
      {},
    );
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ method: 'venmo', status: 'completed' });

    // Recorded and shown, but nobody earned anything.
    for (const id of [farmer.user.id, second.user.id]) {
      expect(await userRow(t, id)).toMatchObject({ freeGamesRemaining: 0, paidGamesCompleted: 0 });
      expect(await ledgerOf(id)).toEqual([]);
    }
    const info = (await call(t.app, 'GET', '/api/users/referral-info', farmer.cookie)).json();
    expect(info).toMatchObject({ totalReferrals: 1, completedReferrals: 0, totalEarnings: 0 });

    // The big job: $1,000/h for 23 hours. No credit to spend, and no old route to spend one.
    const big = await cardJob(farmer, helper, { hourlyRate: 1000, startTime: '00:00', endTime: '23:00' });
    expect((await call(t.app, 'POST', `/api/jobs/${big.id}/free-game`, farmer.cookie)).statusCode).toBe(404);
    const checkout = await openCheckout(t, farmer, big.id, true);
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().code).toBe('no_free_games');
    expect(transfers()).toHaveLength(transfersBefore);
    const [job] = await t.database.db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, big.id));
    expect(job!.status).toBe('completed');
  });
});

describe('referral: both emails confirmed, distinct people, a card-paid game', () => {
  async function pair() {
    const referrer = await readyTeam(t.app);
    const referred = await readyTeam(t.app, { referredBy: referrer.user.referralCode });
    const helper = await helperAccount(t.app);
    await connectHelper(t, helper);
    return { referrer, referred, helper };
  }

  it('waits for both emails to be confirmed, then pays on the next card game', async () => {
    const { referrer, referred, helper } = await pair();
    await confirmEmail(referred.user.id);
    const first = await cardJob(referred, helper);
    await payByCard(t, referred, first.id, { paymentMethod: 'pm_wait_card' });
    expect(await ledgerOf(referrer.user.id)).toEqual([]);
    expect(await ledgerOf(referred.user.id)).toEqual([]);
    await confirmEmail(referrer.user.id);
    const second = await cardJob(referred, helper);
    await payByCard(t, referred, second.id, { paymentMethod: 'pm_wait_card' });
    expect(await ledgerOf(referrer.user.id)).toEqual(['referral_referrer']);
    expect(await ledgerOf(referred.user.id)).toEqual(['referral_referred']);
  });

  it('pays nothing when the referred coach pays with a card the referrer has paid with', async () => {
    const { referrer, referred, helper } = await pair();
    await confirmEmail(referrer.user.id, referred.user.id);
    // Two payment methods, one card (the provider's fingerprint).
    fake.card('pm_first_use', 'fp_shared_card');
    fake.card('pm_second_use', 'fp_shared_card');
    const own = await cardJob(referrer, helper);
    await payByCard(t, referrer, own.id, { paymentMethod: 'pm_first_use' });
    const game = await cardJob(referred, helper);
    await payByCard(t, referred, game.id, { paymentMethod: 'pm_second_use' });
    const [settled] = await t.database.db.select().from(payments).where(eq(payments.jobId, game.id));
    expect(settled!.cardFingerprint).toBe('fp_shared_card');
    expect(await ledgerOf(referrer.user.id)).toEqual([]);
    expect(await ledgerOf(referred.user.id)).toEqual([]);
  });

  it('pays nothing on a code of an account that cannot refer (staff)', async () => {
    const { referrer, referred, helper } = await pair();
    await confirmEmail(referrer.user.id, referred.user.id);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, referrer.user.id));
    const game = await cardJob(referred, helper);
    await payByCard(t, referred, game.id, { paymentMethod: 'pm_staff_case' });
    expect(await ledgerOf(referrer.user.id)).toEqual([]);
    expect(await ledgerOf(referred.user.id)).toEqual([]);
  });

  it('pays nothing on the code of a teen (a helper under 18 may not refer)', async () => {
    const { referrer, referred, helper } = await pair();
    await confirmEmail(referrer.user.id, referred.user.id);
    const fifteen = `${new Date().getUTCFullYear() - 15}-01-01`;
    await t.database.db
      .update(users)
      .set({ role: 'helper', dateOfBirth: fifteen })
      .where(eq(users.id, referrer.user.id));
    const game = await cardJob(referred, helper);
    await payByCard(t, referred, game.id, { paymentMethod: 'pm_teen_case' });
    expect(await ledgerOf(referrer.user.id)).toEqual([]);
    expect(await ledgerOf(referred.user.id)).toEqual([]);
  });

  it('pays nothing when the game paid the referrer', async () => {
    const referrer = await readyTeam(t.app, { role: 'both' });
    const referred = await readyTeam(t.app, { referredBy: referrer.user.referralCode });
    await confirmEmail(referrer.user.id, referred.user.id);
    const referrerAsHelper = { ...referrer, helperId: 0 } as unknown as Helper;
    await connectHelper(t, referrerAsHelper);
    const game = await cardJob(referred, referrerAsHelper);
    await payByCard(t, referred, game.id);
    expect(await ledgerOf(referrer.user.id)).toEqual([]);
    expect(await ledgerOf(referred.user.id)).toEqual([]);
  });
});

describe('a free game is a discount inside card checkout', () => {
  it('takes at most FREE_GAME_CAP off; the helper is paid in full by transfer only after the provider confirms', async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    const accountId = await connectHelper(t, helper);
    await giveFreeGames(t, team.user.id);
    const big = await cardJob(team, helper, { hourlyRate: 1000, startTime: '00:00', endTime: '23:00' });
    const before = transfers().length;

    const checkout = (await call(t.app, 'GET', `/api/payments/card/${big.id}`, team.cookie)).json();
    expect(checkout).toMatchObject({
      amount: 23000,
      platformFee: 2300,
      total: 25300,
      freeGamesRemaining: 1,
      freeGameDiscount: 60,
    });
    expect((await openCheckout(t, team, big.id, true)).statusCode).toBe(200);
    const intent = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(intent.form.amount).toBe(String(2_530_000 - 6000));
    expect(intent.form['transfer_data[destination]']).toBeUndefined();
    expect(intent.form.application_fee_amount).toBeUndefined();
    expect((await userRow(t, team.user.id)).freeGamesRemaining).toBe(0);
    // Nothing moves to the helper on the strength of an intent.
    expect(transfers()).toHaveLength(before);

    expect((await cardSucceeds(t, big.id)).statusCode).toBe(200);
    const sent = transfers().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.form).toMatchObject({ amount: '2300000', destination: accountId, currency: 'usd' });
    const [paid] = await t.database.db.select().from(payments).where(eq(payments.jobId, big.id));
    expect(paid).toMatchObject({
      status: 'completed',
      freeGameDiscountCents: 6000,
      platformOwesCents: 0,
      transferRef: expect.stringMatching(/^tr_fake/),
    });
    const shown = (await call(t.app, 'GET', '/api/payments', team.cookie)).json();
    expect(shown[0]).toMatchObject({ method: 'card', total: 25300, freeGameDiscount: 60 });
    // A free game never earns another.
    expect((await userRow(t, team.user.id)).paidGamesCompleted).toBe(0);
  });

  it('is never worth more than the job’s pay', async () => {
    const small = await startCardApp({ freeGameCapCents: 100_000 });
    try {
      const team = await readyTeam(small.t.app);
      const helper = await helperAccount(small.t.app);
      await connectHelper(small.t, helper);
      await giveFreeGames(small.t, team.user.id, 1, 100_000);
      const job = await postJob(small.t.app, team.cookie, {
        jobDate: dayFromToday(0),
        hourlyRate: 25,
        startTime: '09:00',
        endTime: '10:00',
      });
      const application = await applyTo(small.t.app, helper.cookie, job.id);
      await call(small.t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
        status: 'accepted',
      });
      await call(small.t.app, 'POST', `/api/jobs/${job.id}/complete`, team.cookie);
      expect(
        (await call(small.t.app, 'GET', `/api/payments/card/${job.id}`, team.cookie)).json().freeGameDiscount,
      ).toBe(25);
      expect((await openCheckout(small.t, team, job.id, true)).statusCode).toBe(200);
      const intent = small.fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
      // The team pays only the platform fee; the platform funds the helper's $25.
      expect(intent.form.amount).toBe('250');
    } finally {
      await small.close();
    }
  });

  it('gives the free game back when the card is declined, or when the team changes its mind', async () => {
    const { team, job } = await freeGameJob();

    expect((await openCheckout(t, team, job.id, true)).statusCode).toBe(200);
    const declined = await openCardPayment(t, job.id);
    expect((await userRow(t, team.user.id)).freeGamesRemaining).toBe(0);
    const failed = signedEvent('payment_intent.payment_failed', {
      id: declined.providerRef,
      object: 'payment_intent',
    });
    expect((await deliver(t, failed)).statusCode).toBe(200);
    expect((await deliver(t, { ...failed })).statusCode).toBe(200);
    expect((await userRow(t, team.user.id)).freeGamesRemaining).toBe(1);
    // The declined intent is canceled at the provider, so no later card can make it succeed.
    expect(fake.requests.some((r) => r.path === `/v1/payment_intents/${declined.providerRef}/cancel`)).toBe(
      true,
    );

    // Again with the free game, then without it: the first attempt is canceled and the credit returned.
    const first = await openCheckout(t, team, job.id, true);
    expect(first.statusCode).toBe(200);
    const withCredit = await openCardPayment(t, job.id);
    expect((await userRow(t, team.user.id)).freeGamesRemaining).toBe(0);
    // The checkout still offers the free game this job's open attempt holds.
    const offered = await call(t.app, 'GET', `/api/payments/card/${job.id}`, team.cookie);
    expect(offered.json().freeGamesRemaining).toBe(1);
    // Coming back to the same checkout (a reload) finds the free game it holds: the same intent.
    const again = await openCheckout(t, team, job.id, true);
    expect(again.statusCode).toBe(200);
    expect(again.json().clientSecret).toBe(first.json().clientSecret);
    expect((await openCheckout(t, team, job.id, false)).statusCode).toBe(200);
    expect(fake.requests.some((r) => r.path === `/v1/payment_intents/${withCredit.providerRef}/cancel`)).toBe(
      true,
    );
    const plain = await openCardPayment(t, job.id);
    expect(plain.freeGameDiscountCents).toBe(0);
    expect((await userRow(t, team.user.id)).freeGamesRemaining).toBe(1);
    expect(await ledgerOf(team.user.id)).toEqual(['loyalty', 'returned', 'returned', 'spent', 'spent']);

    // A Venmo report gives way the same way.
    expect((await openCheckout(t, team, job.id, true)).statusCode).toBe(200);
    const reported = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-report`, team.cookie, {
      method: 'venmo',
    });
    expect(reported.statusCode).toBe(200);
    expect((await userRow(t, team.user.id)).freeGamesRemaining).toBe(1);
  });

  it('keeps the credit taken while a declined intent can still succeed, and spends it once when it does', async () => {
    const { team, job } = await freeGameJob();
    expect((await openCheckout(t, team, job.id, true)).statusCode).toBe(200);
    const open = await openCardPayment(t, job.id);
    // The team retried with another card, which went through: the provider will not cancel it.
    fake.succeed(open.providerRef!);
    const failed = signedEvent('payment_intent.payment_failed', {
      id: open.providerRef,
      object: 'payment_intent',
    });
    expect((await deliver(t, failed)).statusCode).toBe(200);
    expect(await openCardPayment(t, job.id)).toMatchObject({ status: 'pending' });
    expect((await userRow(t, team.user.id)).freeGamesRemaining).toBe(0);
    expect((await cardSucceeds(t, job.id)).statusCode).toBe(200);
    expect((await userRow(t, team.user.id)).freeGamesRemaining).toBe(0);
    expect(await ledgerOf(team.user.id)).toEqual(['loyalty', 'spent']);
  });

  it('a success after the credit was returned takes it again, once', async () => {
    const { team, job } = await freeGameJob();
    expect((await openCheckout(t, team, job.id, true)).statusCode).toBe(200);
    const open = await openCardPayment(t, job.id);
    await deliver(
      t,
      signedEvent('payment_intent.payment_failed', { id: open.providerRef, object: 'payment_intent' }),
    );
    expect((await userRow(t, team.user.id)).freeGamesRemaining).toBe(1);
    const late = signedEvent('payment_intent.succeeded', { id: open.providerRef, object: 'payment_intent' });
    expect((await deliver(t, late)).statusCode).toBe(200);
    expect(
      (
        await deliver(
          t,
          signedEvent('payment_intent.succeeded', { id: open.providerRef, object: 'payment_intent' }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await userRow(t, team.user.id)).freeGamesRemaining).toBe(0);
    expect(await ledgerOf(team.user.id)).toEqual(['loyalty', 'returned', 'spent', 'spent']);
  });
});
