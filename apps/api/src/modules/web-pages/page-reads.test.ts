import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { FEATURED_HELPERS_LIMIT, HOME_PREVIEW } from '@sideline/shared';
import { call, createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';
import { applyTo, helperAccount, postJob, readyTeam } from '../../../test/marketplace.js';
import { SESSION_COOKIE } from '../../plugins/session.js';
import { pageLoadContext } from './page-reads.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

/** A page request as the session plugin reads it: its cookies and its server. */
const pageRequest = (cookie?: string) => {
  const token = cookie?.split(';')[0]?.split('=')[1];
  return { cookies: token ? { [SESSION_COOKIE]: token } : {}, server: t.app } as unknown as FastifyRequest;
};

describe('the reads a web page loader gets (decision 0054)', () => {
  it('answer what the API routes answer the same viewer, in-process', async () => {
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie);
    const owner = await pageLoadContext(t.app, pageRequest(team.cookie));
    const path = `/api/jobs/${job.id}`;
    expect(await owner.reads.jobDetail(job.id)).toEqual((await call(t.app, 'GET', path, team.cookie)).json());
    expect(owner.viewer).toEqual((await call(t.app, 'GET', '/api/auth/user', team.cookie)).json());

    const visitor = await pageLoadContext(t.app, pageRequest());
    expect(visitor.viewer).toBeNull();
    expect(await visitor.reads.jobDetail(job.id)).toEqual((await call(t.app, 'GET', path)).json());
    expect(await visitor.reads.homePreview()).toEqual(
      (await call(t.app, 'GET', `/api/jobs?limit=${HOME_PREVIEW.fetch}&status=open`)).json(),
    );
    expect(await visitor.reads.featuredHelpers()).toEqual(
      (await call(t.app, 'GET', `/api/helper-profiles/featured?limit=${FEATURED_HELPERS_LIMIT}`)).json(),
    );
  });

  it('give null where the route answers 404, and a helper sees no other team’s private fields', async () => {
    const visitor = await pageLoadContext(t.app, pageRequest());
    expect(await visitor.reads.jobDetail(987_654)).toBeNull();
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie);
    const helper = await registerUser(t.app, { role: 'helper' });
    const seen = await pageLoadContext(t.app, pageRequest(helper.cookie));
    expect(await seen.reads.jobDetail(job.id)).toEqual(
      (await call(t.app, 'GET', `/api/jobs/${job.id}`, helper.cookie)).json(),
    );
  });

  it('give a coach’s dashboard as its routes answer it: team, jobs, applications and the account cards', async () => {
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie, { title: 'Dashboard read: scorekeeper' });
    const helper = await helperAccount(t.app);
    await applyTo(t.app, helper.cookie, job.id);
    const { user } = team;
    const owner = await pageLoadContext(t.app, pageRequest(team.cookie));
    const route = async (path: string) => (await call(t.app, 'GET', path, team.cookie)).json();

    const [profile, jobs, applications, preferences, calendar, config] = await Promise.all([
      owner.reads.teamProfileByUser(user.id),
      owner.reads.teamJobs(team.teamId),
      owner.reads.teamApplications(team.teamId),
      owner.reads.notificationPreferences(user.id),
      owner.reads.calendarFeed(),
      owner.reads.siteConfig(),
    ]);
    expect(profile).toEqual(await route(`/api/team-profiles/user/${user.id}`));
    expect(jobs).toEqual(await route(`/api/jobs/team/${team.teamId}`));
    expect(jobs).toMatchObject([{ id: job.id, title: 'Dashboard read: scorekeeper' }]);
    expect(applications).toEqual(await route(`/api/applications/team/${team.teamId}`));
    expect(applications).toMatchObject([{ jobId: job.id }]);
    expect(preferences).toEqual(await route(`/api/users/${user.id}/notifications`));
    expect(calendar).toEqual(await route('/api/users/me/calendar'));
    expect(config).toEqual(await route('/api/config'));

    await call(t.app, 'PUT', '/api/users/me/safety-defaults', team.cookie, {
      backgroundCheck: true,
      safeSport: false,
    });
    expect(await owner.reads.safetyDefaults()).toEqual(await route('/api/users/me/safety-defaults'));
    expect(await owner.reads.safetyDefaults()).toEqual({ backgroundCheck: true, safeSport: false });
  });

  it('refuse what the routes refuse: another team’s applications, someone else’s settings, signed out', async () => {
    const team = await readyTeam(t.app);
    const other = await readyTeam(t.app);
    const { user } = team;
    const nosy = await pageLoadContext(t.app, pageRequest(other.cookie));
    await expect(nosy.reads.teamApplications(team.teamId)).rejects.toMatchObject({ statusCode: 403 });
    await expect(nosy.reads.notificationPreferences(user.id)).rejects.toMatchObject({ statusCode: 403 });
    const helper = await pageLoadContext(t.app, pageRequest((await helperAccount(t.app)).cookie));
    await expect(helper.reads.safetyDefaults()).rejects.toMatchObject({ statusCode: 403 });
    // Another team's jobs are its public list: open and upcoming only, as the route answers.
    expect(await nosy.reads.teamJobs(team.teamId)).toEqual(
      (await call(t.app, 'GET', `/api/jobs/team/${team.teamId}`, other.cookie)).json(),
    );

    const visitor = await pageLoadContext(t.app, pageRequest());
    await expect(visitor.reads.calendarFeed()).rejects.toMatchObject({ statusCode: 401 });
    await expect(visitor.reads.teamApplications(team.teamId)).rejects.toMatchObject({ statusCode: 401 });
    const noTeam = await registerUser(t.app, { role: 'helper' });
    const helperView = await pageLoadContext(t.app, pageRequest(noTeam.cookie));
    expect(await helperView.reads.teamProfileByUser(noTeam.user.id)).toBeNull();
  });

  it('give the public profile pages what their routes answer, with the next page’s cursor', async () => {
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie, { title: 'Profile read: streamer' });
    const helper = await helperAccount(t.app);
    const visitor = await pageLoadContext(t.app, pageRequest());
    const route = async (path: string) => (await call(t.app, 'GET', path)).json();

    expect(await visitor.reads.teamProfile(team.teamId)).toEqual(
      await route(`/api/team-profiles/${team.teamId}`),
    );
    const open = await visitor.reads.teamOpenJobs(team.teamId);
    expect(open).toEqual(await route(`/api/jobs/team/${team.teamId}?status=open`));
    expect(open).toMatchObject([{ id: job.id }]);
    expect(await visitor.reads.helperProfile(helper.helperId)).toEqual(
      await route(`/api/helper-profiles/${helper.helperId}`),
    );
    expect(await visitor.reads.helperPassport(helper.helperId)).toEqual(
      await route(`/api/passports/${helper.helperId}`),
    );
    const reviews = await visitor.reads.reviewsAbout(team.user.id, { limit: '10', as: 'team' });
    expect(reviews).toEqual({
      items: await route(`/api/reviews/reviewee/${team.user.id}?limit=10&as=team`),
      nextCursor: null,
    });

    // A page of one: the cursor is the route's X-Next-Cursor, and the next page follows from it.
    await helperAccount(t.app);
    const first = await visitor.reads.helpers({ limit: '1' });
    const answer = await call(t.app, 'GET', '/api/helper-profiles?limit=1');
    expect(first).toEqual({ items: answer.json(), nextCursor: answer.headers['x-next-cursor'] });
    expect(first?.nextCursor).toEqual(expect.any(String));
    const second = await visitor.reads.helpers({ limit: '1', cursor: first!.nextCursor! });
    expect(second?.items).toEqual(
      await route(`/api/helper-profiles?limit=1&cursor=${encodeURIComponent(first!.nextCursor!)}`),
    );
  });

  it('give null where the routes answer 404, or refuse the search (400)', async () => {
    const visitor = await pageLoadContext(t.app, pageRequest());
    expect(await visitor.reads.teamProfile(987_654)).toBeNull();
    expect(await visitor.reads.teamOpenJobs(987_654)).toBeNull();
    expect(await visitor.reads.helperProfile(987_654)).toBeNull();
    expect(await visitor.reads.helperPassport(987_654)).toBeNull();
    expect((await call(t.app, 'GET', '/api/helper-profiles?zipCode=abc')).statusCode).toBe(400);
    expect(await visitor.reads.helpers({ zipCode: 'abc' })).toBeNull();
  });
});
