import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  EarningsStatementSchema,
  SpendStatementSchema,
  type EarningsStatement,
  type SpendStatement,
} from '@sideline/shared';
import { payments, teamProfiles, tournamentGames } from '../../db/schema/index.js';
import { director } from '../../../test/kits/tournament-test-kit.js';
import { call, type TestApp } from '../../../test/test-app.js';
import { dayFromToday, readyTeam } from '../../../test/marketplace.js';
import { connectHelper, payByCard, startCardApp } from '../../../test/kits/card-test-kit.js';
import { completedJob, giveFreeGames, paidHelper } from '../../../test/kits/payments-test-kit.js';
import { approvedTeen } from '../../../test/kits/guardian-test-kit.js';
import { accountWithRole } from '../../../test/kits/admin-test-kit.js';
import { settledGame } from '../../../test/kits/statements-test-kit.js';

let card: Awaited<ReturnType<typeof startCardApp>>;
let t: TestApp;
beforeAll(async () => {
  card = await startCardApp({ loginRateLimit: 1000 });
  ({ t } = card);
});
afterAll(() => card.close());

const today = dayFromToday(0);
const earnings = async (cookie: string, from = today, to = today, who = 'me') => {
  const res = await call(t.app, 'GET', `/api/users/${who}/earnings?from=${from}&to=${to}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  // The wire answer (dollars), checked against the shared schema the web app parses it with.
  expect(EarningsStatementSchema.safeParse(res.json()).success).toBe(true);
  return res.json() as EarningsStatement;
};

describe('a helper’s earnings statement', () => {
  it('lists card, Venmo, free-game, refunded and late-cancel lines with the right totals', async () => {
    const team = await readyTeam(t.app);
    const helper = await paidHelper(t);
    await connectHelper(t, helper);
    // Card through the platform, end to end: checkout and the provider's webhook.
    const byCard = await completedJob(t, team, helper);
    await payByCard(t, team, byCard.job.id);
    // Venmo, reported by the team and confirmed by the helper.
    const byVenmo = await completedJob(t, team, helper);
    expect(
      (
        await call(t.app, 'POST', `/api/jobs/${byVenmo.job.id}/payment-report`, team.cookie, {
          method: 'venmo',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call(t.app, 'POST', `/api/jobs/${byVenmo.job.id}/payment-confirmation`, helper.cookie, {}))
        .statusCode,
    ).toBe(200);
    // A free game spent in card checkout: the helper is still paid in full.
    await giveFreeGames(t, team.user.id, 1, 4000);
    const withCredit = await completedJob(t, team, helper);
    await payByCard(t, team, withCredit.job.id, { useFreeGame: true });
    const now = new Date();
    const refunded = await settledGame(t, team, helper, {
      jobDate: today,
      method: 'card',
      status: 'refunded',
      payCents: 5000,
      completedAt: now,
    });
    const lateFee = await settledGame(t, team, helper, {
      jobDate: today,
      method: 'paypal',
      payCents: 3000,
      completedAt: now,
      cancelledFee: 'late_cancel',
    });
    const unpaid = await completedJob(t, team, helper);

    const s = await earnings(helper.cookie);
    const line = (jobId: number) => s.lines.find((l) => l.jobId === jobId)!;
    expect(s.lines).toHaveLength(6);
    expect(line(byCard.job.id)).toMatchObject({
      method: 'card',
      throughPlatform: true,
      status: 'paid',
      amount: 75,
      platformFee: 7.5,
      paidOn: today,
    });
    expect(line(byVenmo.job.id)).toMatchObject({
      method: 'venmo',
      throughPlatform: false,
      status: 'paid',
      amount: 75,
      platformFee: 0,
    });
    expect(line(withCredit.job.id)).toMatchObject({ method: 'card', throughPlatform: true, amount: 75 });
    expect(line(refunded)).toMatchObject({ status: 'refunded', amount: 0 });
    expect(line(lateFee)).toMatchObject({
      kind: 'late_cancel',
      method: 'paypal',
      throughPlatform: false,
      amount: 30,
    });
    expect(line(unpaid.job.id)).toMatchObject({ status: 'unpaid', method: null, amount: 0 });
    expect(s.totals).toMatchObject({
      earned: 255,
      throughPlatform: 150,
      outsidePlatform: 105,
      platformFees: 15,
      refunded: 50,
      unpaidGames: 1,
    });
    expect(s.totals.byPayer).toEqual([{ label: line(byCard.job.id).payer, games: 4, amount: 255 }]);
    expect(s.totals.byMonth).toEqual([{ label: today.slice(0, 7), games: 4, amount: 255 }]);
    expect(s.tax.years).toEqual([{ year: today.slice(0, 4), card: 150, cardPayments: 2, notice: null }]);

    // The team's side: each payment's receipt, the platform fee and the credit used.
    const spendRes = await call(t.app, 'GET', `/api/users/me/spend?from=${today}&to=${today}`, team.cookie);
    expect(spendRes.statusCode, spendRes.body).toBe(200);
    expect(SpendStatementSchema.safeParse(spendRes.json()).success).toBe(true);
    const spend = spendRes.json() as SpendStatement;
    const [creditRow] = await t.database.db
      .select()
      .from(payments)
      .where(eq(payments.jobId, withCredit.job.id));
    const spent = spend.lines.find((l) => l.jobId === withCredit.job.id)!;
    expect(spent).toMatchObject({
      method: 'card',
      pay: 75,
      platformFee: 7.5,
      creditUsed: 40,
      charged: 42.5,
      receiptNumber: `SL-${String(creditRow!.id).padStart(6, '0')}`,
    });
    expect(spent.providerRef).toMatch(/^pi_/);
    expect(spend.totals).toMatchObject({
      pay: 255,
      platformFees: 15,
      creditsUsed: 40,
      charged: 230,
      refunded: 55,
    });
  });

  it('dates each game in its venue’s zone across a year boundary', async () => {
    const team = await readyTeam(t.app);
    const helper = await paidHelper(t);
    // 10:30 PM on New Year's Eve in Los Angeles is already January 1 in UTC.
    const westEve = await settledGame(t, team, helper, {
      jobDate: '2026-12-31',
      timeZone: 'America/Los_Angeles',
      method: 'venmo',
      completedAt: new Date('2027-01-01T06:30:00Z'),
    });
    // 00:30 on New Year's Day in New York is still December 31 in Los Angeles.
    const eastDay = await settledGame(t, team, helper, {
      jobDate: '2027-01-01',
      timeZone: 'America/New_York',
      method: 'venmo',
      completedAt: new Date('2027-01-01T05:30:00Z'),
    });
    const y2026 = await earnings(helper.cookie, '2026-01-01', '2026-12-31');
    expect(y2026.lines.map((l) => [l.jobId, l.gameDate, l.paidOn])).toEqual([
      [westEve, '2026-12-31', '2026-12-31'],
    ]);
    const y2027 = await earnings(helper.cookie, '2027-01-01', '2027-12-31');
    expect(y2027.lines.map((l) => [l.jobId, l.gameDate, l.paidOn])).toEqual([
      [eastDay, '2027-01-01', '2027-01-01'],
    ]);
    expect(y2027.totals.byMonth).toEqual([{ label: '2027-01', games: 1, amount: 60 }]);
  });

  it('warns when a year’s card earnings near the 1099-K threshold', async () => {
    const team = await readyTeam(t.app);
    const helper = await paidHelper(t);
    for (let i = 0; i < 4; i++)
      await settledGame(t, team, helper, {
        jobDate: `2026-0${i + 3}-10`,
        method: 'card',
        payCents: 420_000,
        completedAt: new Date(`2026-0${i + 3}-10T20:00:00Z`),
      });
    const s = await earnings(helper.cookie, '2026-01-01', '2026-12-31');
    expect(s.tax.years[0]).toMatchObject({ year: '2026', card: 16_800, cardPayments: 4 });
    expect(s.tax.years[0]!.notice).toMatch(/nearing the federal 1099-K threshold/);
    expect(s.tax.providerReports).toMatch(/Form 1099-K/);
  });
});

describe('statement ranges and access', () => {
  it('answers 400 with the one error body for bad ranges', async () => {
    const helper = await paidHelper(t);
    for (const q of [
      'from=2026-02-01&to=2026-01-31',
      'from=2025-01-01&to=2026-01-02',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-01-01',
      '',
    ]) {
      for (const path of [
        '/api/users/me/earnings',
        '/api/users/me/earnings.csv',
        '/api/users/me/earnings.pdf',
        '/api/users/me/spend',
      ]) {
        const res = await call(t.app, 'GET', `${path}?${q}`, helper.cookie);
        expect(res.statusCode, `${path}?${q}`).toBe(400);
        expect(res.json()).toMatchObject({ code: 'validation_error', message: expect.any(String) });
      }
    }
    const reversed = await call(
      t.app,
      'GET',
      '/api/users/me/earnings?from=2026-02-01&to=2026-01-31',
      helper.cookie,
    );
    expect(JSON.stringify(reversed.json())).toContain('The start date must be on or before the end date');
  });

  it('shows a statement to its owner, their guardian and admins only', async () => {
    const { teen, guardian } = await approvedTeen(t);
    const team = await readyTeam(t.app);
    const teenJob = await settledGame(t, team, teen, {
      jobDate: '2026-06-01',
      method: 'venmo',
      completedAt: new Date('2026-06-01T20:00:00Z'),
    });
    const path = `/api/users/${teen.user.id}/earnings?from=2026-06-01&to=2026-06-30`;

    const own = await earnings(teen.cookie, '2026-06-01', '2026-06-30');
    const byGuardian = await earnings(guardian.cookie, '2026-06-01', '2026-06-30', String(teen.user.id));
    const admin = await accountWithRole(t.app, t.database, 'admin');
    const byAdmin = await earnings(admin.cookie, '2026-06-01', '2026-06-30', String(teen.user.id));
    for (const s of [own, byGuardian, byAdmin]) {
      expect(s.lines.map((l) => l.jobId)).toEqual([teenJob]);
      expect(s.lines[0]).toMatchObject({ paidToGuardian: true, payee: s.guardian });
      expect(s.guardian).toBe(`${guardian.user.firstName} ${guardian.user.lastName}`);
    }

    const stranger = await paidHelper(t);
    for (const suffix of ['', '.csv', '.pdf']) {
      const url = path.replace('/earnings?', `/earnings${suffix}?`);
      const refused = await call(t.app, 'GET', url, stranger.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'forbidden' });
      expect(refused.body).not.toContain(String(teenJob));
      expect((await call(t.app, 'GET', url, team.cookie)).statusCode).toBe(403);
      expect((await call(t.app, 'GET', url, '')).statusCode).toBe(401);
    }
  });
});

describe('a director’s tournament spend', () => {
  it('lists the tournament’s games only, for its own director', async () => {
    const d = await director(t.app);
    const [org] = await t.database.db.select().from(teamProfiles).where(eq(teamProfiles.userId, d.id));
    const asTeam = { user: { id: d.id }, cookie: d.cookie, teamId: org!.id } as Parameters<
      typeof settledGame
    >[1];
    const helper = await paidHelper(t);
    const inTournament = await settledGame(t, asTeam, helper, {
      jobDate: '2026-07-11',
      method: 'card',
      completedAt: new Date('2026-07-11T20:00:00Z'),
    });
    await settledGame(t, asTeam, helper, { jobDate: '2026-07-12', method: 'venmo', completedAt: new Date() });
    const [game] = await t.database.db
      .select()
      .from(tournamentGames)
      .where(eq(tournamentGames.tournamentId, d.tournamentId));
    await t.database.db
      .update(tournamentGames)
      .set({ jobId: inTournament })
      .where(eq(tournamentGames.id, game!.id));

    const res = await call(t.app, 'GET', `/api/tournaments/${d.tournamentId}/spend`, d.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const spend = res.json() as SpendStatement;
    expect(spend.tournament).toBe(d.form.tournamentName);
    expect(spend.lines.map((l) => l.jobId)).toEqual([inTournament]);
    expect(spend.totals).toMatchObject({ pay: 60, platformFees: 6, charged: 66 });

    const other = await director(t.app);
    const refused = await call(t.app, 'GET', `/api/tournaments/${d.tournamentId}/spend.pdf`, other.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'tournament_not_found' });
  });
});
