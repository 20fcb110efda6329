import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClock } from 'pg-boss';
import { jobStartsAt } from '@sideline/shared';
import { call, type TestApp } from '../../../test/test-app.js';
import { dayFromToday, jobBody, postJob, readyTeam, venueWallClock } from '../../../test/marketplace.js';
import {
  assignedJob,
  createClockedApp,
  hours,
  mails,
  runSweep,
  shift,
} from '../../../test/kits/scheduled-test-kit.js';

let t: TestApp;
let clock: TestClock;
beforeAll(async () => {
  ({ t, clock } = await createClockedApp());
});
afterAll(() => t.close());

const LA = 'America/Los_Angeles';
const PACIFIC = { zipCode: '90210', location: 'Roxbury Park, Beverly Hills, CA' };

describe("a job's venue time zone", () => {
  it('comes from the ZIP on post and on edit, and every job answer carries it', async () => {
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie, PACIFIC);
    expect(job.timeZone).toBe(LA);
    const moved = await call(
      t.app,
      'PUT',
      `/api/jobs/${job.id}`,
      team.cookie,
      jobBody({ zipCode: '85001', location: 'Phoenix, AZ' }),
    );
    expect(moved.json().timeZone).toBe('America/Phoenix');
    const listed = await call(t.app, 'GET', `/api/jobs/team/${team.teamId}`, team.cookie);
    expect(listed.json().map((j: { timeZone: string }) => j.timeZone)).toEqual(['America/Phoenix']);
  });

  it('keeps a Pacific job open until its own start, not the Eastern reading of it', async () => {
    const team = await readyTeam(t.app);
    // An hour from now in Los Angeles: read in New York that wall time was two hours ago.
    const game = venueWallClock(shift(new Date(), hours(1)), LA);
    const job = await postJob(t.app, team.cookie, { ...PACIFIC, ...game, endTime: '23:59' });
    const listed = async () =>
      (await call(t.app, 'GET', '/api/jobs?status=open&limit=50&zipCode=90210&radius=5'))
        .json()
        .some((j: { id: number }) => j.id === job.id);
    expect(await listed()).toBe(true);
    expect((await call(t.app, 'GET', `/api/jobs/${job.id}`, team.cookie)).json().expired).toBe(false);

    const startsAt = jobStartsAt(game.jobDate, game.startTime, LA);
    await clock.setTime(jobStartsAt(game.jobDate, game.startTime, 'America/New_York'));
    await runSweep(t, 'job-expiry');
    expect(await mails(t, team.user.email, 'job_expired')).toHaveLength(0);
    await clock.setTime(startsAt);
    await runSweep(t, 'job-expiry');
    const [notice] = await mails(t, team.user.email, 'job_expired');
    expect(notice!.textBody).toContain(`at ${game.startTime} P`);
  });
});

describe('game-day reminders in the venue zone', () => {
  it('says "today" for a 6 PM game reminded at 5:26 AM that day', async () => {
    const jobDate = dayFromToday(4);
    const { helper, startsAt } = await assignedJob(t, {
      ...PACIFIC,
      jobDate,
      startTime: '18:00',
      endTime: '20:00',
    });
    await clock.setTime(jobStartsAt(jobDate, '05:26', LA));
    await runSweep(t, 'game-reminders');
    const [reminder] = await mails(t, helper.user.email, 'game_reminder');
    expect(reminder!.subject).toMatch(/^Game day today: /);
    expect(reminder!.textBody).toMatch(/6:00 PM P[SD]T/);
    expect(startsAt).toEqual(jobStartsAt(jobDate, '18:00', LA));
  });

  it('says "tomorrow" for a game reminded the evening before', async () => {
    const jobDate = dayFromToday(5);
    const { helper, startsAt } = await assignedJob(t, {
      ...PACIFIC,
      jobDate,
      startTime: '09:00',
      endTime: '11:00',
    });
    await clock.setTime(shift(startsAt, -hours(14)));
    await runSweep(t, 'game-reminders');
    const [reminder] = await mails(t, helper.user.email, 'game_reminder');
    expect(reminder!.subject).toMatch(/^Game day tomorrow: /);
  });

  it('reminds an Arizona game 24 hours before across the daylight-saving change', async () => {
    // Clocks spring forward on 14 March 2027 everywhere but Arizona, which stays on MST (UTC-7).
    const { helper, job } = await assignedJob(t, {
      zipCode: '85001',
      location: 'Phoenix, AZ',
      jobDate: '2027-03-14',
      startTime: '18:00',
      endTime: '20:00',
    });
    expect(job.timeZone).toBe('America/Phoenix');
    const startsAt = new Date('2027-03-15T01:00:00Z');
    await clock.setTime(shift(startsAt, -hours(24) - 60_000));
    await runSweep(t, 'game-reminders');
    expect(await mails(t, helper.user.email, 'game_reminder')).toHaveLength(0);
    await clock.setTime(shift(startsAt, -hours(24)));
    await runSweep(t, 'game-reminders');
    const [reminder] = await mails(t, helper.user.email, 'game_reminder');
    expect(reminder!.subject).toMatch(/^Game day tomorrow: /);
    expect(reminder!.textBody).toContain('Sunday, March 14 at 6:00 PM MST');
  });
});
