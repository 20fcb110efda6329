import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestClock } from 'pg-boss';
import { ApplicationSchema, HelperProfileSchema, TeamProfileSchema } from '@sideline/shared';
import { gameReminders, jobs, payments } from '../../db/schema/index.js';
import { call, type TestApp } from '../../../test/test-app.js';
import { applyTo, helperAccount, postJob, venueWallClock } from '../../../test/marketplace.js';
import { assignedJob, createClockedApp } from '../../../test/kits/scheduled-test-kit.js';
import { helperReliability } from './reliability.service.js';

/** Late cancellations, completions and on-time payments, as profiles, cards and applications answer them. */
let t: TestApp;
let clock: TestClock;
const HOUR = 3_600_000;
const at = (base: Date, hours: number) => new Date(base.getTime() + hours * HOUR);

beforeAll(async () => {
  ({ t, clock } = await createClockedApp());
});
afterAll(() => t.close());

const teamReliability = async (teamId: number) =>
  TeamProfileSchema.parse((await call(t.app, 'GET', `/api/team-profiles/${teamId}`)).json()).reliability;

describe("a team's reliability", () => {
  it('counts a booked job cancelled within 24 hours, not one cancelled earlier', async () => {
    const early = await assignedJob(t);
    // The game is 5 days away: cancelling it is free (the cancel reads the wall clock).
    const cancelled = await call(t.app, 'POST', `/api/jobs/${early.job.id}/cancel`, early.team.cookie, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await teamReliability(early.team.teamId)).toMatchObject({ booked: 0, lateCancels: 0 });

    const late = await assignedJob(t);
    // The game is moved (in the database) to start in 3 hours: cancelling it now is late.
    const soon = venueWallClock(new Date(Date.now() + 3 * HOUR), late.job.timeZone);
    await t.database.db
      .update(jobs)
      .set({ jobDate: soon.jobDate, startTime: soon.startTime })
      .where(eq(jobs.id, late.job.id));
    await call(t.app, 'POST', `/api/jobs/${late.job.id}/cancel`, late.team.cookie, {});
    expect(await teamReliability(late.team.teamId)).toMatchObject({
      booked: 1,
      lateCancels: 1,
      completed: 0,
    });
  });

  it('counts completed games and payments made within 48 hours of completion', async () => {
    const { team, helper, job, startsAt } = await assignedJob(t);
    await t.database.db
      .update(jobs)
      .set({ status: 'completed', completedAt: at(startsAt, 3) })
      .where(eq(jobs.id, job.id));
    await clock.setTime(at(startsAt, 10));
    expect(await teamReliability(team.teamId)).toMatchObject({ completed: 1, paymentsDue: 0, paidOnTime: 0 });
    await clock.setTime(at(startsAt, 60));
    expect(await teamReliability(team.teamId)).toMatchObject({ completed: 1, paymentsDue: 1, paidOnTime: 0 });
    await t.database.db.insert(payments).values({
      jobId: job.id,
      payerId: team.user.id,
      payeeId: helper.user.id,
      method: 'venmo',
      payCents: 7500,
      platformFeeCents: 0,
      totalCents: 7500,
      status: 'pending',
      reportedAt: at(startsAt, 20),
    });
    expect(await teamReliability(team.teamId)).toMatchObject({ booked: 1, paymentsDue: 1, paidOnTime: 1 });
    const helperProfile = HelperProfileSchema.parse(
      (await call(t.app, 'GET', `/api/helper-profiles/${helper.helperId}`)).json(),
    );
    expect(helperProfile.reliability).toMatchObject({ booked: 1, completed: 1, noShows: 0 });
  });
});

describe("a helper's late cancellations and reconfirmations", () => {
  it('counts being released for a missed reconfirmation, and the reminders answered', async () => {
    const { team, helper, job, startsAt } = await assignedJob(t);
    const other = await assignedJob(t);
    // The reminder went out and the team was warned at 12 hours; the first was never answered.
    await t.database.db.insert(gameReminders).values([
      {
        jobId: job.id,
        helperId: helper.helperId,
        startsAt,
        tokenHash: `reliability-${job.id}`,
        remindedAt: at(startsAt, -24),
        teamWarnedAt: at(startsAt, -12),
      },
      {
        jobId: other.job.id,
        helperId: helper.helperId,
        startsAt: other.startsAt,
        tokenHash: `reliability-${other.job.id}`,
        remindedAt: at(other.startsAt, -24),
        confirmedAt: at(other.startsAt, -20),
      },
    ]);
    await clock.setTime(at(startsAt, -11));
    const reopened = await call(t.app, 'POST', `/api/jobs/${job.id}/reopen`, team.cookie);
    expect(reopened.statusCode, reopened.body).toBe(200);
    await clock.setTime(at(startsAt, 1));
    const profile = HelperProfileSchema.parse(
      (await call(t.app, 'GET', `/api/helper-profiles/${helper.helperId}`)).json(),
    );
    expect(profile.reliability).toMatchObject({ booked: 1, lateCancels: 1, reminded: 2, reconfirmed: 1 });
  });
});

describe('lists', () => {
  it("answers each applicant's and each card's reliability", async () => {
    const { team, helper, startsAt, job } = await assignedJob(t);
    await t.database.db
      .update(jobs)
      .set({ status: 'paid', completedAt: startsAt })
      .where(eq(jobs.id, job.id));
    const newcomer = await helperAccount(t.app);
    const next = await postJob(t.app, team.cookie);
    await applyTo(t.app, helper.cookie, next.id);
    await applyTo(t.app, newcomer.cookie, next.id);
    const list = await call(t.app, 'GET', `/api/applications/team/${team.teamId}`, team.cookie);
    expect(list.statusCode, list.body).toBe(200);
    const apps = (list.json() as unknown[]).map((a) => ApplicationSchema.parse(a));
    const byHelper = new Map(apps.map((a) => [a.helperId, a.helper.reliability]));
    expect(byHelper.get(helper.helperId)).toMatchObject({ booked: 1, completed: 1 });
    expect(byHelper.get(newcomer.helperId)).toMatchObject({ booked: 0 });

    const cards = await call(t.app, 'GET', '/api/helper-profiles?zipCode=33602&radius=50&limit=100');
    const found = (cards.json() as unknown[])
      .map((c) => HelperProfileSchema.parse(c))
      .find((c) => c.id === helper.helperId);
    expect(found?.reliability).toMatchObject({ booked: 1, completed: 1 });
  });

  it('counts a page of helpers in one statement', async () => {
    const a = await helperAccount(t.app);
    const b = await helperAccount(t.app);
    const counts = await helperReliability(t.database.db, [a.helperId, b.helperId, a.helperId], new Date());
    expect([...counts.keys()].sort()).toEqual([a.helperId, b.helperId].sort());
    expect(await helperReliability(t.database.db, [], new Date())).toEqual(new Map());
  });
});
