import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { applications, jobReschedules, jobs, messages } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { wallTimeToUtc } from '@sideline/shared';
import {
  applyTo,
  dayFromToday,
  helperAccount,
  postJob,
  readyTeam,
  TAMPA,
} from '../../../test/marketplace.js';
import { parseCalendar } from '../../../test/kits/calendar-test-kit.js';
import { approvedTeen } from '../../../test/kits/guardian-test-kit.js';

/** Decision 0045: a rained-out game moved to a new time, its booked helper asked first. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

type Account = Awaited<ReturnType<typeof helperAccount>>;

/** A job `days` away with `helper` booked; `others` applied too (turned away at the accept). */
async function bookedJob(helper: Account, others: Account[] = [], days = 5) {
  const team = await readyTeam(t.app);
  const job = await postJob(t.app, team.cookie, { jobDate: dayFromToday(days) });
  const booking = await applyTo(t.app, helper.cookie, job.id);
  const standby = [];
  for (const other of others) standby.push(await applyTo(t.app, other.cookie, job.id));
  const res = await call(t.app, 'PUT', `/api/applications/${booking.id}/status`, team.cookie, {
    status: 'accepted',
  });
  expect(res.statusCode, res.body).toBe(200);
  return { team, job, booking, standby };
}

const NEW_TIME = { jobDate: dayFromToday(9), startTime: '18:00', endTime: '21:00' };
const propose = (cookie: string, jobId: number, body: object = NEW_TIME) =>
  call(t.app, 'POST', `/api/jobs/${jobId}/reschedule`, cookie, body);
const answer = (cookie: string, jobId: number, what: 'accept' | 'decline' | 'withdraw') =>
  call(t.app, 'POST', `/api/jobs/${jobId}/reschedule/${what}`, cookie);
const jobRow = async (id: number) => (await t.database.db.select().from(jobs).where(eq(jobs.id, id)))[0]!;
const appStatus = async (id: number) =>
  (await t.database.db.select().from(applications).where(eq(applications.id, id)))[0]!.status;
const messagesBetween = (from: number, to: number, jobId: number) =>
  t.database.db
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, from), eq(messages.recipientId, to), eq(messages.jobId, jobId)));

describe('the team asks to move a booked game', () => {
  it('refuses bad input with 400s and anyone but the owner with 403, changing nothing', async () => {
    const helper = await helperAccount(t.app);
    const { team, job } = await bookedJob(helper);
    const stranger = await readyTeam(t.app);
    const cases: Array<[object, number, string]> = [
      [{}, 400, 'validation_error'],
      [{ ...NEW_TIME, jobDate: '2026-02-30' }, 400, 'validation_error'],
      [{ ...NEW_TIME, startTime: '25:00' }, 400, 'validation_error'],
      [{ ...NEW_TIME, endTime: NEW_TIME.startTime }, 400, 'validation_error'],
      [{ ...NEW_TIME, note: 'x'.repeat(501) }, 400, 'validation_error'],
      [{ ...NEW_TIME, jobDate: dayFromToday(-1) }, 400, 'past_date'],
      [{ jobDate: job.jobDate, startTime: job.startTime, endTime: job.endTime }, 400, 'reschedule_unchanged'],
    ];
    for (const [body, status, code] of cases) {
      const res = await propose(team.cookie, job.id, body);
      expect([res.statusCode, res.json().code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect((await propose(helper.cookie, job.id)).statusCode).toBe(403);
    expect((await propose(stranger.cookie, job.id)).statusCode).toBe(403);
    expect((await propose(team.cookie, 999_999)).statusCode).toBe(404);
    expect((await jobRow(job.id)).status).toBe('assigned');
    expect(await t.database.db.select().from(jobReschedules).where(eq(jobReschedules.jobId, job.id))).toEqual(
      [],
    );

    // An open job has nobody to ask.
    const open = await postJob(t.app, team.cookie);
    const res = await propose(team.cookie, open.id);
    expect([res.statusCode, res.json().code]).toEqual([409, 'invalid_transition']);
  });

  it('asks the helper first; accepted, the game moves to the new time and stays booked', async () => {
    const helper = await helperAccount(t.app);
    const other = await helperAccount(t.app);
    const { team, job, booking, standby } = await bookedJob(helper, [other]);
    const res = await propose(team.cookie, job.id, { ...NEW_TIME, note: 'Field is flooded' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'rescheduling',
      jobDate: job.jobDate,
      reschedule: { ...NEW_TIME, durationMinutes: 180, note: 'Field is flooded' },
    });
    // Asked by a message in the job's conversation; only the two sides see the proposal.
    const asked = await messagesBetween(team.user.id, helper.user.id, job.id);
    expect(asked.at(-1)?.content).toContain(`to ${NEW_TIME.jobDate} at 6:00 PM`);
    const helperView = (await call(t.app, 'GET', `/api/jobs/${job.id}`, helper.cookie)).json();
    expect(helperView).toMatchObject({ viewer: 'assigned-helper', reschedule: NEW_TIME });
    expect((await call(t.app, 'GET', `/api/jobs/${job.id}`, other.cookie)).json().reschedule).toBeNull();
    expect((await propose(team.cookie, job.id)).json().code).toBe('invalid_transition');

    // Only the booked helper answers.
    expect((await answer(other.cookie, job.id, 'accept')).json().code).toBe('not_booked_helper');
    expect((await answer(team.cookie, job.id, 'accept')).statusCode).toBe(403);
    const accepted = await answer(helper.cookie, job.id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      status: 'assigned',
      ...NEW_TIME,
      durationMinutes: 180,
      totalPay: 90,
      reschedule: null,
    });
    expect(await jobRow(job.id)).toMatchObject({
      status: 'assigned',
      helperId: helper.helperId,
      ...NEW_TIME,
    });
    expect(await appStatus(booking.id)).toBe('accepted');
    expect(await appStatus(standby[0]!.id)).toBe('rejected');
    expect((await messagesBetween(helper.user.id, team.user.id, job.id)).at(-1)?.content).toContain(
      'I can make the new time',
    );
    const [history] = await t.database.db
      .select()
      .from(jobReschedules)
      .where(eq(jobReschedules.jobId, job.id));
    expect(history).toMatchObject({ outcome: 'accepted', fromDate: job.jobDate, fromStartTime: '09:00' });
    expect((await answer(helper.cookie, job.id, 'decline')).json().code).toBe('invalid_transition');

    // The helper's calendar feed follows the game to its new time.
    const feed = await call(t.app, 'POST', '/api/users/me/calendar-token', helper.cookie, {});
    const ics = await t.app.inject({ method: 'GET', url: new URL(feed.json().feedUrl).pathname });
    const [event] = parseCalendar(ics.body).events;
    expect(event).toMatchObject({
      uid: `sideline-job-${job.id}@sideline.test`,
      start: wallTimeToUtc(NEW_TIME.jobDate, NEW_TIME.startTime, TAMPA).toISOString(),
      status: 'CONFIRMED',
    });
  });

  it('declined, the job moves anyway and opens again with its standby applicants', async () => {
    const helper = await helperAccount(t.app);
    const others = [await helperAccount(t.app), await helperAccount(t.app)];
    const { team, job, booking, standby } = await bookedJob(helper, others);
    expect((await propose(team.cookie, job.id)).statusCode).toBe(200);
    const declined = await answer(helper.cookie, job.id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await jobRow(job.id)).toMatchObject({ status: 'open', helperId: null, ...NEW_TIME });
    expect(await appStatus(booking.id)).toBe('rejected');
    expect(await Promise.all(standby.map((a) => appStatus(a.id)))).toEqual(['pending', 'pending']);
    expect((await messagesBetween(helper.user.id, team.user.id, job.id)).at(-1)?.content).toContain(
      "I can't make the new time",
    );
    // The team books a standby applicant for the new time.
    const rebook = await call(t.app, 'PUT', `/api/applications/${standby[0]!.id}/status`, team.cookie, {
      status: 'accepted',
    });
    expect(rebook.statusCode, rebook.body).toBe(200);
  });

  it('settles a double answer in the database: one wins, the other is refused', async () => {
    const helper = await helperAccount(t.app);
    const { team, job } = await bookedJob(helper);
    expect((await propose(team.cookie, job.id)).statusCode).toBe(200);
    const answers = await Promise.all([
      answer(helper.cookie, job.id, 'accept'),
      answer(helper.cookie, job.id, 'decline'),
      answer(team.cookie, job.id, 'withdraw'),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409]);
    for (const r of answers.filter((a) => a.statusCode === 409))
      expect(r.json().code).toBe('invalid_transition');
    const decided = await t.database.db.select().from(jobReschedules).where(eq(jobReschedules.jobId, job.id));
    expect(decided).toHaveLength(1);
    expect(decided[0]!.outcome).not.toBeNull();
  });

  it('can be taken back by the team, or ended by a cancel', async () => {
    const helper = await helperAccount(t.app);
    const { team, job } = await bookedJob(helper);
    expect((await propose(team.cookie, job.id)).statusCode).toBe(200);
    expect((await answer(helper.cookie, job.id, 'withdraw')).statusCode).toBe(403);
    const back = await answer(team.cookie, job.id, 'withdraw');
    expect(back.json()).toMatchObject({ status: 'assigned', jobDate: job.jobDate, reschedule: null });
    expect((await answer(helper.cookie, job.id, 'accept')).json().code).toBe('invalid_transition');

    expect((await propose(team.cookie, job.id)).statusCode).toBe(200);
    const cancel = await call(t.app, 'POST', `/api/jobs/${job.id}/cancel`, team.cookie, {});
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json()).toMatchObject({ status: 'cancelled', reschedule: null });
    expect((await answer(helper.cookie, job.id, 'accept')).json().code).toBe('invalid_transition');
  });

  it("refuses an accept that clashes with the helper's other booking, or a teen's late game", async () => {
    const helper = await helperAccount(t.app);
    const { team, job } = await bookedJob(helper);
    await bookedJob(helper, [], 9);
    // Another game of the helper's is on 9 days from now, 09:00-11:30.
    expect(
      (await propose(team.cookie, job.id, { jobDate: dayFromToday(9), startTime: '10:00', endTime: '12:00' }))
        .statusCode,
    ).toBe(200);
    const clash = await answer(helper.cookie, job.id, 'accept');
    expect([clash.statusCode, clash.json().code]).toEqual([409, 'helper_overlap']);
    expect((await jobRow(job.id)).status).toBe('rescheduling');

    const { teen } = await approvedTeen(t);
    const teenJob = await bookedJob(teen);
    expect(
      (await propose(teenJob.team.cookie, teenJob.job.id, { ...NEW_TIME, endTime: '22:00' })).statusCode,
    ).toBe(200);
    const late = await answer(teen.cookie, teenJob.job.id, 'accept');
    expect([late.statusCode, late.json().code]).toEqual([409, 'minor_late_game']);
    // Declining is always possible.
    expect((await answer(teen.cookie, teenJob.job.id, 'decline')).statusCode).toBe(200);
  });
});

describe('a game waiting on its helper’s answer', () => {
  it('still holds the helper’s current time against another booking', async () => {
    const helper = await helperAccount(t.app);
    const { team, job } = await bookedJob(helper);
    expect((await propose(team.cookie, job.id)).statusCode).toBe(200);
    const other = await readyTeam(t.app);
    const clash = await postJob(t.app, other.cookie, {
      jobDate: job.jobDate,
      startTime: job.startTime,
      endTime: job.endTime,
    });
    const application = await applyTo(t.app, helper.cookie, clash.id);
    const res = await call(t.app, 'PUT', `/api/applications/${application.id}/status`, other.cookie, {
      status: 'accepted',
    });
    expect([res.statusCode, res.json().code]).toEqual([409, 'helper_overlap']);
  });
});
