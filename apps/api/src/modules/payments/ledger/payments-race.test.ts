import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { credits, jobs, payments, users } from '../../../db/schema/index.js';
import { call, type TestApp } from '../../../../test/test-app.js';
import { readyTeam } from '../../../../test/marketplace.js';
import {
  cardSucceeds,
  connectHelper,
  openCheckout,
  startCardApp,
} from '../../../../test/kits/card-test-kit.js';
import { ledgerBalance } from '../credits/index.js';
import { confirmPayment } from './payments.service.js';
import {
  completedJobsFast,
  giveFreeGames,
  paidHelper,
  userRow,
  type Team,
} from '../../../../test/kits/payments-test-kit.js';

// Real races need PostgreSQL (a pool, concurrent transactions); PGlite runs one transaction at a
// time, so there these only check the same outcome.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const SIMULTANEOUS = 50;
let card: Awaited<ReturnType<typeof startCardApp>>;
let t: TestApp;
beforeAll(async () => {
  card = await startCardApp();
  t = card.t;
});
afterAll(() => card.close());

/** Opens card checkout for each job, one after the other (each its own pending card payment). */
async function openCheckouts(team: Team, ids: number[]) {
  for (const id of ids) {
    const opened = await openCheckout(t, team, id);
    expect(opened.statusCode, `checkout ${id}`).toBe(200);
  }
}

describe(`payments under concurrency (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`${SIMULTANEOUS} simultaneous "I've paid" and confirmations end with one payment and one paid transition, earning nothing`, async () => {
    const team = await readyTeam(t.app);
    const helper = await paidHelper(t);
    const [jobId] = await completedJobsFast(t, team, helper, 1);
    const answers = await Promise.all(
      Array.from({ length: SIMULTANEOUS }, (_, i) =>
        i % 2 === 0
          ? call(t.app, 'POST', `/api/jobs/${jobId}/payment-report`, team.cookie, { method: 'venmo' })
          : call(t.app, 'POST', `/api/jobs/${jobId}/payment-confirmation`, helper.cookie),
      ),
    );
    const confirms = answers.filter((_, i) => i % 2 === 1).map((a) => a.statusCode);
    expect(confirms.filter((c) => c === 200)).toHaveLength(1);
    expect(confirms.filter((c) => c === 409)).toHaveLength(SIMULTANEOUS / 2 - 1);
    // A report answers 200 (before the confirmation) or 409 already paid (after it); never a 500.
    for (const a of answers) expect([200, 409]).toContain(a.statusCode);
    const rows = await t.database.db.select().from(payments).where(eq(payments.jobId, jobId!));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'completed', method: 'venmo' });
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId!));
    expect(job!.status).toBe('paid');
    // A self-reported payment is recorded but not counted (decision 6).
    expect(await userRow(t, team.user.id)).toMatchObject({ paidGamesCompleted: 0, freeGamesRemaining: 0 });
  }, 120_000);

  it('25 card payments of one team confirmed by the provider at once: 25 paid games, exactly 2 loyalty credits (the 10th and the 20th)', async () => {
    const team = await readyTeam(t.app);
    const helper = await paidHelper(t);
    await connectHelper(t, helper);
    const ids = await completedJobsFast(t, team, helper, 25);
    await openCheckouts(team, ids);
    const answers = await Promise.all(ids.map((id) => cardSucceeds(t, id)));
    expect(answers.map((a) => a.statusCode)).toEqual(ids.map(() => 200));
    const paid = await t.database.db.select().from(jobs).where(inArray(jobs.id, ids));
    expect(paid.map((j) => j.status)).toEqual(ids.map(() => 'paid'));
    const row = await userRow(t, team.user.id);
    expect(row).toMatchObject({ paidGamesCompleted: 25, freeGamesRemaining: 2 });
    const ledger = await t.database.db.select().from(credits).where(eq(credits.userId, team.user.id));
    expect(ledger.map((c) => c.reason)).toEqual(['loyalty', 'loyalty']);
    // Each worth the fees of its own ten games ($6 each), every one of them seen under the race.
    expect(ledger.map((c) => c.valueCents)).toEqual([6000, 6000]);
    expect(await ledgerBalance(t.database.db, team.user.id)).toBe(2);
  }, 120_000);

  it('a referred coach paying 8 jobs by card at once earns the pair one credit each', async () => {
    const referrer = await readyTeam(t.app);
    const referred = await readyTeam(t.app, { referredBy: referrer.user.referralCode });
    await t.database.db
      .update(users)
      .set({ emailConfirmedAt: new Date() })
      .where(inArray(users.id, [referrer.user.id, referred.user.id]));
    const helper = await paidHelper(t);
    await connectHelper(t, helper);
    const ids = await completedJobsFast(t, referred, helper, 8);
    await openCheckouts(referred, ids);
    const answers = await Promise.all(ids.map((id) => cardSucceeds(t, id)));
    expect(answers.map((a) => a.statusCode)).toEqual(ids.map(() => 200));
    const ledger = await t.database.db
      .select()
      .from(credits)
      .where(inArray(credits.userId, [referrer.user.id, referred.user.id]));
    expect(
      ledger.map((c) => `${c.userId === referrer.user.id ? 'referrer' : 'referred'}:${c.reason}`).sort(),
    ).toEqual(['referred:referral_referred', 'referrer:referral_referrer']);
    expect((await userRow(t, referrer.user.id)).freeGamesRemaining).toBe(1);
    expect(await userRow(t, referred.user.id)).toMatchObject({
      freeGamesRemaining: 1,
      paidGamesCompleted: 8,
    });
  }, 120_000);

  it('two simultaneous free-game checkouts of one credit on two jobs: one succeeds', async () => {
    const team = await readyTeam(t.app);
    const helper = await paidHelper(t);
    await connectHelper(t, helper);
    await giveFreeGames(t, team.user.id);
    const [a, b] = await completedJobsFast(t, team, helper, 2);
    const answers = await Promise.all([a!, b!].map((id) => openCheckout(t, team, id, true)));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ code: 'no_free_games' });
    expect((await userRow(t, team.user.id)).freeGamesRemaining).toBe(0);
    expect(await ledgerBalance(t.database.db, team.user.id)).toBe(0);
    // The winner's checkout holds the credit; the loser's left no payment behind.
    const rows = await t.database.db
      .select()
      .from(payments)
      .where(inArray(payments.jobId, [a!, b!]));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', freeGameDiscountCents: 6000 });
    const loser = rows[0]!.jobId === a ? b! : a!;
    // ...so that job can still be paid by card without a free game.
    expect((await openCheckout(t, team, loser)).statusCode).toBe(200);
  }, 120_000);

  it('simultaneous free-game checkouts of one team spend distinct credits, each discounted by its own value', async () => {
    const team = await readyTeam(t.app);
    const helper = await paidHelper(t);
    await connectHelper(t, helper);
    const values = [630, 6000, 300];
    for (const v of values) await giveFreeGames(t, team.user.id, 1, v);
    const ids = await completedJobsFast(t, team, helper, 4);
    const answers = await Promise.all(ids.map((id) => openCheckout(t, team, id, true)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 409]);
    const rows = await t.database.db.select().from(payments).where(inArray(payments.jobId, ids));
    const held = rows.filter((r) => r.status === 'pending');
    expect(new Set(held.map((r) => r.freeGameCreditId)).size).toBe(3);
    expect(held.map((r) => r.freeGameDiscountCents).sort((a, b) => a - b)).toEqual([300, 630, 6000]);
    expect((await userRow(t, team.user.id)).freeGamesRemaining).toBe(0);
  }, 120_000);

  it('a Venmo confirmation racing a free-game checkout: never a 500, never a card payment completed without the provider', async () => {
    const team = await readyTeam(t.app);
    const helper = await paidHelper(t);
    await connectHelper(t, helper);
    const rounds = 6;
    await giveFreeGames(t, team.user.id, rounds);
    const ids = await completedJobsFast(t, team, helper, rounds);
    for (const jobId of ids) {
      const [checkout, confirm] = await Promise.all([
        openCheckout(t, team, jobId, true),
        call(t.app, 'POST', `/api/jobs/${jobId}/payment-confirmation`, helper.cookie, { method: 'venmo' }),
      ]);
      expect([200, 409]).toContain(checkout.statusCode);
      const rows = await t.database.db.select().from(payments).where(eq(payments.jobId, jobId));
      const open = rows.filter((r) => r.status !== 'failed').map((r) => `${r.method}:${r.status}`);
      const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId));
      if (confirm.statusCode === 200) {
        // The helper's word settled it: any card attempt was canceled and failed, its credit returned.
        expect(open).toEqual(['venmo:completed']);
        expect(job!.status).toBe('paid');
      } else {
        // The checkout came first: it stays the provider's to settle, the job unpaid.
        expect(confirm.statusCode).toBe(409);
        expect(confirm.json()).toMatchObject({ code: 'card_payment_in_progress' });
        expect(open).toEqual(['card:pending']);
        expect(job!.status).toBe('completed');
      }
    }
    // Each credit either still the team's or held by its pending checkout: none spent on nothing.
    const rows = await t.database.db.select().from(payments).where(inArray(payments.jobId, ids));
    const held = rows.filter((p) => p.method === 'card' && p.status === 'pending').length;
    expect((await userRow(t, team.user.id)).freeGamesRemaining).toBe(rounds - held);
    expect(await ledgerBalance(t.database.db, team.user.id)).toBe(rounds - held);
  }, 120_000);

  it('a checkout opened after the confirmation looked for one: the confirmation answers 409 and the card payment stays pending', async () => {
    const team = await readyTeam(t.app);
    const helper = await paidHelper(t);
    await connectHelper(t, helper);
    await giveFreeGames(t, team.user.id);
    const [jobId] = await completedJobsFast(t, team, helper, 1);
    expect((await openCheckout(t, team, jobId!, true)).statusCode).toBe(200);
    // The route's abandon step already ran and found no checkout; the service runs now.
    const confirming = confirmPayment(t.database.db, await userRow(t, helper.user.id), jobId!, 'venmo');
    await expect(confirming).rejects.toMatchObject({ statusCode: 409, code: 'card_payment_in_progress' });
    const rows = await t.database.db.select().from(payments).where(eq(payments.jobId, jobId!));
    expect(rows.map((r) => `${r.method}:${r.status}`)).toEqual(['card:pending']);
    const [job] = await t.database.db.select().from(jobs).where(eq(jobs.id, jobId!));
    expect(job!.status).toBe('completed');
    expect((await userRow(t, team.user.id)).freeGamesRemaining).toBe(0);
  });
});
