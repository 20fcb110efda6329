import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { applyTo, helperAccount, jobBody, postJob, readyTeam } from '../../../test/marketplace.js';

/** Malformed input to the jobs and applications routes is a 400 (never a 500) and changes nothing. */
let t: TestApp;
let team: Awaited<ReturnType<typeof readyTeam>>;
let helper: Awaited<ReturnType<typeof helperAccount>>;
let jobId: number;
let applicationId: number;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
  team = await readyTeam(t.app);
  helper = await helperAccount(t.app);
  jobId = (await postJob(t.app, team.cookie)).id;
  applicationId = (await applyTo(t.app, helper.cookie, jobId)).id;
});
afterAll(() => t.close());

const cursorOf = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('ids past int4 and non-digits in paths', () => {
  const bad = ['2147483648', '99999999999999999999', '0', '-1', '1e3', '0x10', '1.5', 'abc'];
  const paths = (id: string) =>
    [
      ['GET', `/api/jobs/${id}`],
      ['GET', `/api/jobs/team/${id}`],
      ['GET', `/api/jobs/helper/${id}`],
      ['GET', `/api/applications/helper/${id}`],
      ['GET', `/api/applications/team/${id}`],
      ['PUT', `/api/jobs/${id}/complete`],
      ['POST', `/api/jobs/${id}/complete`],
      ['POST', `/api/jobs/${id}/cancel`],
      ['POST', `/api/applications/${id}/withdraw`],
    ] as const;
  it.each(bad)('%s is a 400', async (id) => {
    for (const [method, url] of paths(id)) {
      const res = await call(t.app, method, url, team.cookie);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
    }
    const status = await call(t.app, 'PUT', `/api/applications/${id}/status`, team.cookie, {
      status: 'accepted',
    });
    expect(status.statusCode).toBe(400);
    const edit = await call(t.app, 'PUT', `/api/jobs/${id}`, team.cookie, jobBody());
    expect(edit.statusCode).toBe(400);
  });
});

describe('strict JSON types in bodies', () => {
  it.each([true, '1', 1.5, 0, 2147483648, null, [1], { id: 1 }])('jobId %j is a 400', async (value) => {
    const res = await call(t.app, 'POST', '/api/applications', helper.cookie, { jobId: value });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    { proposedRate: '30' },
    { proposedRate: 30.001 },
    { proposedRate: 1e308 },
    { message: 'hi\u0000there' },
    { message: 'x'.repeat(1001) },
  ])('application %j is a 400', async (extra) => {
    const res = await call(t.app, 'POST', '/api/applications', (await helperAccount(t.app)).cookie, {
      jobId,
      ...extra,
    });
    expect(res.statusCode, res.body).toBe(400);
  });

  it.each([
    { title: 'Scorekeeper\u0000 needed' },
    { description: 'A long enough description\u0007 with a bell.' },
    { location: 'Field\u001b 1, Tampa' },
    { jobDate: '2099-02-30' },
    { jobDate: '2099-13-01' },
    { jobDate: 20991201 },
    { startTime: '24:00' },
    { hourlyRate: Number.MAX_SAFE_INTEGER },
    { hourlyRate: -30 },
    { hourlyRate: null },
    { jobType: 'referee' },
  ])('job %j is a 400', async (override) => {
    const res = await call(t.app, 'POST', '/api/jobs', team.cookie, { ...jobBody(), ...override });
    expect(res.statusCode, res.body).toBe(400);
    const edit = await call(t.app, 'PUT', `/api/jobs/${jobId}`, team.cookie, { ...jobBody(), ...override });
    expect(edit.statusCode, edit.body).toBe(400);
  });

  it('a cancel reason with a NUL byte or a wrong type is a 400', async () => {
    for (const reason of ['rain\u0000out', 42, 'x'.repeat(501)]) {
      const res = await call(t.app, 'POST', `/api/jobs/${jobId}/cancel`, team.cookie, { reason });
      expect(res.statusCode).toBe(400);
    }
    expect((await call(t.app, 'GET', `/api/jobs/${jobId}`)).json().status).toBe('open');
  });

  it('an application status other than accepted/rejected is a 400', async () => {
    for (const status of ['pending', 'withdrawn', true, null]) {
      const res = await call(t.app, 'PUT', `/api/applications/${applicationId}/status`, team.cookie, {
        status,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('job search query', () => {
  it.each([
    'limit=0',
    'limit=51',
    'limit=abc',
    'limit=1e1',
    'limit=99999999999',
    'radius=NaN',
    'radius=Infinity',
    'radius=-5',
    'radius=0',
    'radius=501',
    'zipCode=3360',
    'zipCode=00000',
    'status=deleted',
    'jobType=referee',
    'dateFrom=2099-02-30',
    'dateTo=2099-13-01',
    'dateFrom=tomorrow',
  ])('%s is a 400', async (query) => {
    const res = await call(t.app, 'GET', `/api/jobs?${query}`);
    expect(res.statusCode, res.body).toBe(400);
  });

  it.each([
    ['not base64', '!!!'],
    ['not JSON', Buffer.from('hello').toString('base64url')],
    ['JSON null', cursorOf(null)],
    ['an array', cursorOf([1, 2])],
    ['an impossible date', cursorOf({ d: '2099-02-30', m: null, i: 1 })],
    ['a month 13', cursorOf({ d: '2099-13-01', m: null, i: 1 })],
    ['a non-numeric distance', cursorOf({ d: '2099-01-01', m: 'far', i: 1 })],
    ['a negative distance', cursorOf({ d: '2099-01-01', m: -1, i: 1 })],
    ['an id past int4', cursorOf({ d: '2099-01-01', m: null, i: 2147483648 })],
    ['a string id', cursorOf({ d: '2099-01-01', m: null, i: '1' })],
    ['a missing id', cursorOf({ d: '2099-01-01', m: null })],
    ['an extra key', cursorOf({ d: '2099-01-01', m: null, i: 1, x: 1 })],
    ['too long', 'A'.repeat(301)],
  ])("a cursor with %s is a 400 'Invalid cursor'", async (_what, cursor) => {
    for (const zip of ['', '&zipCode=33602']) {
      const res = await call(t.app, 'GET', `/api/jobs?cursor=${encodeURIComponent(cursor)}${zip}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('Invalid cursor');
    }
  });

  it('accepts a well-formed cursor', async () => {
    const res = await call(
      t.app,
      'GET',
      `/api/jobs?cursor=${cursorOf({ d: '2020-01-01', m: 3.5, i: 1 })}&zipCode=33602`,
    );
    expect(res.statusCode).toBe(200);
  });
});
