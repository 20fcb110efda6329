import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { applyTo, dayFromToday, helperAccount, postJob, readyTeam } from '../../../test/marketplace.js';

/** Availability (issue 55): the helper's own settings, the shared rule through the API, and bad input. */
let t: TestApp;
let team: Awaited<ReturnType<typeof readyTeam>>;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
  team = await readyTeam(t.app);
});
afterAll(() => t.close());

const URL = '/api/users/me/availability';
const body = (overrides: object = {}) => ({
  timeZone: 'America/New_York',
  weekly: [],
  blackouts: [],
  maxGamesPerDay: null,
  ...overrides,
});
const weekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
async function helperWith(overrides: object) {
  const helper = await helperAccount(t.app);
  const res = await call(t.app, 'PUT', URL, helper.cookie, body(overrides));
  expect(res.statusCode, res.body).toBe(200);
  return helper;
}
const fitsOf = async (cookie: string, jobIds: number[]) => {
  const res = await call(t.app, 'GET', `${URL}/fits?jobIds=${jobIds.join(',')}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Array<{ jobId: number; fits: boolean; misses: string[] }>;
};

describe('a helper availability', () => {
  it('answers the ZIP zone and nothing set before a save, then what was saved', async () => {
    const helper = await helperAccount(t.app);
    const first = await call(t.app, 'GET', URL, helper.cookie);
    expect(first.json()).toMatchObject({
      saved: false,
      timeZone: 'America/New_York',
      weekly: [],
      blackouts: [],
    });
    const saved = body({
      timeZone: 'America/Chicago',
      weekly: [{ day: 6, from: '08:00', to: '18:00' }],
      blackouts: [{ from: '2027-01-02', to: '2027-01-03', note: 'Family trip' }],
      maxGamesPerDay: 2,
    });
    expect((await call(t.app, 'PUT', URL, helper.cookie, saved)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', URL, helper.cookie)).json()).toMatchObject({ saved: true, ...saved });
  });

  it('is a helper setting: a team is refused', async () => {
    expect((await call(t.app, 'GET', URL, team.cookie)).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', URL, team.cookie, body())).json().code).toBe('wrong_role');
  });

  it.each([
    ['an unknown zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['a day out of range', { weekly: [{ day: 7, from: '08:00', to: '10:00' }] }, 'weekly'],
    ['a range ending when it starts', { weekly: [{ day: 1, from: '08:00', to: '08:00' }] }, 'weekly'],
    ['a time that is not HH:MM', { weekly: [{ day: 1, from: '8am', to: '10:00' }] }, 'weekly'],
    [
      'a blackout ending before it starts',
      { blackouts: [{ from: '2027-01-03', to: '2027-01-02' }] },
      'blackouts',
    ],
    ['a date that does not exist', { blackouts: [{ from: '2027-02-30', to: '2027-03-01' }] }, 'blackouts'],
    ['no games a day', { maxGamesPerDay: 0 }, 'maxGamesPerDay'],
  ])('refuses %s with 400 and the field', async (_name, overrides, field) => {
    const helper = await helperAccount(t.app);
    const res = await call(t.app, 'PUT', URL, helper.cookie, body(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
    expect(JSON.stringify(res.json().details)).toContain(field);
  });

  it('refuses a malformed list of jobs to check', async () => {
    const helper = await helperAccount(t.app);
    expect((await call(t.app, 'GET', `${URL}/fits?jobIds=1,,2`, helper.cookie)).statusCode).toBe(400);
  });
});

describe('whether a game fits, through the API', () => {
  it('reads weekly hours in the helper zone: a 9 AM Tampa game is 6 AM in Los Angeles', async () => {
    const date = dayFromToday(6);
    const job = await postJob(t.app, team.cookie, { jobDate: date, startTime: '09:00', endTime: '11:00' });
    const early = await helperWith({
      timeZone: 'America/Los_Angeles',
      weekly: [{ day: weekday(date), from: '06:00', to: '08:00' }],
    });
    const late = await helperWith({
      timeZone: 'America/Los_Angeles',
      weekly: [{ day: weekday(date), from: '09:00', to: '17:00' }],
    });
    expect(await fitsOf(early.cookie, [job.id])).toEqual([{ jobId: job.id, fits: true, misses: [] }]);
    expect(await fitsOf(late.cookie, [job.id])).toEqual([
      { jobId: job.id, fits: false, misses: ['outside-hours'] },
    ]);
  });

  it('blocks an overnight game whose second day is blacked out, and takes a range past midnight', async () => {
    const date = dayFromToday(7);
    const next = dayFromToday(8);
    const job = await postJob(t.app, team.cookie, { jobDate: date, startTime: '23:00', endTime: '01:00' });
    const blocked = await helperWith({ blackouts: [{ from: next, to: next }] });
    const night = await helperWith({ weekly: [{ day: weekday(date), from: '22:00', to: '02:00' }] });
    expect((await fitsOf(blocked.cookie, [job.id]))[0]!.misses).toEqual(['blackout']);
    expect((await fitsOf(night.cookie, [job.id]))[0]!.fits).toBe(true);
  });

  it('holds the games-per-day limit, and the team sees "Available" on each application', async () => {
    const date = dayFromToday(9);
    const morning = await postJob(t.app, team.cookie, {
      jobDate: date,
      startTime: '09:00',
      endTime: '11:00',
    });
    const evening = await postJob(t.app, team.cookie, {
      jobDate: date,
      startTime: '17:00',
      endTime: '19:00',
    });
    const helper = await helperWith({ maxGamesPerDay: 1 });
    const other = await helperAccount(t.app);
    const mine = await applyTo(t.app, helper.cookie, morning.id);
    expect((await fitsOf(helper.cookie, [evening.id]))[0]!.fits).toBe(true);
    const accepted = await call(t.app, 'PUT', `/api/applications/${mine.id}/status`, team.cookie, {
      status: 'accepted',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await fitsOf(helper.cookie, [morning.id, evening.id])).map((f) => f.misses)).toEqual([
      [],
      ['daily-limit'],
    ]);

    // Applying outside availability is not refused.
    await applyTo(t.app, helper.cookie, evening.id);
    await applyTo(t.app, other.cookie, evening.id);
    const list = (
      await call(t.app, 'GET', `/api/applications/team/${team.teamId}`, team.cookie)
    ).json() as Array<{
      jobId: number;
      helperId: number;
      available: boolean;
    }>;
    const forEvening = list.filter((a) => a.jobId === evening.id);
    expect(forEvening.find((a) => a.helperId === helper.helperId)!.available).toBe(false);
    expect(forEvening.find((a) => a.helperId === other.helperId)!.available).toBe(true);
  });
});

describe('Find Talent by availability', () => {
  it('lists only helpers available for the date and time, on the searched ZIP clock', async () => {
    const date = dayFromToday(20);
    const free = await helperWith({ weekly: [{ day: weekday(date), from: '08:00', to: '20:00' }] });
    const away = await helperWith({ blackouts: [{ from: date, to: date }] });
    const search = async (query: string) => {
      const res = await call(
        t.app,
        'GET',
        `/api/helper-profiles?zipCode=33602&radius=100&limit=100&${query}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Array<{ id: number }>).map((h) => h.id);
    };
    const found = await search(`availableOn=${date}&availableFrom=10:00&availableTo=12:00`);
    expect(found).toContain(free.helperId);
    expect(found).not.toContain(away.helperId);
    expect(await search(`availableOn=${date}&availableFrom=21:00&availableTo=22:00`)).not.toContain(
      free.helperId,
    );
    // Without the filter both are listed.
    expect(await search('')).toEqual(expect.arrayContaining([free.helperId, away.helperId]));
    const partial = await call(t.app, 'GET', `/api/helper-profiles?availableOn=${date}`);
    expect([partial.statusCode, partial.json().code]).toEqual([400, 'validation_error']);
  });
});
