import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import {
  EarningsStatementSchema,
  SpendStatementSchema,
  type EarningsStatement,
  type SpendStatement,
} from '@sideline/shared';
import { credits, jobs, payments, stripeAccounts, teamProfiles } from '../../db/schema/index.js';
import { call, type TestApp } from '../../../test/test-app.js';
import { readyTeam } from '../../../test/marketplace.js';
import { cardSucceeds, openCheckout, payByCard, startCardApp } from '../../../test/kits/card-test-kit.js';
import { connectHelper } from '../../../test/kits/card-test-kit.js';
import { completedJobsFast, giveFreeGames, paidHelper } from '../../../test/kits/payments-test-kit.js';
import { accountWithRole } from '../../../test/kits/admin-test-kit.js';
import { director } from '../../../test/kits/tournament-test-kit.js';
import { settledGame, settleJob } from '../../../test/kits/statements-test-kit.js';

let card: Awaited<ReturnType<typeof startCardApp>>;
let t: TestApp;
beforeAll(async () => {
  card = await startCardApp({ loginRateLimit: 1000 });
  ({ t } = card);
});
afterAll(() => card.close());

async function earnings(cookie: string, from: string, to: string) {
  const res = await call(t.app, 'GET', `/api/users/me/earnings?from=${from}&to=${to}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(EarningsStatementSchema.safeParse(res.json()).success).toBe(true);
  return res.json() as EarningsStatement;
}

async function spend(cookie: string, path: string) {
  const res = await call(t.app, 'GET', path, cookie);
  expect(res.statusCode, res.body).toBe(200);
  expect(SpendStatementSchema.safeParse(res.json()).success).toBe(true);
  return res.json() as SpendStatement;
}

const paymentRow = async (jobId: number) =>
  (await t.database.db.select().from(payments).where(eq(payments.jobId, jobId)))[0]!;

describe('card earnings per year follow the day paid, lines the game date', () => {
  it('puts a New Year’s Eve game on December’s statement and its January payment in January’s year', async () => {
    const team = await readyTeam(t.app);
    const helper = await paidHelper(t);
    const LA = 'America/Los_Angeles';
    // A December 31 game in Los Angeles paid on January 2.
    const paidLate = await settledGame(t, team, helper, {
      jobDate: '2026-12-31',
      timeZone: LA,
      method: 'card',
      payCents: 10_000,
      completedAt: new Date('2027-01-03T01:00:00Z'),
    });
    // Paid at 10:30 PM on New Year's Eve in Los Angeles: January 1 in UTC, December in the venue.
    const paidEve = await settledGame(t, team, helper, {
      jobDate: '2026-12-31',
      timeZone: LA,
      method: 'card',
      payCents: 20_000,
      completedAt: new Date('2027-01-01T06:30:00Z'),
    });
    const venmo = await settledGame(t, team, helper, {
      jobDate: '2026-12-31',
      timeZone: LA,
      method: 'venmo',
      payCents: 5_000,
      completedAt: new Date('2027-01-02T20:00:00Z'),
    });
    // 00:30 on New Year's Day in New York.
    const newYear = await settledGame(t, team, helper, {
      jobDate: '2027-01-01',
      timeZone: 'America/New_York',
      method: 'card',
      payCents: 40_000,
      completedAt: new Date('2027-01-01T05:30:00Z'),
    });

    const y2026 = await earnings(helper.cookie, '2026-01-01', '2026-12-31');
    const y2027 = await earnings(helper.cookie, '2027-01-01', '2027-12-31');
    const line = (s: EarningsStatement, jobId: number) => s.lines.find((l) => l.jobId === jobId)!;
    expect(y2026.lines.map((l) => l.jobId).sort()).toEqual([paidLate, paidEve, venmo].sort());
    expect(line(y2026, paidLate)).toMatchObject({
      gameDate: '2026-12-31',
      paidOn: '2027-01-02',
      taxYear: '2027',
    });
    expect(line(y2026, paidEve)).toMatchObject({ paidOn: '2026-12-31', taxYear: '2026' });
    expect(line(y2026, venmo)).toMatchObject({ taxYear: null });
    expect(y2026.totals).toMatchObject({ earned: 350, throughPlatform: 300, outsidePlatform: 50 });
    // The year's card figure is what was paid in 2026 (venue time): not the game paid in January.
    expect(y2026.tax.years).toEqual([{ year: '2026', card: 200, cardPayments: 1, notice: null }]);
    expect(y2026.tax.byPaidDate).toMatch(/follow the day each card payment was paid/);

    expect(y2027.lines.map((l) => l.jobId)).toEqual([newYear]);
    expect(y2027.totals).toMatchObject({ earned: 400, throughPlatform: 400 });
    // January's card figure holds December's game paid in January, which has no line here.
    expect(y2027.tax.years).toEqual([{ year: '2027', card: 500, cardPayments: 2, notice: null }]);

    // Across the two years every game is on one statement and every card payment in one year.
    expect(y2026.totals.earned + y2027.totals.earned).toBe(750);
    const card = (s: EarningsStatement) => s.tax.years.reduce((sum, y) => sum + y.card, 0);
    expect(card(y2026) + card(y2027)).toBe(700);

    // A period across New Year: each game once, each year's card figure whole.
    const winter = await earnings(helper.cookie, '2026-12-01', '2027-01-31');
    expect(winter.lines).toHaveLength(4);
    expect(winter.totals.earned).toBe(750);
    expect(winter.tax.years.map((y) => [y.year, y.card])).toEqual([
      ['2026', 200],
      ['2027', 500],
    ]);
    const csv = await call(
      t.app,
      'GET',
      '/api/users/me/earnings.csv?from=2026-01-01&to=2026-12-31',
      helper.cookie,
    );
    expect(csv.body).toMatch(/,Card \(Sideline\),yes,paid,2027-01-02,2027,100\.00,0\.00,10\.00\r\n/);
    // The printed statement marks the game paid in the next year and says why.
    const pdf = await call(
      t.app,
      'GET',
      '/api/users/me/earnings.pdf?from=2026-01-01&to=2026-12-31',
      helper.cookie,
    );
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
      mergePages: true,
    });
    expect(text).toContain('2027-01-02 *');
    expect(text).toMatch(/card earnings per year follow the day each card payment was paid/);
  });
});

describe('amounts the platform owes the helper', () => {
  it('shows an owed amount as owed, not earned, and a staff-settled one as paid by Sideline', async () => {
    const team = await readyTeam(t.app);
    const helper = await paidHelper(t);
    // An account the provider does not know: the pay-out transfer after checkout fails.
    await t.database.db
      .insert(stripeAccounts)
      .values({ userId: helper.user.id, accountId: `acct_gone_${helper.user.id}`, chargesEnabled: true });
    await giveFreeGames(t, team.user.id, 2, 3000);
    const [stillOwed, settledByStaff] = await completedJobsFast(t, team, helper, 2);
    for (const jobId of [stillOwed!, settledByStaff!]) {
      expect((await openCheckout(t, team, jobId, true)).statusCode).toBe(200);
      expect((await cardSucceeds(t, jobId)).statusCode).toBe(200);
      expect(await paymentRow(jobId)).toMatchObject({ platformOwesCents: 6000, transferRef: null });
    }
    // A game paid whole by a free game before credits moved into checkout, owed the same way.
    const legacy = await settledGame(t, team, helper, {
      jobDate: (await paymentJobDate(stillOwed!))!,
      method: 'credit',
      payCents: 5000,
      completedAt: new Date(),
    });
    await t.database.db.update(payments).set({ platformOwesCents: 5000 }).where(eq(payments.jobId, legacy));

    const admin = await accountWithRole(t.app, t.database, 'admin');
    for (const jobId of [settledByStaff!, legacy]) {
      const settled = await call(
        t.app,
        'POST',
        `/api/admin/payments/${(await paymentRow(jobId)).id}/settle-owed`,
        admin.cookie,
      );
      expect(settled.statusCode, settled.body).toBe(200);
    }

    const day = (await paymentJobDate(stillOwed!))!;
    const s = await earnings(helper.cookie, day, day);
    const line = (jobId: number) => s.lines.find((l) => l.jobId === jobId)!;
    expect(line(stillOwed!)).toMatchObject({
      status: 'owed',
      method: 'card',
      amount: 0,
      owed: 60,
      paidOn: null,
      taxYear: null,
    });
    const staffPaid = line(settledByStaff!);
    expect(staffPaid).toMatchObject({ status: 'paid', throughPlatform: true, amount: 60, owed: 0 });
    // Paid the day staff recorded paying it (the venue's day), and counted in that year's card figure.
    expect(staffPaid.paidOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(staffPaid.taxYear).toBe(staffPaid.paidOn!.slice(0, 4));
    // Staff paid it for the platform: never "outside Sideline", never the helper's own report.
    expect(line(legacy)).toMatchObject({
      status: 'paid',
      method: 'credit',
      throughPlatform: true,
      amount: 50,
    });
    expect(s.totals).toMatchObject({ earned: 110, throughPlatform: 110, outsidePlatform: 0, owed: 60 });
    expect(s.totals.byMonth).toEqual([{ label: day.slice(0, 7), games: 2, amount: 110 }]);
    expect(s.tax.years).toEqual([{ year: staffPaid.taxYear, card: 110, cardPayments: 2, notice: null }]);
    const csv = await call(t.app, 'GET', `/api/users/me/earnings.csv?from=${day}&to=${day}`, helper.cookie);
    expect(csv.body).toContain('Owed by Sideline (not yet paid to you),,,,,,,,,,,60.00');
  });
});

async function paymentJobDate(jobId: number) {
  const [row] = await t.database.db.select({ d: jobs.jobDate }).from(jobs).where(eq(jobs.id, jobId));
  return row?.d;
}

describe('a team’s spend shows what it actually paid', () => {
  it('reads pay, fee, credit and charge from the payment rows, old credits included', async () => {
    const team = await readyTeam(t.app);
    const helper = await paidHelper(t);
    await connectHelper(t, helper);
    // A credit worth less than the game's platform fee, spent in card checkout.
    await giveFreeGames(t, team.user.id, 1, 250);
    const [small] = await completedJobsFast(t, team, helper, 1, { payCents: 7500, minutes: 120 });
    await payByCard(t, team, small!, { useFreeGame: true });
    const day = (await paymentJobDate(small!))!;
    // A game paid whole by a free game before checkout took credits: nothing was charged.
    const legacy = await settledGame(t, team, helper, {
      jobDate: day,
      method: 'credit',
      payCents: 6000,
      completedAt: new Date(),
    });
    // A card checkout with a credit from before credits had values: the row keeps its discount.
    const oldCheckout = await settledGame(t, team, helper, {
      jobDate: day,
      method: 'card',
      completedAt: new Date(),
    });
    const [oldCredit] = await t.database.db
      .insert(credits)
      .values({
        userId: team.user.id,
        reason: 'loyalty',
        delta: 1,
        grantKey: `old:${oldCheckout}`,
        valueCents: 0,
      })
      .returning({ id: credits.id });
    await t.database.db
      .update(payments)
      .set({ freeGameDiscountCents: 6000, freeGameCreditId: oldCredit!.id })
      .where(eq(payments.jobId, oldCheckout));
    // A discounted card payment refunded: what went back is what had been charged.
    const refunded = await settledGame(t, team, helper, {
      jobDate: day,
      method: 'card',
      status: 'refunded',
      completedAt: new Date(),
    });
    await t.database.db
      .update(payments)
      .set({ freeGameDiscountCents: 3000 })
      .where(eq(payments.jobId, refunded));

    const s = await spend(team.cookie, `/api/users/me/spend?from=${day}&to=${day}`);
    const line = (jobId: number) => s.lines.find((l) => l.jobId === jobId)!;
    const smallRow = await paymentRow(small!);
    expect(smallRow.freeGameDiscountCents).toBe(250);
    expect(line(small!)).toMatchObject({
      pay: 75,
      platformFee: 7.5,
      creditUsed: 2.5,
      charged: (smallRow.totalCents - smallRow.freeGameDiscountCents) / 100,
    });
    expect(line(small!).charged).toBe(80);
    expect(line(legacy)).toMatchObject({
      method: 'credit',
      pay: 60,
      platformFee: 0,
      creditUsed: 60,
      charged: 0,
    });
    expect(line(oldCheckout)).toMatchObject({ pay: 60, platformFee: 6, creditUsed: 60, charged: 6 });
    expect(line(refunded)).toMatchObject({ status: 'refunded', charged: 0 });
    expect(s.totals).toMatchObject({
      pay: 195,
      platformFees: 13.5,
      creditsUsed: 122.5,
      charged: 86,
      refunded: 36,
    });
  });
});

describe('a director’s tournament spend across a re-posted game', () => {
  it('keeps the late-cancel fee of the cancelled job when the game is posted again', async () => {
    const d = await director(t.app);
    const [org] = await t.database.db.select().from(teamProfiles).where(eq(teamProfiles.userId, d.id));
    expect(org).toBeDefined();
    const helper = await paidHelper(t);
    const games = (await d.dashboard()).tournaments[0].games as Array<{ id: number }>;
    const post = () =>
      call(t.app, 'POST', `/api/tournaments/${d.tournamentId}/jobs`, d.cookie, {
        gameIds: [games[0]!.id],
        jobType: 'scorekeeper',
        hourlyRate: 30,
        durationHours: 2,
      });
    const first = await post();
    expect(first.statusCode, first.body).toBe(201);
    const [cancelled] = first.json().jobIds as number[];
    // The booked helper was cancelled on late: the director paid the fee on that job.
    await settleJob(t, cancelled!, d.id, helper, {
      jobDate: '2026-07-11',
      method: 'card',
      payCents: 3000,
      completedAt: new Date('2026-07-10T20:00:00Z'),
      cancelledFee: 'late_cancel',
    });
    const again = await post();
    expect(again.statusCode, again.body).toBe(201);
    const [reposted] = again.json().jobIds as number[];
    expect(reposted).not.toBe(cancelled);
    await settleJob(t, reposted!, d.id, helper, {
      jobDate: '2026-07-11',
      method: 'card',
      completedAt: new Date('2026-07-11T22:00:00Z'),
    });

    const s = await spend(d.cookie, `/api/tournaments/${d.tournamentId}/spend`);
    expect(s.lines.map((l) => [l.jobId, l.kind]).sort()).toEqual(
      [
        [cancelled, 'late_cancel'],
        [reposted, 'game'],
      ].sort(),
    );
    expect(s.totals).toMatchObject({ pay: 90, platformFees: 9, charged: 99 });
  });
});

describe('statement CSV cells', () => {
  it('neutralises formula starts after spaces and in full-width forms, and keeps amounts numbers', async () => {
    const team = await readyTeam(t.app);
    await t.database.db
      .update(teamProfiles)
      .set({ teamName: '  =HYPERLINK("x")' })
      .where(eq(teamProfiles.id, team.teamId));
    const helper = await paidHelper(t);
    const jobId = await settledGame(t, team, helper, {
      jobDate: '2026-05-09',
      method: 'card',
      payCents: 12_500,
      completedAt: new Date('2026-05-09T20:00:00Z'),
    });
    await t.database.db.update(jobs).set({ title: '\uFF0Bcmd|calc' }).where(eq(jobs.id, jobId));
    for (const [path, cookie] of [
      ['/api/users/me/earnings.csv', helper.cookie],
      ['/api/users/me/spend.csv', team.cookie],
    ] as const) {
      const res = await call(t.app, 'GET', `${path}?from=2026-05-01&to=2026-05-31`, cookie);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.body).toContain(`"'\uFF0Bcmd|calc"`);
      if (path.includes('earnings')) expect(res.body).toContain(`"'  =HYPERLINK(""x"")"`);
      expect(res.body).not.toMatch(/(^|,)"?\s*[=\uFF0B]/m);
      // Amounts are bare numbers a spreadsheet sums.
      expect(res.body).toMatch(/,125\.00,/);
    }
  });
});
