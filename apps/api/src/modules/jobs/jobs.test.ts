import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { JOB_MESSAGES } from '@sideline/shared';
import { jobs, teamProfiles } from '../../db/schema/index.js';
import { call, createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';
import { startCardApp } from '../../../test/kits/card-test-kit.js';
import { dayFromToday, jobBody, postJob, readyTeam } from '../../../test/marketplace.js';

const PUBLIC_STREAM = { confirmed: true, audience: 'public' } as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

describe('POST /api/jobs', () => {
  it('computes duration, total pay, team and coordinates itself, ignoring the client', async () => {
    const team = await readyTeam(t.app);
    const res = await call(t.app, 'POST', '/api/jobs', team.cookie, {
      ...jobBody({ startTime: '09:00', endTime: '11:30', hourlyRate: 30 }),
      duration: 99,
      totalPay: 1,
      teamId: 424242,
      status: 'paid',
    });
    expect(res.statusCode).toBe(201);
    const job = res.json();
    expect(job).toMatchObject({
      durationMinutes: 150,
      duration: 2.5,
      hourlyRate: 30,
      totalPay: 75,
      teamId: team.teamId,
      status: 'open',
      viewer: 'owner',
    });
    const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, job.id));
    expect(row?.latitude).toBeCloseTo(27.96, 1);
  });

  it('adds 24 hours for an overnight game', async () => {
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie, {
      startTime: '22:00',
      endTime: '01:00',
      hourlyRate: 25,
    });
    expect([job.duration, job.totalPay]).toEqual([3, 75]);
  });

  it.each([
    [{ title: 'Help' }, JOB_MESSAGES.title],
    [{ description: 'Too short.' }, JOB_MESSAGES.description],
    [{ jobDate: '' }, JOB_MESSAGES.jobDate],
    [{ startTime: '' }, JOB_MESSAGES.startTime],
    [{ endTime: undefined }, JOB_MESSAGES.endTime],
    [{ location: 'Park' }, JOB_MESSAGES.location],
    [{ zipCode: '336' }, JOB_MESSAGES.zipCode],
    [{ hourlyRate: 24.99 }, JOB_MESSAGES.hourlyRate],
    [{ hourlyRate: undefined }, JOB_MESSAGES.hourlyRate],
    [{ hourlyRate: '30' }, JOB_MESSAGES.hourlyRate],
    [{ hourlyRate: 1000.01 }, JOB_MESSAGES.maxRate],
    [{ jobDate: '2099-02-30' }, JOB_MESSAGES.invalidDate],
    [{ title: 'Score\u0000keeper needed' }, 'Text must not contain control characters'],
  ] as const)('refuses %o with the spec message', async (overrides, message) => {
    const team = await readyTeam(t.app);
    const res = await call(t.app, 'POST', '/api/jobs', team.cookie, jobBody(overrides as never));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { message: string }) => d.message)).toContain(message);
  });

  it('refuses a past date and an unknown ZIP', async () => {
    const team = await readyTeam(t.app);
    const past = await call(t.app, 'POST', '/api/jobs', team.cookie, jobBody({ jobDate: dayFromToday(-1) }));
    expect([past.statusCode, past.json().message]).toEqual([400, JOB_MESSAGES.pastDate]);
    const zip = await call(t.app, 'POST', '/api/jobs', team.cookie, jobBody({ zipCode: '00000' }));
    expect([zip.statusCode, zip.json().message]).toEqual([400, 'Unknown ZIP code']);
  });

  it('enforces the posting prerequisites of the spec', async () => {
    const helper = await registerUser(t.app, { role: 'helper' });
    expect((await call(t.app, 'POST', '/api/jobs', helper.cookie, jobBody())).json().code).toBe('wrong_role');
    const noVenmo = await registerUser(t.app, { role: 'team' });
    const venmo = await call(t.app, 'POST', '/api/jobs', noVenmo.cookie, jobBody());
    expect([venmo.statusCode, venmo.json().message]).toEqual([400, JOB_MESSAGES.noVenmo]);
    const noProfile = await readyTeam(t.app);
    await t.database.db.delete(teamProfiles).where(eq(teamProfiles.userId, noProfile.user.id));
    const missing = await call(t.app, 'POST', '/api/jobs', noProfile.cookie, jobBody());
    expect([missing.statusCode, missing.json().message]).toEqual([400, JOB_MESSAGES.noTeamProfile]);
    expect((await call(t.app, 'POST', '/api/jobs', undefined, jobBody())).statusCode).toBe(401);
  });

  it('asks a team without a Venmo handle for one only for a job not paid by card', async () => {
    // Where cards are not set up, a card job could never be paid: refused, whoever posts it.
    const noCards = await registerUser(t.app, { role: 'team' });
    const unpayable = await call(t.app, 'POST', '/api/jobs', noCards.cookie, jobBody({ paysByCard: true }));
    expect([unpayable.statusCode, unpayable.json().code]).toEqual([409, 'card_payments_not_configured']);

    const withCards = await startCardApp();
    try {
      await cardOnlyTeam(withCards.t);
    } finally {
      await withCards.close();
    }
  });
});

/** Where cards are set up, a card job needs no Venmo handle; turning it into a Venmo job does. */
async function cardOnlyTeam(t: TestApp) {
  const cardOnly = await registerUser(t.app, { role: 'team' });
  const card = await call(t.app, 'POST', '/api/jobs', cardOnly.cookie, jobBody({ paysByCard: true }));
  expect(card.statusCode, card.body).toBe(201);
  expect(card.json().paysByCard).toBe(true);
  // Turned into a Venmo job by an edit, it needs the handle like a new one; nothing changes.
  const edit = await call(t.app, 'PUT', `/api/jobs/${card.json().id}`, cardOnly.cookie, {
    ...jobBody({ paysByCard: false }),
  });
  expect([edit.statusCode, edit.json().code]).toEqual([400, 'team_venmo_missing']);
  const [row] = await t.database.db.select().from(jobs).where(eq(jobs.id, card.json().id));
  expect(row?.paysByCard).toBe(true);
  const venmo = await call(t.app, 'POST', '/api/jobs', cardOnly.cookie, jobBody({ paysByCard: false }));
  expect([venmo.statusCode, venmo.json().code]).toEqual([400, 'team_venmo_missing']);
}

describe('GET /api/jobs search', () => {
  it('finds a job in 33602 from 33701 at 25 miles, not from 10001, with its distance', async () => {
    const team = await readyTeam(t.app);
    const job = await postJob(t.app, team.cookie, { zipCode: '33602' });
    const near = (await call(t.app, 'GET', '/api/jobs?zipCode=33701&radius=25&limit=50')).json();
    const found = near.find((j: { id: number }) => j.id === job.id);
    expect(found.distanceMiles).toBeGreaterThan(10);
    expect(found.team).toMatchObject({ id: team.teamId, avgRating: 0, totalReviews: 0 });
    const far = (await call(t.app, 'GET', '/api/jobs?zipCode=10001&limit=50')).json();
    expect(far.some((j: { id: number }) => j.id === job.id)).toBe(false);
    expect((await call(t.app, 'GET', '/api/jobs?zipCode=00000')).statusCode).toBe(400);
    // 300 miles spans more grid cells than the near statement reads: the date-ordered walk answers.
    const wide = (await call(t.app, 'GET', '/api/jobs?zipCode=33701&radius=300&limit=50')).json();
    expect(wide.find((j: { id: number }) => j.id === job.id)?.distanceMiles).toBe(found.distanceMiles);
  });

  it('offers only upcoming open jobs, soonest first, filtered by type', async () => {
    const team = await readyTeam(t.app);
    const streaming = { jobType: 'streaming', streamConsent: PUBLIC_STREAM } as const;
    const later = await postJob(t.app, team.cookie, { jobDate: dayFromToday(9), ...streaming });
    const sooner = await postJob(t.app, team.cookie, { jobDate: dayFromToday(2), ...streaming });
    const old = await postJob(t.app, team.cookie, streaming);
    await t.database.db
      .update(jobs)
      .set({ jobDate: dayFromToday(-3) })
      .where(eq(jobs.id, old.id));
    const res = (await call(t.app, 'GET', '/api/jobs?jobType=streaming&limit=50')).json();
    const ids = res.map((j: { id: number }) => j.id);
    expect(ids).not.toContain(old.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(
      res.every((j: { jobType: string; status: string }) => j.jobType === 'streaming' && j.status === 'open'),
    ).toBe(true);
  });

  it('pages with a cursor without repeats or gaps, near a ZIP and without one', async () => {
    const team = await readyTeam(t.app);
    for (let i = 0; i < 5; i++)
      await postJob(t.app, team.cookie, {
        jobType: 'full-service',
        streamConsent: PUBLIC_STREAM,
        jobDate: dayFromToday(3 + (i % 2)),
        zipCode: i % 2 ? '33606' : '33511',
      });
    for (const zip of ['', '&zipCode=33602&radius=50']) {
      const all = (await call(t.app, 'GET', `/api/jobs?jobType=full-service&limit=50${zip}`))
        .json()
        .map((j: { id: number }) => j.id);
      const paged: number[] = [];
      let cursor = '';
      do {
        const page = await call(
          t.app,
          'GET',
          `/api/jobs?jobType=full-service&limit=2${zip}${cursor ? `&cursor=${cursor}` : ''}`,
        );
        paged.push(...page.json().map((j: { id: number }) => j.id));
        cursor = (page.headers['x-next-cursor'] as string | undefined) ?? '';
      } while (cursor);
      expect(paged).toEqual(all);
    }
    expect((await call(t.app, 'GET', '/api/jobs?cursor=garbage')).statusCode).toBe(400);
  });
});
