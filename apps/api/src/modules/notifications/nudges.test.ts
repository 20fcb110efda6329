import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestClock } from 'pg-boss';
import { todayIn } from '@sideline/shared';
import { jobs } from '../../db/schema/index.js';
import { call, type TestApp } from '../../../test/test-app.js';
import { dayFromToday, postJob, readyTeam } from '../../../test/marketplace.js';
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

const DAY = hours(24);

/** An assigned job whose game was yesterday, completed by its team now. */
async function completedJob() {
  const parties = await assignedJob(t);
  await t.database.db
    .update(jobs)
    .set({ jobDate: dayFromToday(-1) })
    .where(eq(jobs.id, parties.job.id));
  const done = await call(t.app, 'POST', `/api/jobs/${parties.job.id}/complete`, parties.team.cookie);
  if (done.statusCode !== 200) throw new Error(`complete: ${done.body}`);
  const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, parties.job.id));
  return { ...parties, completedAt: row!.completedAt! };
}

describe('payment nudges', () => {
  it('reminds the team 1 day and 3 days after completion while unpaid, each once', async () => {
    const { team, completedAt } = await completedJob();
    await clock.setTime(shift(completedAt, DAY - 60_000));
    await runSweep(t, 'payment-nudges');
    expect(await mails(t, team.user.email, 'payment_nudge')).toHaveLength(0);

    await clock.setTime(shift(completedAt, DAY));
    await runSweep(t, 'payment-nudges');
    await runSweep(t, 'payment-nudges');
    expect(await mails(t, team.user.email, 'payment_nudge')).toHaveLength(1);

    await clock.setTime(shift(completedAt, 3 * DAY));
    await runSweep(t, 'payment-nudges');
    const nudges = await mails(t, team.user.email, 'payment_nudge');
    expect(nudges.map((m) => m.subject.split(':')[0])).toEqual(['Reminder', 'Second reminder']);
  });

  it('stops reminding the team once it reports a Venmo payment, and reminds the helper 3 days later', async () => {
    const { team, helper, job, completedAt } = await completedJob();
    const reported = await call(t.app, 'POST', `/api/jobs/${job.id}/payment-report`, team.cookie, {
      method: 'venmo',
    });
    expect(reported.statusCode, reported.body).toBe(200);
    await clock.setTime(shift(completedAt, DAY));
    await runSweep(t, 'payment-nudges');
    expect(await mails(t, team.user.email, 'payment_nudge')).toHaveLength(0);

    await clock.setTime(shift(completedAt, 3 * DAY + hours(1)));
    await runSweep(t, 'payment-nudges');
    const confirmNudges = await mails(t, helper.user.email, 'payment_confirm_nudge');
    expect(confirmNudges).toHaveLength(1);
    expect(confirmNudges[0]!.link).toContain(`/payments/options/${job.id}`);
  });
});

describe('review nudges', () => {
  it('reminds, two days after completion, only the party who has not reviewed', async () => {
    const { team, helper, job, completedAt } = await completedJob();
    const review = await call(t.app, 'POST', '/api/reviews', team.cookie, {
      jobId: job.id,
      revieweeId: helper.user.id,
      rating: 5,
      comment: 'On time and accurate.',
    });
    expect(review.statusCode, review.body).toBe(201);
    await clock.setTime(shift(completedAt, 2 * DAY - 60_000));
    await runSweep(t, 'review-nudges');
    expect(await mails(t, helper.user.email, 'review_nudge')).toHaveLength(0);

    await clock.setTime(shift(completedAt, 2 * DAY));
    await runSweep(t, 'review-nudges');
    await runSweep(t, 'review-nudges');
    const nudges = await mails(t, helper.user.email, 'review_nudge');
    expect(nudges).toHaveLength(1);
    expect(nudges[0]!.link).toBe(`http://sideline.test/reviews/${job.id}/${team.user.id}`);
    expect(await mails(t, team.user.email, 'review_nudge')).toHaveLength(0);
  });
});

describe('job expiry', () => {
  it('takes an open job out of search the moment its game starts and tells its owner once', async () => {
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie, { title: 'Expiring scorekeeper gig' });
    const listed = async () =>
      (await call(t.app, 'GET', '/api/jobs?status=open&limit=50&zipCode=33602&radius=5'))
        .json()
        .some((j: { id: number }) => j.id === job.id);
    expect(await listed()).toBe(true);

    // The game is today and started at midnight (Eastern): the date alone would still list it.
    await t.database.db
      .update(jobs)
      .set({ jobDate: todayIn('America/New_York'), startTime: '00:00' })
      .where(eq(jobs.id, job.id));
    expect(await listed()).toBe(false);
    const detail = await call(t.app, 'GET', `/api/jobs/${job.id}`, team.cookie);
    expect(detail.json().expired).toBe(true);
    expect(detail.json().status).toBe('open');

    await clock.setTime(new Date());
    await runSweep(t, 'job-expiry');
    await runSweep(t, 'job-expiry');
    const notices = await mails(t, team.user.email, 'job_expired');
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe('Expired without a helper: Expiring scorekeeper gig');
  });
});
