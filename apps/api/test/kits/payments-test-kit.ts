import type { RegisterBody } from '@sideline/shared';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { credits, jobs, users } from '../../src/db/schema/index.js';
import { call, type TestApp } from '../test-app.js';
import { applyTo, dayFromToday, helperAccount, jobBody, postJob, readyTeam } from '../marketplace.js';

export type Team = Awaited<ReturnType<typeof readyTeam>>;
export type Helper = Awaited<ReturnType<typeof helperAccount>>;

/** A helper whose one Venmo handle is set (users.venmo_username). */
export async function paidHelper(t: TestApp, venmo: string | null = '@sam-scores') {
  const helper = await helperAccount(t.app);
  await t.database.db.update(users).set({ venmoUsername: venmo }).where(eq(users.id, helper.user.id));
  return helper;
}

/** A job played today, the helper accepted and the job marked complete, all through the API. */
export async function completedJob(
  t: TestApp,
  team?: Team,
  helper?: Helper,
  overrides: Partial<RegisterBody> = {},
) {
  const owner = team ?? (await readyTeam(t.app, overrides));
  const worker = helper ?? (await paidHelper(t));
  const job = await postJob(t.app, owner.cookie, { jobDate: dayFromToday(0) });
  const application = await applyTo(t.app, worker.cookie, job.id);
  const accepted = await call(t.app, 'PUT', `/api/applications/${application.id}/status`, owner.cookie, {
    status: 'accepted',
  });
  if (accepted.statusCode !== 200) throw new Error(`accept ${accepted.statusCode}: ${accepted.body}`);
  const done = await call(t.app, 'POST', `/api/jobs/${job.id}/complete`, owner.cookie);
  if (done.statusCode !== 200) throw new Error(`complete ${done.statusCode}: ${done.body}`);
  return { team: owner, helper: worker, job };
}

/**
 * Many completed jobs of one team for one helper, inserted directly (the race tests need dozens;
 * the API path for one job is covered by completedJob).
 */
export async function completedJobsFast(
  t: TestApp,
  team: Team,
  helper: Helper,
  n: number,
  game: { payCents: number; minutes: number } = { payCents: 6000, minutes: 120 },
) {
  const body = jobBody();
  const rows = await t.database.db
    .insert(jobs)
    .values(
      Array.from({ length: n }, (_, i) => ({
        teamId: team.teamId,
        helperId: helper.helperId,
        title: `${body.title} #${i + 1}`,
        description: body.description,
        jobType: body.jobType,
        jobDate: dayFromToday(0),
        startTime: '09:00',
        endTime: `${String(9 + Math.floor(game.minutes / 60)).padStart(2, '0')}:${String(game.minutes % 60).padStart(2, '0')}`,
        durationMinutes: game.minutes,
        hourlyRateCents: Math.round((game.payCents * 60) / game.minutes),
        totalPayCents: game.payCents,
        location: body.location,
        zipCode: body.zipCode,
        status: 'completed' as const,
        completedAt: new Date(),
      })),
    )
    .returning({ id: jobs.id });
  return rows.map((r) => r.id);
}

export async function userRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** Self-reported money earns nothing (decision 6): the team's counters and ledger untouched. */
export async function expectNothingEarned(t: TestApp, userId: number) {
  expect(await userRow(t, userId)).toMatchObject({
    paidGamesCompleted: 0,
    hasCompletedFirstPaidGame: false,
    freeGamesRemaining: 0,
  });
  expect(await t.database.db.select().from(credits).where(eq(credits.userId, userId))).toEqual([]);
}

let grantCounter = 0;
/**
 * Free games for a user, as loyalty credits in the ledger with the cached sum kept in step, each
 * worth `valueCents` (by default the whole default cap, as if earned on large games).
 */
export async function giveFreeGames(t: TestApp, userId: number, n = 1, valueCents = 6000) {
  for (let i = 0; i < n; i++) {
    await t.database.db.insert(credits).values({
      userId,
      reason: 'loyalty',
      delta: 1,
      valueCents,
      grantKey: `test:${userId}:${++grantCounter}`,
    });
  }
  await t.database.db
    .update(users)
    .set({ freeGamesRemaining: sql`${users.freeGamesRemaining} + ${n}` })
    .where(eq(users.id, userId));
}
