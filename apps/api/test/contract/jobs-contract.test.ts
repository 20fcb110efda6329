import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { todayIn } from '@sideline/shared';
import { jobs } from '../../src/db/schema/index.js';
import { call, createTestApp, type TestApp } from '../test-app.js';
import { dayFromToday, helperAccount, readyTeam, TAMPA } from '../marketplace.js';

/**
 * The jobs and applications calls of both call tables of the spec (doc 1 section 7, doc 2 section
 * 7), one by one, as the spec's client makes them: its paths, its bodies, and the field names and
 * units its screens read (section 3 of each document). Money is dollars; lists are JSON arrays,
 * paged by `limit`/`cursor` with the next cursor in `X-Next-Cursor`.
 */
let t: TestApp;
let team: Awaited<ReturnType<typeof readyTeam>>;
let helper: Awaited<ReturnType<typeof helperAccount>>;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
  team = await readyTeam(t.app);
  helper = await helperAccount(t.app);
});
afterAll(() => t.close());

type Json = Record<string, unknown> & { id: number };

/** The spec's Job entity: its field names, with duration in hours and money in dollars. */
function expectSpecJob(job: Json) {
  expect(job).toMatchObject({
    id: expect.any(Number),
    title: expect.any(String),
    description: expect.any(String),
    jobType: expect.stringMatching(/^(scorekeeper|scoreboard|streaming|full-service)$/),
    jobDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    startTime: expect.stringMatching(/^\d{2}:\d{2}$/),
    endTime: expect.stringMatching(/^\d{2}:\d{2}$/),
    duration: expect.any(Number),
    hourlyRate: expect.any(Number),
    totalPay: expect.any(Number),
    location: expect.any(String),
    zipCode: expect.any(String),
    teamId: expect.any(Number),
    status: expect.stringMatching(/^(open|assigned|completed|paid|cancelled)$/),
    team: {
      teamName: expect.any(String),
      sportType: expect.any(String),
      avgRating: expect.any(Number),
      totalReviews: expect.any(Number),
      user: { id: expect.any(Number), firstName: expect.any(String), lastName: expect.any(String) },
    },
  });
  expect(job).toHaveProperty('helper');
  expect(job).not.toHaveProperty('hourlyRateCents');
  expect(job).not.toHaveProperty('totalPayCents');
  // totalPay is duration (hours) times hourlyRate (dollars), to the cent.
  expect(job.totalPay).toBeCloseTo((job.duration as number) * (job.hourlyRate as number), 2);
}

/** The spec's Application entity. */
function expectSpecApplication(application: Json) {
  expect(application).toMatchObject({
    id: expect.any(Number),
    jobId: expect.any(Number),
    helperId: expect.any(Number),
    proposedRate: expect.any(Number),
    status: expect.stringMatching(/^(pending|accepted|rejected|withdrawn)$/),
    job: { id: application.jobId, title: expect.any(String), hourlyRate: expect.any(Number) },
  });
  expect(application).toHaveProperty('message');
  expect(application).not.toHaveProperty('proposedRateCents');
}

/** The spec's POST /api/jobs body, computed fields and all. */
const specJobBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Scorekeeper for 12U doubleheader',
  description: 'Keep the GameChanger book for two games; iPad provided if needed.',
  jobType: 'scorekeeper',
  jobDate: dayFromToday(4),
  startTime: '09:00',
  endTime: '11:30',
  location: 'Ed Radice Sports Complex, Tampa, FL',
  zipCode: '33602',
  hourlyRate: 30,
  teamId: team.teamId,
  duration: 2.5,
  totalPay: 75,
  ...overrides,
});

describe('doc 1 and doc 2, section 7: jobs and applications', () => {
  let job: Json;
  let application: Json;

  it('POST /api/jobs takes the spec body (hourlyRate in dollars) and answers the Job', async () => {
    // Tomorrow: a game that has started leaves search, and the list calls below must find this one.
    const res = await call(
      t.app,
      'POST',
      '/api/jobs',
      team.cookie,
      specJobBody({ jobDate: dayFromToday(1) }),
    );
    expect(res.statusCode, res.body).toBe(201);
    job = res.json();
    expectSpecJob(job);
    expect(job).toMatchObject({
      hourlyRate: 30,
      duration: 2.5,
      totalPay: 75,
      teamId: team.teamId,
      status: 'open',
    });
  });

  it('GET /api/jobs?limit=6&status=open (home preview) is a list of Jobs with their team', async () => {
    const res = await call(t.app, 'GET', '/api/jobs?limit=6&status=open');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Json[];
    expect(Array.isArray(list)).toBe(true);
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(6);
    list.forEach(expectSpecJob);
  });

  it('GET /api/jobs?zipCode&radius=25 (Find Work) is a list', async () => {
    const res = await call(t.app, 'GET', '/api/jobs?zipCode=33602&radius=25');
    expect(res.statusCode).toBe(200);
    const list = res.json() as Json[];
    expect(list.map((j) => j.id)).toContain(job.id);
    list.forEach(expectSpecJob);
  });

  it('GET /api/jobs pages by limit and cursor, the next cursor in X-Next-Cursor', async () => {
    for (let i = 0; i < 3; i++)
      await call(
        t.app,
        'POST',
        '/api/jobs',
        team.cookie,
        specJobBody({
          jobType: 'streaming',
          jobDate: dayFromToday(6),
          // The team's consent (issue 37, decision 0041): the one field streaming adds to the spec's body.
          streamConsent: { confirmed: true, audience: 'public' },
        }),
      );
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const res = await call(
        t.app,
        'GET',
        `/api/jobs?jobType=streaming&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode).toBe(200);
      const page = res.json() as Json[];
      expect(page.length).toBeLessThanOrEqual(2);
      seen.push(...page.map((j) => j.id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen).toHaveLength(3);
    expect(new Set(seen).size).toBe(3);
  });

  it('POST /api/applications takes jobId, helperId, proposedRate (dollars) and message', async () => {
    const res = await call(t.app, 'POST', '/api/applications', helper.cookie, {
      jobId: job.id,
      helperId: helper.helperId,
      proposedRate: 35,
      message: 'I keep the book for my own kids every weekend.',
    });
    expect(res.statusCode, res.body).toBe(201);
    application = res.json();
    expectSpecApplication(application);
    expect(application).toMatchObject({
      jobId: job.id,
      helperId: helper.helperId,
      proposedRate: 35,
      status: 'pending',
    });
  });

  it("POST /api/applications with no proposedRate falls back to the job's rate", async () => {
    const other = await helperAccount(t.app);
    const res = await call(t.app, 'POST', '/api/applications', other.cookie, {
      jobId: job.id,
      message: null,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ proposedRate: 30 });
  });

  it('GET /api/jobs/{id} is the Job with team, helper and applications (for its owner)', async () => {
    const res = await call(t.app, 'GET', `/api/jobs/${job.id}`, team.cookie);
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expectSpecJob(detail);
    expect(detail.helper).toBeNull();
    expect(detail.applications).toHaveLength(2);
    detail.applications.forEach(expectSpecApplication);
    const signedOut = (await call(t.app, 'GET', `/api/jobs/${job.id}`)).json();
    expectSpecJob(signedOut);
    expect(signedOut.applications).toEqual([]);
  });

  it("PUT /api/applications/{id}/status 'accepted' accepts, and the job names its helper", async () => {
    const res = await call(t.app, 'PUT', `/api/applications/${application.id}/status`, team.cookie, {
      status: 'accepted',
    });
    expect(res.statusCode, res.body).toBe(200);
    expectSpecApplication(res.json());
    expect(res.json()).toMatchObject({ status: 'accepted', proposedRate: 35 });
    const detail = (await call(t.app, 'GET', `/api/jobs/${job.id}`, team.cookie)).json();
    expect(detail).toMatchObject({
      status: 'assigned',
      helper: { id: helper.helperId, user: { id: helper.user.id, firstName: expect.any(String) } },
    });
    expect(detail.helper).toHaveProperty('venmoUsername');
  });

  it('GET /api/jobs/team/{teamId} and ?status=open are lists', async () => {
    const all = await call(t.app, 'GET', `/api/jobs/team/${team.teamId}`, team.cookie);
    expect(all.statusCode).toBe(200);
    (all.json() as Json[]).forEach(expectSpecJob);
    expect((all.json() as Json[]).map((j) => j.id)).toContain(job.id);
    const open = (await call(t.app, 'GET', `/api/jobs/team/${team.teamId}?status=open`)).json() as Json[];
    expect(open.every((j) => j.status === 'open')).toBe(true);
    open.forEach(expectSpecJob);
  });

  it("GET /api/jobs/helper/{helperId} lists the helper's jobs", async () => {
    const res = await call(t.app, 'GET', `/api/jobs/helper/${helper.helperId}`, helper.cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Json[];
    expect(list.map((j) => j.id)).toEqual([job.id]);
    list.forEach(expectSpecJob);
  });

  it("GET /api/applications/helper/{helperId} lists the helper's applications with their job", async () => {
    const res = await call(t.app, 'GET', `/api/applications/helper/${helper.helperId}`, helper.cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Json[];
    expect(list.map((a) => a.id)).toEqual([application.id]);
    list.forEach(expectSpecApplication);
    expect(list[0]).toMatchObject({
      job: { id: job.id, hourlyRate: 30, team: { teamName: expect.any(String) } },
    });
  });

  it('PUT /api/jobs/{id}/complete (no body) completes the job', async () => {
    // Game day arrives (a job is completed on or after its date).
    await t.database.db
      .update(jobs)
      .set({ jobDate: todayIn(TAMPA) })
      .where(eq(jobs.id, job.id as number));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/jobs/${job.id}/complete`,
      headers: { cookie: team.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expectSpecJob(res.json());
    expect(res.json()).toMatchObject({ status: 'completed', paymentInstructions: { totalPay: 75 } });
  });

  it('POST /api/jobs/{id}/complete (no body) answers JSON too', async () => {
    const other = await call(
      t.app,
      'POST',
      '/api/jobs',
      team.cookie,
      specJobBody({ jobDate: todayIn(TAMPA), startTime: '13:00', endTime: '15:00' }),
    );
    const otherJob = other.json();
    const applied = await call(t.app, 'POST', '/api/applications', helper.cookie, {
      jobId: otherJob.id,
      helperId: helper.helperId,
      proposedRate: otherJob.hourlyRate,
      message: '',
    });
    await call(t.app, 'PUT', `/api/applications/${applied.json().id}/status`, team.cookie, {
      status: 'accepted',
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/jobs/${otherJob.id}/complete`,
      headers: { cookie: team.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    expectSpecJob(res.json());
    expect(res.json()).toMatchObject({ status: 'completed', totalPay: 60, hourlyRate: 30, duration: 2 });
  });
});
