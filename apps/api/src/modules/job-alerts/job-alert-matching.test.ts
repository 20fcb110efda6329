import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TestClock } from 'pg-boss';
import { jobStartsAt } from '@sideline/shared';
import { jobAlertMatches, users } from '../../db/schema/index.js';
import { call, type TestApp } from '../../../test/test-app.js';
import { dayFromToday, helperAccount, postJob, readyTeam, TAMPA } from '../../../test/marketplace.js';
import { createClockedApp, mails, runSweep } from '../../../test/kits/scheduled-test-kit.js';
import { alertBody, JOB_ALERTS_URL } from '../../../test/kits/job-alerts-test-kit.js';
import { director } from '../../../test/kits/tournament-test-kit.js';
import { JOB_ALERT_MATCH_QUEUE } from './job-alert-matching.js';

let t: TestApp;
let clock: TestClock;
let team: Awaited<ReturnType<typeof readyTeam>>;
beforeAll(async () => {
  ({ t, clock } = await createClockedApp());
  team = await readyTeam(t.app);
});
beforeEach(async () => {
  await clock.setTime(new Date());
});
afterAll(() => t.close());

const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();

async function alertingHelper(overrides: Parameters<typeof alertBody>[0] = {}) {
  const helper = await helperAccount(t.app);
  const res = await call(t.app, 'PUT', JOB_ALERTS_URL, helper.cookie, alertBody(overrides));
  if (res.statusCode !== 200) throw new Error(`alerts: ${res.body}`);
  return helper;
}

/** Posts a job and runs the matching its posting queued. */
async function postAndMatch(overrides: Parameters<typeof postJob>[2] = {}, cookie = team.cookie) {
  const job = await postJob(t.app, cookie, overrides);
  await t.app.queue.drain([JOB_ALERT_MATCH_QUEUE]);
  return job;
}

const matchOf = async (userId: number, jobId: number) =>
  (
    await t.database.db
      .select()
      .from(jobAlertMatches)
      .where(and(eq(jobAlertMatches.userId, userId), eq(jobAlertMatches.jobId, jobId)))
  )[0];

describe('matching a posted job to job alerts', () => {
  it('matches by radius, service and the venue weekday; leaves out the owner and suspended helpers', async () => {
    const date = dayFromToday(5);
    const near = await alertingHelper({ zipCode: '33701' });
    const far = await alertingHelper({ zipCode: '32801', radius: 25 });
    const wide = await alertingHelper({ zipCode: '32801', radius: 100 });
    const otherService = await alertingHelper({ services: ['streaming'] });
    const otherDay = await alertingHelper({ days: [(weekday(date) + 1) % 7] });
    const off = await alertingHelper({ channel: 'off' });
    const suspended = await alertingHelper();
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.user.id));
    const owner = await readyTeam(t.app, { role: 'both' });
    await call(t.app, 'PUT', JOB_ALERTS_URL, owner.cookie, alertBody());

    const job = await postAndMatch({ jobDate: date }, owner.cookie);
    const matched = async (userId: number) => (await matchOf(userId, job.id)) !== undefined;
    expect(await matched(near.user.id)).toBe(true);
    expect(await matched(wide.user.id)).toBe(true);
    for (const helper of [far, otherService, otherDay, off, suspended])
      expect(await matched(helper.user.id)).toBe(false);
    expect(await matched(owner.user.id)).toBe(false);
  });

  it('matches a helper and a job once, however often matching runs', async () => {
    const helper = await alertingHelper();
    const job = await postAndMatch();
    await t.app.queue.send(JOB_ALERT_MATCH_QUEUE, { jobId: job.id });
    await t.app.queue.send(JOB_ALERT_MATCH_QUEUE, { jobId: job.id });
    await t.app.queue.drain([JOB_ALERT_MATCH_QUEUE]);
    const rows = await t.database.db
      .select()
      .from(jobAlertMatches)
      .where(and(eq(jobAlertMatches.userId, helper.user.id), eq(jobAlertMatches.jobId, job.id)));
    expect(rows).toHaveLength(1);
  });

  it("matches a director's tournament games when they are posted as jobs", async () => {
    const helper = await alertingHelper();
    const d = await director(t.app);
    const games = (await d.dashboard()).tournaments[0].games as Array<{ id: number }>;
    const posted = await call(t.app, 'POST', `/api/tournaments/${d.tournamentId}/jobs`, d.cookie, {
      gameIds: games.map((g) => g.id),
      jobType: 'scorekeeper',
      hourlyRate: 30,
      durationHours: 2,
    });
    expect(posted.statusCode).toBe(201);
    await t.app.queue.drain([JOB_ALERT_MATCH_QUEUE]);
    for (const jobId of posted.json().jobIds as number[])
      expect(await matchOf(helper.user.id, jobId)).toBeDefined();
  });

  it('without push keys, a push alert hears of a game within 48 hours in the digest (push.test.ts pushes it)', async () => {
    const pusher = await alertingHelper({ channel: 'push' });
    const soon = await postAndMatch({ jobDate: dayFromToday(1), startTime: '20:00', endTime: '22:00' });
    expect((await matchOf(pusher.user.id, soon.id))!.pushedAt).toBeNull();
  });
});

describe('the daily digest', () => {
  it('sends each helper one email at 7 AM in their ZIP zone, listing open matches, with the unsubscribe link and header', async () => {
    const helper = await alertingHelper({ channel: 'push' });
    const first = await postAndMatch({ jobDate: dayFromToday(5), title: 'Scorekeeper for the 10U final' });
    const second = await postAndMatch({
      jobDate: dayFromToday(6),
      title: 'Scorekeeper for the 12U semifinal',
    });
    const cancelled = await postAndMatch({
      jobDate: dayFromToday(6),
      title: 'Scorekeeper for a rained-out game',
    });
    await call(t.app, 'POST', `/api/jobs/${cancelled.id}/cancel`, team.cookie, {});

    const tomorrow = dayFromToday(1);
    await clock.setTime(jobStartsAt(tomorrow, '06:59', TAMPA));
    await runSweep(t, 'job-alert-digest');
    expect(await mails(t, helper.user.email, 'job_alert_digest')).toHaveLength(0);

    await clock.setTime(jobStartsAt(tomorrow, '07:01', TAMPA));
    await runSweep(t, 'job-alert-digest');
    await clock.setTime(jobStartsAt(tomorrow, '07:30', TAMPA));
    await runSweep(t, 'job-alert-digest');
    const sent = await mails(t, helper.user.email, 'job_alert_digest');
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.textBody).toContain(`http://sideline.test/jobs/${first.id}`);
    expect(mail.textBody).toContain(`http://sideline.test/jobs/${second.id}`);
    expect(mail.textBody).not.toContain(`/jobs/${cancelled.id}`);
    expect(mail.listUnsubscribe).toMatch(/^http:\/\/sideline\.test\/job-alerts\/unsubscribe\?token=[\w-]+$/);
    expect(mail.textBody).toContain(mail.listUnsubscribe);
    expect(mail.htmlBody).toContain(mail.listUnsubscribe);
    expect((await matchOf(helper.user.id, first.id))!.emailedAt).not.toBeNull();

    // The next morning brings nothing new: no email.
    await clock.setTime(jobStartsAt(dayFromToday(2), '07:01', TAMPA));
    await runSweep(t, 'job-alert-digest');
    expect(await mails(t, helper.user.email, 'job_alert_digest')).toHaveLength(1);

    // The unsubscribe link turns the alerts off.
    const token = new URL(mail.listUnsubscribe!).searchParams.get('token');
    const res = await call(t.app, 'POST', '/api/job-alerts/unsubscribe', undefined, { token: token! });
    expect(res.statusCode).toBe(200);
    expect((await call(t.app, 'GET', JOB_ALERTS_URL, helper.cookie)).json().channel).toBe('off');
  });

  it("goes out at 7 AM in each alert ZIP's own zone", async () => {
    const tampa = await alertingHelper({ radius: 100, zipCode: '33701' });
    const la = await alertingHelper({ zipCode: '90012' });
    await postAndMatch({ jobDate: dayFromToday(4) });
    await postAndMatch({
      jobDate: dayFromToday(4),
      zipCode: '90012',
      location: 'Elysian Park fields, Los Angeles, CA',
    });
    const tomorrow = dayFromToday(1);
    const digests = async () => [
      (await mails(t, tampa.user.email, 'job_alert_digest')).length,
      (await mails(t, la.user.email, 'job_alert_digest')).length,
    ];
    await clock.setTime(jobStartsAt(tomorrow, '07:10', TAMPA));
    await runSweep(t, 'job-alert-digest');
    expect(await digests()).toEqual([1, 0]);
    await clock.setTime(jobStartsAt(tomorrow, '07:10', 'America/Los_Angeles'));
    await runSweep(t, 'job-alert-digest');
    expect(await digests()).toEqual([1, 1]);
  });
});
