import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { credits, guardianships, payments, users } from '../../../db/schema/index.js';
import { call, type TestApp } from '../../../../test/test-app.js';
import { helperAccount, readyTeam } from '../../../../test/marketplace.js';
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
import {
  completedJobsFast,
  giveFreeGames,
  userRow,
  type Team,
} from '../../../../test/kits/payments-test-kit.js';

/** Decision 26: credits never cost the platform more than the money that earned them. */
let card: Awaited<ReturnType<typeof startCardApp>>;
let t: TestApp;
let fake: FakeStripe;
beforeAll(async () => {
  card = await startCardApp();
  ({ t, fake } = card);
});
afterAll(() => card.close());

/** Fifteen minutes at $25/h: $6.25 of pay, 63 cents of platform fee. */
const SHORT_GAME = { payCents: 625, minutes: 15 };
let cardCounter = 0;
/** A payment method at the fake provider whose card has this fingerprint. */
function cardWith(fingerprint: string): string {
  const method = `pm_credits${++cardCounter}`;
  fake.card(method, fingerprint);
  return method;
}

async function payAll(team: Team, ids: number[], paymentMethod: string) {
  for (const id of ids) await payByCard(t, team, id, { paymentMethod });
}

const creditsOf = (userId: number) => t.database.db.select().from(credits).where(eq(credits.userId, userId));

/**
 * The money at the provider, from the calls the platform made: what cards were charged, what went
 * to helpers (destination charges less the platform's fee, and the platform's own transfers), and
 * the platform fees it kept.
 */
function providerMoney(from: number) {
  const calls = fake.requests.slice(from);
  let charged = 0;
  let toHelpers = 0;
  let fees = 0;
  for (const r of calls) {
    if (r.method !== 'POST') continue;
    if (r.path === '/v1/payment_intents') {
      const amount = Number(r.form.amount);
      charged += amount;
      if (r.form['transfer_data[destination]']) {
        fees += Number(r.form.application_fee_amount);
        toHelpers += amount - Number(r.form.application_fee_amount);
      }
    }
    if (r.path === '/v1/transfers') toHelpers += Number(r.form.amount);
  }
  return { charged, toHelpers, fees };
}

describe('credit values and linked accounts (decision 26)', () => {
  it("one person's team and helper accounts (their payout card is the paying card) earn nothing from 10 games", async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    const account = await connectHelper(t, helper);
    fake.payoutCard(account, 'fp_one_person');
    const ids = await completedJobsFast(t, team, helper, 10, SHORT_GAME);
    await payAll(team, ids, cardWith('fp_one_person'));
    expect(await userRow(t, team.user.id)).toMatchObject({ paidGamesCompleted: 0, freeGamesRemaining: 0 });
    expect(await creditsOf(team.user.id)).toEqual([]);
    // ...so the $60 game the same helper works is paid in full by the team's card.
    const [big] = await completedJobsFast(t, team, helper, 1);
    const spend = await openCheckout(t, team, big!, true);
    expect(spend.statusCode).toBe(409);
    expect(spend.json()).toMatchObject({ code: 'no_free_games' });
  });

  it('a guardian and their teen, in any state of the guardianship, earn nothing from each other', async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    await connectHelper(t, helper);
    await t.database.db.insert(guardianships).values({
      teenId: helper.user.id,
      guardianEmail: team.user.email,
      guardianId: team.user.id,
      status: 'ended',
      tokenHash: `credits-${helper.user.id}`,
      tokenExpiresAt: new Date(),
      endedAt: new Date(),
      endedReason: 'adult',
    });
    const ids = await completedJobsFast(t, team, helper, 10, SHORT_GAME);
    await payAll(team, ids, cardWith(`fp_guardian${team.user.id}`));
    expect(await userRow(t, team.user.id)).toMatchObject({ paidGamesCompleted: 0, freeGamesRemaining: 0 });
  });

  it('a card the helper has paid with on Sideline links the two accounts', async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    await connectHelper(t, helper);
    const [earlier] = await completedJobsFast(t, team, helper, 1, SHORT_GAME);
    // The helper's account once paid a job with this card (as a team of its own, say).
    await t.database.db.insert(payments).values({
      jobId: earlier!,
      payerId: helper.user.id,
      payeeId: team.user.id,
      method: 'card',
      payCents: 625,
      platformFeeCents: 63,
      totalCents: 688,
      status: 'failed',
      cardFingerprint: 'fp_shared_card',
    });
    const ids = await completedJobsFast(t, team, helper, 10, SHORT_GAME);
    await payAll(team, ids, cardWith('fp_shared_card'));
    expect(await userRow(t, team.user.id)).toMatchObject({ paidGamesCompleted: 0, freeGamesRemaining: 0 });
  });

  it('ten fair games earn a credit worth their fees; spent on a $60 game it takes that much off, the helper paid in full', async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    const account = await connectHelper(t, helper);
    fake.payoutCard(account, 'fp_helper_debit');
    const from = fake.requests.length;
    const ids = await completedJobsFast(t, team, helper, 10, SHORT_GAME);
    await payAll(team, ids, cardWith(`fp_team${team.user.id}`));
    expect(await userRow(t, team.user.id)).toMatchObject({ paidGamesCompleted: 10, freeGamesRemaining: 1 });
    const [loyalty] = await creditsOf(team.user.id);
    expect(loyalty).toMatchObject({ reason: 'loyalty', delta: 1, valueCents: 630 });

    const [big] = await completedJobsFast(t, team, helper, 1);
    const offer = (await call(t.app, 'GET', `/api/payments/card/${big}`, team.cookie)).json();
    expect(offer).toMatchObject({ freeGamesRemaining: 1, freeGameDiscount: 6.3, amount: 60, total: 66 });
    expect((await openCheckout(t, team, big!, true)).statusCode).toBe(200);
    expect((await cardSucceeds(t, big!, cardWith(`fp_team${team.user.id}`))).statusCode).toBe(200);
    const [spent] = await t.database.db.select().from(payments).where(eq(payments.jobId, big!));
    expect(spent).toMatchObject({
      status: 'completed',
      freeGameDiscountCents: 630,
      freeGameCreditId: loyalty!.id,
    });
    const intent = fake.requests.filter((r) => r.path === '/v1/payment_intents').at(-1)!;
    expect(intent.form.amount).toBe(String(6600 - 630));
    const transfer = fake.requests.filter((r) => r.path === '/v1/transfers').at(-1)!;
    expect(transfer.form).toMatchObject({ amount: '6000', destination: account });
    expect((await userRow(t, team.user.id)).freeGamesRemaining).toBe(0);

    // The money balances: charges = transfers + fees - platform-funded credits, credits <= fees earned.
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(inArray(payments.jobId, [...ids, big!]));
    const sum = (f: (p: (typeof rows)[number]) => number) => rows.reduce((n, p) => n + f(p), 0);
    const charges = sum((p) => p.totalCents - p.freeGameDiscountCents);
    const transfers = sum((p) => p.payCents);
    const fees = sum((p) => p.platformFeeCents);
    const funded = sum((p) => p.freeGameDiscountCents);
    expect(charges).toBe(transfers + fees - funded);
    expect(funded).toBeLessThanOrEqual(sum((p) => (ids.includes(p.jobId) ? p.platformFeeCents : 0)));
    // The provider saw the same: every cent charged went to the helper or stayed as a fee, and the
    // platform never paid out more than it kept.
    const money = providerMoney(from);
    expect(money.charged).toBe(charges);
    expect(money.toHelpers).toBe(transfers);
    // Destination charges kept the ten games' fees; the free game's charge landed whole on the platform.
    expect(money.fees).toBe(630);
    expect(money.charged - money.toHelpers).toBe(fees - funded);
    expect(money.charged - money.toHelpers).toBeGreaterThanOrEqual(0);
  });

  it("a referral pair shares the fee of the referred coach's first card game", async () => {
    const referrer = await readyTeam(t.app);
    const referred = await readyTeam(t.app, { referredBy: referrer.user.referralCode });
    await t.database.db
      .update(users)
      .set({ emailConfirmedAt: new Date() })
      .where(inArray(users.id, [referrer.user.id, referred.user.id]));
    const helper = await helperAccount(t.app);
    await connectHelper(t, helper);
    const [jobId] = await completedJobsFast(t, referred, helper, 1);
    await payByCard(t, referred, jobId!, { paymentMethod: cardWith(`fp_ref${referred.user.id}`) });
    const [toReferrer] = await creditsOf(referrer.user.id);
    const [toReferred] = await creditsOf(referred.user.id);
    expect(toReferrer).toMatchObject({ reason: 'referral_referrer', valueCents: 300 });
    expect(toReferred).toMatchObject({ reason: 'referral_referred', valueCents: 300 });
    // That game's fee is spent on the pair: it puts nothing toward the referred coach's loyalty.
    const [paid] = await t.database.db.select().from(payments).where(eq(payments.jobId, jobId!));
    expect(paid).toMatchObject({ paidGameNumber: 1, loyaltyFeeCents: 0 });
  });

  it('a declined attempt that succeeds late, its credit now held by another checkout: paid, the credit spent once', async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    await connectHelper(t, helper);
    await giveFreeGames(t, team.user.id, 1, 630);
    const [first, second] = await completedJobsFast(t, team, helper, 2);
    expect((await openCheckout(t, team, first!, true)).statusCode).toBe(200);
    const declined = await openCardPayment(t, first!);
    const failed = signedEvent('payment_intent.payment_failed', {
      id: declined.providerRef,
      object: 'payment_intent',
    });
    expect((await deliver(t, failed)).statusCode).toBe(200);
    // The credit came back and the second job's checkout took it.
    expect((await openCheckout(t, team, second!, true)).statusCode).toBe(200);
    const holder = await openCardPayment(t, second!);
    const late = signedEvent('payment_intent.succeeded', {
      id: declined.providerRef,
      object: 'payment_intent',
    });
    expect((await deliver(t, late)).statusCode).toBe(200);
    const [paidLate] = await t.database.db.select().from(payments).where(eq(payments.id, declined.id));
    expect(paidLate).toMatchObject({ status: 'completed', freeGameCreditId: null });
    const [stillHeld] = await t.database.db.select().from(payments).where(eq(payments.id, holder.id));
    expect(stillHeld).toMatchObject({ status: 'pending', freeGameDiscountCents: 630 });
    expect((await userRow(t, team.user.id)).freeGamesRemaining).toBe(0);
  });
});
