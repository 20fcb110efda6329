import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { helperProfiles, jobs, messages } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  applyTo,
  dayFromToday,
  helperAccount,
  jobBody,
  postJob,
  readyTeam,
} from '../../../test/marketplace.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

/** A job with one accepted helper, its game day moved to `days` from today. */
async function assignedJob(days = 0) {
  const team = await readyTeam(t.app);
  const helper = await helperAccount(t.app);
  const job = await postJob(t.app, team.cookie);
  const application = await applyTo(t.app, helper.cookie, job.id, { message: 'Happy to help' });
  expect(
    (
      await call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
        status: 'accepted',
      })
    ).statusCode,
  ).toBe(200);
  await t.database.db
    .update(jobs)
    .set({ jobDate: dayFromToday(days) })
    .where(eq(jobs.id, job.id));
  return { team, helper, job };
}

describe('job detail privacy', () => {
  it('sends applications only to the owner; an applicant sees only their own', async () => {
    const team = await readyTeam(t.app);
    const a = await helperAccount(t.app);
    const b = await helperAccount(t.app);
    const job = await postJob(t.app, team.cookie);
    await applyTo(t.app, a.cookie, job.id, { message: 'A-secret-note', proposedRate: 41.37 });
    await applyTo(t.app, b.cookie, job.id, { message: 'B-secret-note', proposedRate: 42.53 });

    const owner = (await call(t.app, 'GET', `/api/jobs/${job.id}`, team.cookie)).json();
    expect(owner.viewer).toBe('owner');
    expect(owner.applications.map((x: { message: string }) => x.message).sort()).toEqual([
      'A-secret-note',
      'B-secret-note',
    ]);

    const asA = await call(t.app, 'GET', `/api/jobs/${job.id}`, a.cookie);
    expect(asA.json()).toMatchObject({
      viewer: 'applicant',
      applications: [],
      myApplication: { message: 'A-secret-note' },
    });
    expect(asA.body).not.toContain('B-secret-note');
    expect(asA.body).not.toContain('42.53');

    for (const cookie of [undefined, (await readyTeam(t.app)).cookie]) {
      const other = await call(t.app, 'GET', `/api/jobs/${job.id}`, cookie);
      expect(other.json().applications).toEqual([]);
      expect(other.body).not.toContain('secret-note');
    }
    expect((await call(t.app, 'GET', '/api/jobs/999999')).statusCode).toBe(404);
  });
});

describe("the helper's Venmo handle", () => {
  it('goes only to the owner of a job that helper is booked on', async () => {
    const { team, helper, job } = await assignedJob(2);
    await call(t.app, 'PUT', `/api/users/${helper.user.id}/payment`, helper.cookie, {
      venmoUsername: '@booked-pay',
      preferredPaymentMethod: 'venmo',
    });
    const owner = (await call(t.app, 'GET', `/api/jobs/${job.id}`, team.cookie)).json();
    expect(owner.helper).toMatchObject({ id: helper.helperId, venmoUsername: '@booked-pay' });
    const ownerList = (await call(t.app, 'GET', `/api/jobs/team/${team.teamId}`, team.cookie)).json();
    expect(ownerList.find((j: { id: number }) => j.id === job.id).helper.venmoUsername).toBe('@booked-pay');
    for (const cookie of [undefined, helper.cookie, (await readyTeam(t.app)).cookie]) {
      const res = await call(t.app, 'GET', `/api/jobs/${job.id}`, cookie);
      expect(res.json().helper.venmoUsername).toBeNull();
      expect(res.body).not.toContain('@booked-pay');
    }
    const helperList = await call(t.app, 'GET', `/api/jobs/helper/${helper.helperId}`, helper.cookie);
    expect(helperList.body).not.toContain('@booked-pay');
  });
});

describe('completing a job', () => {
  it('refuses before the game date, naming it', async () => {
    const { team, job } = await assignedJob(3);
    const res = await call(t.app, 'PUT', `/api/jobs/${job.id}/complete`, team.cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain("can't be marked complete before its game date");
  });

  it('completes on game day by PUT or POST, counts it for the helper, and shows payment instructions', async () => {
    const { team, helper, job } = await assignedJob(0);
    await call(t.app, 'PUT', `/api/users/${helper.user.id}/payment`, helper.cookie, {
      venmoUsername: '@pay-me',
      preferredPaymentMethod: 'venmo',
    });
    const res = await call(t.app, 'POST', `/api/jobs/${job.id}/complete`, team.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'completed',
      paymentInstructions: {
        venmoUsername: '@pay-me',
        preferredPaymentMethod: 'venmo',
        totalPay: job.totalPay,
      },
    });
    const [profile] = await t.database.db
      .select()
      .from(helperProfiles)
      .where(eq(helperProfiles.id, helper.helperId));
    expect(profile?.completedJobs).toBe(1);
    const again = await call(t.app, 'PUT', `/api/jobs/${job.id}/complete`, team.cookie);
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      "Can't complete this job: it is completed.",
    ]);
    const helperView = (await call(t.app, 'GET', `/api/jobs/${job.id}`, helper.cookie)).json();
    expect(helperView).toMatchObject({ viewer: 'assigned-helper', paymentInstructions: null });
  });

  it('refuses an open job, a stranger and a signed-out caller', async () => {
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie);
    const open = await call(t.app, 'PUT', `/api/jobs/${job.id}/complete`, team.cookie);
    expect([open.statusCode, open.json().message]).toEqual([409, "Can't complete this job: it is open."]);
    const stranger = await readyTeam(t.app);
    expect((await call(t.app, 'PUT', `/api/jobs/${job.id}/complete`, stranger.cookie)).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', `/api/jobs/${job.id}/complete`)).statusCode).toBe(401);
  });
});

describe('cancelling and editing', () => {
  it('cancels an assigned job: applications rejected, the helper told', async () => {
    const { team, helper, job } = await assignedJob(4);
    const res = await call(t.app, 'POST', `/api/jobs/${job.id}/cancel`, team.cookie, {
      reason: 'Rained out',
    });
    expect(res.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Rained out' });
    const mine = (await call(t.app, 'GET', `/api/jobs/${job.id}`, helper.cookie)).json();
    expect(mine.myApplication.status).toBe('rejected');
    const told = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.recipientId, helper.user.id), eq(messages.jobId, job.id)));
    expect(told[0]?.content).toContain('Rained out');
    const again = await call(t.app, 'POST', `/api/jobs/${job.id}/cancel`, team.cookie, {});
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      "Can't cancel this job: it is cancelled.",
    ]);
  });

  it('edits an open job (recomputing pay) until someone is accepted', async () => {
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie);
    const edited = await call(
      t.app,
      'PUT',
      `/api/jobs/${job.id}`,
      team.cookie,
      jobBody({ endTime: '13:00', hourlyRate: 40 }),
    );
    expect(edited.json()).toMatchObject({ duration: 4, hourlyRate: 40, totalPay: 160 });
    const stranger = await readyTeam(t.app);
    expect((await call(t.app, 'PUT', `/api/jobs/${job.id}`, stranger.cookie, jobBody())).statusCode).toBe(
      403,
    );
    const helper = await helperAccount(t.app);
    const application = await applyTo(t.app, helper.cookie, job.id);
    await call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
      status: 'accepted',
    });
    const locked = await call(t.app, 'PUT', `/api/jobs/${job.id}`, team.cookie, jobBody());
    expect([locked.statusCode, locked.json().message]).toEqual([409, "Can't edit this job: it is assigned."]);
  });
});

describe('team and helper job lists', () => {
  it('shows the owner everything and others only upcoming open jobs', async () => {
    const { team, helper, job } = await assignedJob(2);
    const open = await postJob(t.app, team.cookie);
    const mine = (await call(t.app, 'GET', `/api/jobs/team/${team.teamId}`, team.cookie))
      .json()
      .map((j: { id: number }) => j.id);
    expect(mine).toEqual(expect.arrayContaining([job.id, open.id]));
    const publicList = (await call(t.app, 'GET', `/api/jobs/team/${team.teamId}`))
      .json()
      .map((j: { id: number }) => j.id);
    expect(publicList).toEqual([open.id]);
    const onlyOpen = (
      await call(t.app, 'GET', `/api/jobs/team/${team.teamId}?status=open`, team.cookie)
    ).json();
    expect(onlyOpen.map((j: { id: number }) => j.id)).toEqual([open.id]);
    const helperJobs = await call(t.app, 'GET', `/api/jobs/helper/${helper.helperId}`, helper.cookie);
    expect(helperJobs.json().map((j: { id: number }) => j.id)).toEqual([job.id]);
    expect((await call(t.app, 'GET', `/api/jobs/helper/${helper.helperId}`, team.cookie)).statusCode).toBe(
      403,
    );
  });
});
