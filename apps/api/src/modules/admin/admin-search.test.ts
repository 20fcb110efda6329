import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_COUNT_CAP } from '@sideline/shared';
import { users } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { helperAccount, postJob, readyTeam } from '../../../test/marketplace.js';
import { accountWithRole } from '../../../test/kits/admin-test-kit.js';

let t: TestApp;
let admin: string;
const tag = `z${Date.now().toString(36)}`;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
  admin = (await accountWithRole(t.app, t.database, 'admin')).cookie;
  const coach = await readyTeam(t.app, {
    firstName: 'Marisol',
    lastName: `Quintero${tag}`,
    zipCode: '33606',
    teamName: `Brandon Bolts ${tag}`,
    sportTypes: ['volleyball'],
  });
  await postJob(t.app, coach.cookie, {
    title: `Livestream the ${tag} final`,
    jobType: 'streaming',
    streamConsent: { confirmed: true, audience: 'public' },
    location: 'Plant City Stadium',
  });
  await postJob(t.app, coach.cookie, { title: `Book for ${tag} semis` });
  await helperAccount(t.app, {
    firstName: 'Streamy',
    lastName: tag,
    isScorekeeper: false,
    isStreaming: true,
  });
});
afterAll(() => t.close());

const list = async (path: string, q: string) => {
  const res = await call(t.app, 'GET', `/api/admin/${path}?q=${encodeURIComponent(q)}&limit=100`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return { items: res.json() as Record<string, unknown>[], total: Number(res.headers['x-total-count']) };
};

describe('admin search: the spec fields, partial and case-insensitive, in the database', () => {
  it('users by name, email, ZIP and role', async () => {
    expect((await list('users', `QUINTERO${tag.toUpperCase()}`)).items.map((u) => u.firstName)).toEqual([
      'Marisol',
    ]);
    expect((await list('users', 'marisol quin')).total).toBeGreaterThanOrEqual(1);
    const byEmail = await list('users', 'casey');
    expect(byEmail.total).toBeGreaterThanOrEqual(3);
    expect((await list('users', '3360')).items.some((u) => u.zipCode === '33606')).toBe(true);
    const admins = await list('users', 'ADMI');
    expect(admins.items.some((u) => u.role === 'admin')).toBe(true);
    expect((await list('users', 'Tournament Dir')).items.every((u) => u.role === 'tournament-director')).toBe(
      true,
    );
    expect((await list('users', 'nobody-matches-this')).total).toBe(0);
  });

  it('takes % and _ literally', async () => {
    expect((await list('users', '%')).total).toBe(0);
    expect((await list('users', '_')).total).toBe(0);
  });

  it('jobs by title, type, status, location and ZIP; money in dollars', async () => {
    const byTitle = await list('jobs', `livestream THE ${tag}`);
    expect(byTitle.items).toHaveLength(1);
    expect(byTitle.items[0]).toMatchObject({
      hourlyRate: 30,
      jobType: 'streaming',
      status: 'open',
      teamName: `Brandon Bolts ${tag}`,
    });
    expect(
      (await list('jobs', 'plant city')).items.every((j) => String(j.location).includes('Plant City')),
    ).toBe(true);
    expect((await list('jobs', 'STREAM')).items.some((j) => j.jobType === 'streaming')).toBe(true);
    expect(
      (await list('jobs', 'scorekeeping')).items.every(
        (j) => j.jobType === 'scorekeeper' || String(j.title).toLowerCase().includes('scorekeeping'),
      ),
    ).toBe(true);
    expect((await list('jobs', 'open')).total).toBeGreaterThanOrEqual(2);
    expect((await list('jobs', 'cancel')).total).toBe(0);
    expect((await list('jobs', '33602')).total).toBeGreaterThanOrEqual(2);
  });

  it('teams by team name, sport and location', async () => {
    expect((await list('team-profiles', `bolts ${tag}`)).items.map((x) => x.teamName)).toEqual([
      `Brandon Bolts ${tag}`,
    ]);
    const volley = await list('team-profiles', 'VOLLEY');
    expect(volley.items.map((x) => x.teamName)).toContain(`Brandon Bolts ${tag}`);
    expect(volley.items.every((x) => (x.sportTypes as string[]).includes('volleyball'))).toBe(true);
    expect((await list('team-profiles', 'tampa, f')).total).toBeGreaterThanOrEqual(1);
  });

  it('helpers by service names', async () => {
    const streamers = await list('helper-profiles', 'stream');
    expect(streamers.items.map((h) => h.name)).toContain(`Streamy ${tag}`);
    expect(streamers.items.every((h) => h.isStreaming)).toBe(true);
    const keepers = await list('helper-profiles', 'GAMECHANGER');
    expect(keepers.items.every((h) => h.isScorekeeper)).toBe(true);
    expect(keepers.items.map((h) => h.name)).not.toContain(`Streamy ${tag}`);
    expect((await list('helper-profiles', 'juggling')).total).toBe(0);
  });
});

describe('admin paging', () => {
  it.each([
    ['users', 'name', 'asc'],
    ['users', 'email', 'desc'],
    ['users', 'role', 'asc'],
    ['jobs', 'jobDate', 'asc'],
    ['team-profiles', 'teamName', 'desc'],
    ['helper-profiles', 'hourlyRateMin', 'asc'],
  ])('%s by %s %s: every row once, no gaps, in order', async (path, sort, order) => {
    const all = await call(t.app, 'GET', `/api/admin/${path}?limit=100&sort=${sort}&order=${order}`, admin);
    const expected = (all.json() as { id: number }[]).map((r) => r.id);
    const total = Number(all.headers['x-total-count']);
    expect(expected).toHaveLength(total);
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 50; i++) {
      const res = await call(
        t.app,
        'GET',
        `/api/admin/${path}?limit=2&sort=${sort}&order=${order}${cursor ? `&cursor=${cursor}` : ''}`,
        admin,
      );
      expect(Number(res.headers['x-total-count'])).toBe(total);
      seen.push(...(res.json() as { id: number }[]).map((r) => r.id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual(expected);
  });
});

describe('admin totals', () => {
  it('counts exactly up to the cap, then answers the cap with X-Total-Count-Capped: true', async () => {
    const many = `Capcount${tag}`;
    const rows = Array.from({ length: ADMIN_COUNT_CAP + 5 }, (_, i) => ({
      email: `cap-${tag}-${i}@example.com`,
      username: `cap-${tag}-${i}`,
      passwordHash: 'x',
      firstName: 'Bulk',
      lastName: many,
      zipCode: '33602',
      role: 'helper' as const,
      referralCode: `CAP${tag}${i}`,
    }));
    await t.database.db.insert(users).values(rows);
    const first = await call(t.app, 'GET', `/api/admin/users?q=${many}&limit=10`, admin);
    expect(first.headers['x-total-count']).toBe(String(ADMIN_COUNT_CAP));
    expect(first.headers['x-total-count-capped']).toBe('true');
    const next = await call(
      t.app,
      'GET',
      `/api/admin/users?q=${many}&limit=10&cursor=${String(first.headers['x-next-cursor'])}`,
      admin,
    );
    expect(next.headers['x-total-count-capped']).toBe('true');
    // Under the cap the total is exact, whether the first page holds it all or not.
    const few = await call(t.app, 'GET', `/api/admin/users?q=${tag}-1000@&limit=10`, admin);
    expect(few.headers).toMatchObject({ 'x-total-count': '1', 'x-total-count-capped': 'false' });
    const paged = await call(t.app, 'GET', `/api/admin/users?q=cap-${tag}-100&limit=2`, admin);
    // cap-…-100, cap-…-1000 … cap-…-1004: six matches over three pages.
    expect(paged.headers).toMatchObject({ 'x-total-count': '6', 'x-total-count-capped': 'false' });
  });
});
