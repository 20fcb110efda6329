import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClock } from 'pg-boss';
import { ApplicationSchema, applicationWindowEndsAt, jobStartsAt, JobDetailSchema } from '@sideline/shared';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  applyTo,
  dayFromToday,
  helperAccount,
  postJob,
  readyTeam,
  TAMPA,
  venueWallClock,
} from '../../../test/marketplace.js';

/**
 * The fair application window (decision 25) through the real app and database, on the queue's test
 * clock: a new job gathers applications, the team can't book until it closes, then sees the ones it
 * gathered ranked by the stated formula and later ones first come, first served.
 */
let t: TestApp;
let clock: TestClock;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

beforeAll(async () => {
  clock = new TestClock(new Date());
  t = await createTestApp({ registerRateLimit: 1000, applicationWindowMinutes: 120 }, { clock });
});
afterAll(() => t.close());

const detailOf = async (jobId: number, cookie: string) => {
  const res = await call(t.app, 'GET', `/api/jobs/${jobId}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return JobDetailSchema.parse(res.json());
};
const decide = (applicationId: number, cookie: string, status: 'accepted' | 'rejected') =>
  call(t.app, 'PUT', `/api/applications/${applicationId}/status`, cookie, { status });

/** The venue's wall clock (Tampa) `ms` from the test clock's now: a game that near. */
const gameIn = (ms: number) => venueWallClock(new Date(clock.now() + ms), TAMPA);

describe('the window set at posting', () => {
  it('is two hours for a game days away, and answered in the job JSON to anyone', async () => {
    const team = await readyTeam(t.app);
    const posted = new Date(clock.now());
    const job = await postJob(t.app, team.cookie, { jobDate: dayFromToday(6) });
    expect(job.applicationWindowEndsAt).toBe(new Date(posted.getTime() + 2 * HOUR).toISOString());
    const anonymous = await call(t.app, 'GET', `/api/jobs/${job.id}`);
    expect(anonymous.json().applicationWindowEndsAt).toBe(job.applicationWindowEndsAt);
    const search = await call(t.app, 'GET', '/api/jobs?zipCode=33602&radius=25&limit=50');
    const listed = search.json().find((j: { id: number }) => j.id === job.id);
    expect(listed.applicationWindowEndsAt).toBe(job.applicationWindowEndsAt);
  });

  it('is a quarter of the time left when the game is under eight hours away', async () => {
    const team = await readyTeam(t.app);
    const game = gameIn(4 * HOUR + 30 * MINUTE);
    const posted = new Date(clock.now());
    const job = await postJob(t.app, team.cookie, {
      ...game,
      endTime: gameIn(5 * HOUR + 30 * MINUTE).startTime,
    });
    const expected = applicationWindowEndsAt(posted, jobStartsAt(game.jobDate, game.startTime, TAMPA), 120);
    expect(job.applicationWindowEndsAt).toBe(expected.toISOString());
    const length = Date.parse(job.applicationWindowEndsAt) - posted.getTime();
    expect(length).toBeGreaterThan(HOUR);
    expect(length).toBeLessThan(2 * HOUR);
  });
});

describe('while the job gathers applications', () => {
  it('refuses to book, allows a rejection, and lists by arrival with no places', async () => {
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie, { jobDate: dayFromToday(7) });
    const first = await helperAccount(t.app);
    const second = await helperAccount(t.app);
    const a = await applyTo(t.app, first.cookie, job.id);
    await clock.setTime(new Date(clock.now() + MINUTE));
    const b = await applyTo(t.app, second.cookie, job.id);

    const early = await decide(a.id, team.cookie, 'accepted');
    expect(early.statusCode, early.body).toBe(409);
    expect(early.json().code).toBe('application_window_open');
    expect(early.json().message).toMatch(/gathering applications until \d{1,2}:\d{2}\s[AP]M\sE[DS]T/);

    const detail = await detailOf(job.id, team.cookie);
    expect(detail.status).toBe('open');
    expect(detail.applications.map((x) => x.id)).toEqual([a.id, b.id]);
    expect(detail.applications.every((x) => x.placing === null && typeof x.score === 'number')).toBe(true);

    const rejected = await decide(b.id, team.cookie, 'rejected');
    expect(rejected.statusCode, rejected.body).toBe(200);
  });
});

describe('once the window closes', () => {
  it('ranks what it gathered by the formula, lists later ones by arrival, and books anyone', async () => {
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie, { jobDate: dayFromToday(8), hourlyRate: 30 });
    // Far away and asking more: applies first, ranks last.
    const far = await helperAccount(t.app, { zipCode: '90210' });
    const near = await helperAccount(t.app);
    const pricey = await helperAccount(t.app);
    const late = await helperAccount(t.app);
    const farApp = await applyTo(t.app, far.cookie, job.id, { proposedRate: 45 });
    const pricyApp = await applyTo(t.app, pricey.cookie, job.id, { proposedRate: 40 });
    const nearApp = await applyTo(t.app, near.cookie, job.id);

    await clock.setTime(new Date(Date.parse(job.applicationWindowEndsAt) + MINUTE));
    const lateApp = await applyTo(t.app, late.cookie, job.id);

    const detail = await detailOf(job.id, team.cookie);
    expect(detail.applications.map((x) => x.id)).toEqual([nearApp.id, pricyApp.id, farApp.id, lateApp.id]);
    expect(detail.applications.map((x) => x.placing)).toEqual([
      { place: 1, of: 3 },
      { place: 2, of: 3 },
      { place: 3, of: 3 },
      { place: null, of: 3 },
    ]);
    // New helpers (4 stars, 90%): at the venue asking the offered rate is 32 + 27 + 20 + 10.
    expect(detail.applications[0]!.score).toBe(89);
    expect(detail.applications[0]!.distanceMiles).toBe(0);
    expect(detail.applications[2]!.distanceMiles).toBeGreaterThan(2000);

    // The team's list of all its applications carries the same order and places.
    const list = await call(t.app, 'GET', `/api/applications/team/${team.teamId}`, team.cookie);
    const mine = ApplicationSchema.array()
      .parse(list.json())
      .filter((x) => x.jobId === job.id);
    expect(mine.map((x) => x.id)).toEqual([nearApp.id, pricyApp.id, farApp.id, lateApp.id]);

    // Ranking advises; the team may still choose anyone, the last-placed included.
    const booked = await decide(farApp.id, team.cookie, 'accepted');
    expect(booked.statusCode, booked.body).toBe(200);
    expect((await detailOf(job.id, team.cookie)).helperId).toBe(far.helperId);
  });

  it('is first come, first served when the window gathered no one', async () => {
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie, { jobDate: dayFromToday(9) });
    await clock.setTime(new Date(Date.parse(job.applicationWindowEndsAt) + MINUTE));
    const helper = await helperAccount(t.app);
    const app = await applyTo(t.app, helper.cookie, job.id);
    const detail = await detailOf(job.id, team.cookie);
    expect(detail.applications[0]!.placing).toEqual({ place: null, of: 0 });
    expect((await decide(app.id, team.cookie, 'accepted')).statusCode).toBe(200);
  });
});

describe('the test control that moves a window', () => {
  it('is not there without TEST_CONTROLS', async () => {
    const res = await call(t.app, 'PUT', '/api/test/jobs/1/application-window', undefined, {
      endsAt: new Date().toISOString(),
    });
    expect(res.statusCode).toBe(404);
  });

  it('opens and closes a job’s window with TEST_CONTROLS', async () => {
    const controlled = await createTestApp({ testControls: true, registerRateLimit: 1000 });
    try {
      const team = await readyTeam(controlled.app);
      const helper = await helperAccount(controlled.app);
      const job = await postJob(controlled.app, team.cookie);
      const application = await applyTo(controlled.app, helper.cookie, job.id);
      const later = new Date(Date.now() + HOUR).toISOString();
      const open = await call(
        controlled.app,
        'PUT',
        `/api/test/jobs/${job.id}/application-window`,
        undefined,
        {
          endsAt: later,
        },
      );
      expect(open.statusCode, open.body).toBe(200);
      const refused = await call(
        controlled.app,
        'PUT',
        `/api/applications/${application.id}/status`,
        team.cookie,
        {
          status: 'accepted',
        },
      );
      expect(refused.json().code).toBe('application_window_open');
      await call(controlled.app, 'PUT', `/api/test/jobs/${job.id}/application-window`, undefined, {
        endsAt: new Date().toISOString(),
      });
      const booked = await call(
        controlled.app,
        'PUT',
        `/api/applications/${application.id}/status`,
        team.cookie,
        {
          status: 'accepted',
        },
      );
      expect(booked.statusCode, booked.body).toBe(200);
      const missing = await call(
        controlled.app,
        'PUT',
        '/api/test/jobs/999999/application-window',
        undefined,
        {
          endsAt: later,
        },
      );
      expect(missing.statusCode).toBe(404);
    } finally {
      await controlled.close();
    }
  });
});
