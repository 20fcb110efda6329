import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { JOB_MESSAGES } from '@sideline/shared';
import { helperProfiles } from '../../db/schema/index.js';
import { call, createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';
import { applyTo, helperAccount, postJob, readyTeam } from '../../../test/marketplace.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

const decide = (cookie: string, id: number, status: string) =>
  call(t.app, 'PUT', `/api/applications/${id}/status`, cookie, { status });

describe('applying', () => {
  it('applies at the job rate when the rate is blank, as the session helper', async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    const other = await helperAccount(t.app);
    const job = await postJob(t.app, team.cookie, { hourlyRate: 33 });
    const res = await call(t.app, 'POST', '/api/applications', helper.cookie, {
      jobId: job.id,
      proposedRate: null,
      helperId: other.helperId,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      helperId: helper.helperId,
      jobId: job.id,
      proposedRate: 33,
      status: 'pending',
    });
  });

  it('refuses a rate below $25, a duplicate, a team account, your own job and a helper without a profile', async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    const job = await postJob(t.app, team.cookie);
    const low = await call(t.app, 'POST', '/api/applications', helper.cookie, {
      jobId: job.id,
      proposedRate: 20,
    });
    expect([low.statusCode, low.json().message]).toEqual([400, JOB_MESSAGES.applyRate]);
    await applyTo(t.app, helper.cookie, job.id);
    const dup = await call(t.app, 'POST', '/api/applications', helper.cookie, { jobId: job.id });
    expect([dup.statusCode, dup.json().message]).toEqual([409, JOB_MESSAGES.alreadyApplied]);
    const wrongRole = await call(t.app, 'POST', '/api/applications', (await readyTeam(t.app)).cookie, {
      jobId: job.id,
    });
    expect([wrongRole.statusCode, wrongRole.json().code]).toEqual([403, 'wrong_role']);
    const both = await readyTeam(t.app, { role: 'both', dateOfBirth: '1990-05-01', isScorekeeper: true });
    const ownJob = await postJob(t.app, both.cookie);
    expect(
      (await call(t.app, 'POST', '/api/applications', both.cookie, { jobId: ownJob.id })).json().message,
    ).toBe(JOB_MESSAGES.ownJob);
    const bare = await registerUser(t.app, { role: 'helper' });
    await t.database.db.delete(helperProfiles).where(eq(helperProfiles.userId, bare.user.id));
    const missing = await call(t.app, 'POST', '/api/applications', bare.cookie, { jobId: job.id });
    expect([missing.statusCode, missing.json().message]).toEqual([404, JOB_MESSAGES.helperProfileMissing]);
    expect((await call(t.app, 'POST', '/api/applications', undefined, { jobId: job.id })).statusCode).toBe(
      401,
    );
    expect(
      (await call(t.app, 'POST', '/api/applications', helper.cookie, { jobId: 999999 })).statusCode,
    ).toBe(404);
  });

  it('lets a helper withdraw a pending application and apply again', async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    const job = await postJob(t.app, team.cookie);
    const application = await applyTo(t.app, helper.cookie, job.id);
    const stranger = await helperAccount(t.app);
    expect(
      (await call(t.app, 'POST', `/api/applications/${application.id}/withdraw`, stranger.cookie)).statusCode,
    ).toBe(403);
    const withdrawn = await call(
      t.app,
      'POST',
      `/api/applications/${application.id}/withdraw`,
      helper.cookie,
    );
    expect(withdrawn.json().status).toBe('withdrawn');
    expect(
      (await call(t.app, 'POST', `/api/applications/${application.id}/withdraw`, helper.cookie)).statusCode,
    ).toBe(409);
    const again = await applyTo(t.app, helper.cookie, job.id);
    expect([again.id, again.status]).toEqual([application.id, 'pending']);
  });
});

describe('accepting and rejecting', () => {
  it('accepting assigns the job and rejects the other pending applications', async () => {
    const team = await readyTeam(t.app);
    const [a, b, c] = [await helperAccount(t.app), await helperAccount(t.app), await helperAccount(t.app)];
    const job = await postJob(t.app, team.cookie);
    const [appA, appB, appC] = [
      await applyTo(t.app, a.cookie, job.id),
      await applyTo(t.app, b.cookie, job.id),
      await applyTo(t.app, c.cookie, job.id),
    ];
    expect((await decide(team.cookie, appC.id, 'rejected')).json().status).toBe('rejected');
    expect((await decide(b.cookie, appA.id, 'accepted')).statusCode).toBe(403);
    const accepted = await decide(team.cookie, appA.id, 'accepted');
    expect(accepted.json().status).toBe('accepted');
    const detail = (await call(t.app, 'GET', `/api/jobs/${job.id}`, team.cookie)).json();
    expect(detail).toMatchObject({
      status: 'assigned',
      helper: { id: a.helperId },
    });
    const statuses = Object.fromEntries(
      detail.applications.map((x: { id: number; status: string }) => [x.id, x.status]),
    );
    expect(statuses).toEqual({ [appA.id]: 'accepted', [appB.id]: 'rejected', [appC.id]: 'rejected' });
    const late = await decide(team.cookie, appB.id, 'accepted');
    expect(late.statusCode).toBe(409);
  });

  it('refuses to book a helper for two overlapping jobs', async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    const first = await postJob(t.app, team.cookie, { startTime: '09:00', endTime: '11:00' });
    const second = await postJob(t.app, team.cookie, { startTime: '10:00', endTime: '12:00' });
    const third = await postJob(t.app, team.cookie, { startTime: '11:00', endTime: '12:00' });
    const apps = [
      await applyTo(t.app, helper.cookie, first.id),
      await applyTo(t.app, helper.cookie, second.id),
      await applyTo(t.app, helper.cookie, third.id),
    ];
    expect((await decide(team.cookie, apps[0]!.id, 'accepted')).statusCode).toBe(200);
    const overlap = await decide(team.cookie, apps[1]!.id, 'accepted');
    expect([overlap.statusCode, overlap.json().message]).toEqual([409, JOB_MESSAGES.overlap]);
    expect((await call(t.app, 'GET', `/api/jobs/${second.id}`)).json().status).toBe('open');
    expect((await decide(team.cookie, apps[2]!.id, 'accepted')).statusCode).toBe(200);
  });

  it('lists applications to their helper and to the team owner only', async () => {
    const team = await readyTeam(t.app);
    const helper = await helperAccount(t.app);
    const job = await postJob(t.app, team.cookie);
    const application = await applyTo(t.app, helper.cookie, job.id, { message: 'pick me' });
    const own = (
      await call(t.app, 'GET', `/api/applications/helper/${helper.helperId}`, helper.cookie)
    ).json();
    expect(own.map((x: { id: number }) => x.id)).toEqual([application.id]);
    expect(own[0].job).toMatchObject({ id: job.id, title: job.title, team: { teamName: job.team.teamName } });
    const teamList = (await call(t.app, 'GET', `/api/applications/team/${team.teamId}`, team.cookie)).json();
    expect(teamList[0]).toMatchObject({
      id: application.id,
      message: 'pick me',
      helper: { id: helper.helperId },
    });
    expect(
      (await call(t.app, 'GET', `/api/applications/helper/${helper.helperId}`, team.cookie)).statusCode,
    ).toBe(403);
    expect(
      (await call(t.app, 'GET', `/api/applications/team/${team.teamId}`, helper.cookie)).statusCode,
    ).toBe(403);
  });
});
