import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestClock } from 'pg-boss';
import { jobStartsAt } from '@sideline/shared';
import { applications, jobs } from '../../db/schema/index.js';
import { call, type TestApp } from '../../../test/test-app.js';
import { applyTo, dayFromToday, helperAccount, postJob, readyTeam } from '../../../test/marketplace.js';
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

const decide = (cookie: string, id: number, status: 'accepted' | 'rejected') =>
  call(t.app, 'PUT', `/api/applications/${id}/status`, cookie, { status });
const statusOf = async (id: number) =>
  (await t.database.db.select().from(applications).where(eq(applications.id, id)))[0]!.status;

describe('opening a job to standby applicants', () => {
  it('is offered only after a missed reconfirmation; releases the helper and brings back the turned-away', async () => {
    const team = await readyTeam(t.app);
    const [booked, standbyA, standbyB, refused] = [
      await helperAccount(t.app),
      await helperAccount(t.app),
      await helperAccount(t.app),
      await helperAccount(t.app),
    ];
    const job = await postJob(t.app, team.cookie, { jobDate: dayFromToday(8) });
    const startsAt = jobStartsAt(job.jobDate, job.startTime, job.timeZone);
    const refusedApp = await applyTo(t.app, refused.cookie, job.id);
    expect((await decide(team.cookie, refusedApp.id, 'rejected')).statusCode).toBe(200);
    const bookedApp = await applyTo(t.app, booked.cookie, job.id);
    const standby = [
      await applyTo(t.app, standbyA.cookie, job.id),
      await applyTo(t.app, standbyB.cookie, job.id),
    ];
    expect((await decide(team.cookie, bookedApp.id, 'accepted')).statusCode).toBe(200);

    const reopen = (cookie = team.cookie) => call(t.app, 'POST', `/api/jobs/${job.id}/reopen`, cookie);
    const confirmation = async () =>
      (await call(t.app, 'GET', `/api/jobs/${job.id}/confirmation`, team.cookie)).json();

    // Before the reminder, and while the helper still has time to answer: refused.
    await clock.setTime(shift(startsAt, -hours(30)));
    expect((await reopen()).json()).toMatchObject({ code: 'reconfirmation_pending' });
    await clock.setTime(shift(startsAt, -hours(24)));
    await runSweep(t, 'game-reminders');
    expect(await confirmation()).toEqual({ status: 'awaiting', confirmedAt: null });
    const early = await reopen();
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('reconfirmation_pending');

    // 12 hours before, still no answer: the team is warned and the job page says so.
    await clock.setTime(shift(startsAt, -hours(12)));
    await runSweep(t, 'game-reminders');
    expect(await mails(t, team.user.email, 'reconfirm_missing')).toHaveLength(1);
    expect(await confirmation()).toEqual({ status: 'unconfirmed', confirmedAt: null });
    expect((await reopen(booked.cookie)).statusCode).toBe(403);

    const res = await reopen();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      jobId: job.id,
      standbyApplicants: 2,
      message: 'The job is open again, and 2 standby applicants are back under Manage Applications.',
    });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row).toMatchObject({ status: 'open', helperId: null });
    expect(await statusOf(bookedApp.id)).toBe('rejected');
    expect(await Promise.all(standby.map((a) => statusOf(a.id)))).toEqual(['pending', 'pending']);
    expect(await statusOf(refusedApp.id)).toBe('rejected');
    expect(await mails(t, booked.user.email, 'application_released')).toHaveLength(1);
    expect(await mails(t, standbyA.user.email, 'application_standby')).toHaveLength(1);
    expect(await mails(t, refused.user.email, 'application_standby')).toHaveLength(0);
    expect((await reopen()).json()).toMatchObject({ code: 'invalid_transition' });

    // The released helper cannot slip back in; a standby is accepted and reminded at once.
    const again = await call(t.app, 'POST', '/api/applications', booked.cookie, { jobId: job.id });
    expect(again.json().code).toBe('already_applied');
    expect((await decide(team.cookie, standby[0]!.id, 'accepted')).statusCode).toBe(200);
    expect(await statusOf(standby[1]!.id)).toBe('rejected');
    await runSweep(t, 'game-reminders');
    expect(await mails(t, standbyA.user.email, 'game_reminder')).toHaveLength(1);
    expect(await confirmation()).toEqual({ status: 'awaiting', confirmedAt: null });
  });

  it('is refused once the helper has confirmed, and once the game has started', async () => {
    const { team, helper, job, startsAt } = await assignedJob(t, { jobDate: dayFromToday(9) });
    await clock.setTime(shift(startsAt, -hours(24)));
    await runSweep(t, 'game-reminders');
    await clock.setTime(shift(startsAt, -hours(12)));
    await runSweep(t, 'game-reminders');
    await clock.setTime(shift(startsAt, 60_000));
    const late = await call(t.app, 'POST', `/api/jobs/${job.id}/reopen`, team.cookie);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('game_started');

    await clock.setTime(shift(startsAt, -hours(11)));
    const confirmed = await call(t.app, 'POST', `/api/jobs/${job.id}/confirmation`, helper.cookie);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed' });
    const res = await call(t.app, 'POST', `/api/jobs/${job.id}/reopen`, team.cookie);
    expect(res.json().code).toBe('reconfirmation_pending');
  });
});

describe("the job page's I'll be there", () => {
  it('confirms for the booked helper once reminded; nobody else can', async () => {
    const { team, helper, job, startsAt } = await assignedJob(t, { jobDate: dayFromToday(10) });
    const confirm = (cookie: string) => call(t.app, 'POST', `/api/jobs/${job.id}/confirmation`, cookie);
    await clock.setTime(shift(startsAt, -hours(30)));
    const early = await confirm(helper.cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('not_reminded');

    await clock.setTime(shift(startsAt, -hours(24)));
    await runSweep(t, 'game-reminders');
    expect((await confirm(team.cookie)).statusCode).toBe(403);
    const stranger = await helperAccount(t.app);
    expect((await confirm(stranger.cookie)).statusCode).toBe(403);
    const res = await confirm(helper.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed' });
    const seen = await call(t.app, 'GET', `/api/jobs/${job.id}/confirmation`, team.cookie);
    expect(seen.json().status).toBe('confirmed');
    // A second tap changes nothing.
    expect((await confirm(helper.cookie)).json().confirmedAt).toBe(res.json().confirmedAt);
  });
});
