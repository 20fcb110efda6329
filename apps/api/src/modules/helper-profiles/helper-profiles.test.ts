import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { PROFILE_MESSAGES, type HelperProfileBodySchema } from '@sideline/shared';
import { helperProfiles } from '../../db/schema/index.js';
import { call, createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

type WireBody = z.input<typeof HelperProfileBodySchema>;
const body = (overrides: Partial<WireBody> = {}): WireBody => ({
  email: 'scorer@example.com',
  bio: 'Scoring travel ball since 2019.',
  hourlyRateMin: 25,
  hourlyRateMax: 40,
  isScorekeeper: true,
  isScoreboard: false,
  isStreaming: false,
  hasEquipment: true,
  equipment: ['iPad', 'Tripod'],
  equipmentDetails: 'iPad with GameChanger',
  availability: 'Weekends',
  venmoUsername: '@sam-scores',
  ...overrides,
});
const mine = async (userId: number, cookie?: string) =>
  (await call(t.app, 'GET', `/api/helper-profiles/user/${userId}`, cookie)).json();

describe('helper profiles', () => {
  it('lets the owner edit; others see no email or Venmo handle', async () => {
    const { user, cookie } = await registerUser(t.app, { role: 'helper' });
    const profile = await mine(user.id, cookie);
    const res = await call(t.app, 'PUT', `/api/helper-profiles/${profile.id}`, cookie, body());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'scorer@example.com',
      venmoUsername: '@sam-scores',
      equipment: ['iPad', 'Tripod'],
      hourlyRateMin: 25,
      hourlyRateMax: 40,
    });
    // One handle per account: the helper profile wrote the user's.
    expect((await call(t.app, 'GET', '/api/auth/user', cookie)).json().venmoUsername).toBe('@sam-scores');
    const stranger = await registerUser(t.app, { role: 'team' });
    for (const viewer of [undefined, stranger.cookie]) {
      const seen = (await call(t.app, 'GET', `/api/helper-profiles/${profile.id}`, viewer)).json();
      expect(seen).toMatchObject({
        id: profile.id,
        email: null,
        venmoUsername: null,
        user: { firstName: 'Casey', zipCode: '33602' },
      });
      expect(JSON.stringify(seen)).not.toContain('scorer@example.com');
    }
  });

  it('refuses another user with 403 and changes nothing', async () => {
    const owner = await registerUser(t.app, { role: 'helper' });
    const other = await registerUser(t.app, { role: 'helper' });
    const profile = await mine(owner.user.id, owner.cookie);
    const res = await call(
      t.app,
      'PUT',
      `/api/helper-profiles/${profile.id}`,
      other.cookie,
      body({ bio: 'Hijacked' }),
    );
    expect(res.statusCode).toBe(403);
    expect((await mine(owner.user.id, owner.cookie)).bio).toBe(profile.bio);
    expect(
      (await call(t.app, 'PUT', `/api/helper-profiles/${profile.id}`, undefined, body())).statusCode,
    ).toBe(401);
  });

  it('creates once for helper roles only', async () => {
    const team = await registerUser(t.app, { role: 'team' });
    expect((await call(t.app, 'POST', '/api/helper-profiles', team.cookie, body())).statusCode).toBe(403);
    const helper = await registerUser(t.app, { role: 'helper' });
    const again = await call(t.app, 'POST', '/api/helper-profiles', helper.cookie, body());
    expect(again.statusCode).toBe(409);
  });

  it("takes the second call table's body (no email, no Venmo) and keeps what it leaves out", async () => {
    const { user, cookie } = await registerUser(t.app, { role: 'helper' });
    const profile = await mine(user.id, cookie);
    await call(t.app, 'PUT', `/api/helper-profiles/${profile.id}`, cookie, body());
    const {
      email: _e,
      venmoUsername: _v,
      equipment: _q,
      ...docTwo
    } = body({ userId: user.id, bio: 'Edited' });
    void [_e, _v, _q];
    const res = await call(t.app, 'PUT', `/api/helper-profiles/${profile.id}`, cookie, docTwo);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      bio: 'Edited',
      email: 'scorer@example.com',
      venmoUsername: '@sam-scores',
    });
    const notMine = await call(t.app, 'PUT', `/api/helper-profiles/${profile.id}`, cookie, {
      ...docTwo,
      userId: user.id + 1,
    });
    expect([notMine.statusCode, notMine.json().code]).toEqual([403, 'not_self']);
  });

  it.each([
    [{ email: 'nope' }, PROFILE_MESSAGES.helperEmail],
    [{ hourlyRateMin: 24 }, PROFILE_MESSAGES.rateMin],
    [{ hourlyRateMax: 20, hourlyRateMin: 25 }, PROFILE_MESSAGES.rateMax],
    [{ hourlyRateMin: 50, hourlyRateMax: 40 }, PROFILE_MESSAGES.rateRange],
    [{ hourlyRateMin: '25' }, PROFILE_MESSAGES.rateMin],
    [{ isScorekeeper: false }, PROFILE_MESSAGES.skills],
    [{ venmoUsername: '' }, PROFILE_MESSAGES.venmoRequired],
    [{ venmoUsername: 'sam' }, PROFILE_MESSAGES.venmoFormat],
  ] as const)('refuses %o with the spec message', async (overrides, message) => {
    const { user, cookie } = await registerUser(t.app, { role: 'helper' });
    const profile = await mine(user.id, cookie);
    const res = await call(
      t.app,
      'PUT',
      `/api/helper-profiles/${profile.id}`,
      cookie,
      body(overrides as never),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { message: string }) => d.message)).toContain(message);
  });

  it('answers a missing profile with 404', async () => {
    expect((await call(t.app, 'GET', '/api/helper-profiles/987654')).json().message).toBe(
      PROFILE_MESSAGES.helperNotFound,
    );
  });
});

describe('Find Talent radius search', () => {
  it('finds a helper in 33602 from 33701 at 25 miles, but not from 10001', async () => {
    const { user } = await registerUser(t.app, { role: 'helper', zipCode: '33602', isStreaming: true });
    const near = (await call(t.app, 'GET', '/api/helper-profiles?zipCode=33701&radius=25&limit=100')).json();
    const found = near.find((h: { userId: number }) => h.userId === user.id);
    expect(found.distanceMiles).toBeGreaterThan(10);
    expect(found.distanceMiles).toBeLessThan(25);
    const far = (await call(t.app, 'GET', '/api/helper-profiles?zipCode=10001&radius=25&limit=100')).json();
    expect(far.some((h: { userId: number }) => h.userId === user.id)).toBe(false);
    const tooSmall = (
      await call(t.app, 'GET', '/api/helper-profiles?zipCode=33701&radius=5&limit=100')
    ).json();
    expect(tooSmall.some((h: { userId: number }) => h.userId === user.id)).toBe(false);
  });

  it('sorts nearest first and filters by skill', async () => {
    const close = await registerUser(t.app, {
      role: 'helper',
      zipCode: '33606',
      isScoreboard: true,
      isScorekeeper: false,
    });
    const farther = await registerUser(t.app, {
      role: 'helper',
      zipCode: '33511',
      isScoreboard: true,
      isScorekeeper: false,
    });
    const res = (
      await call(t.app, 'GET', '/api/helper-profiles?zipCode=33606&skill=scoreboard&limit=100')
    ).json();
    const ids = res.map((h: { userId: number }) => h.userId);
    expect(ids.indexOf(close.user.id)).toBeLessThan(ids.indexOf(farther.user.id));
    const distances = res.map((h: { distanceMiles: number }) => h.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(res.every((h: { isScoreboard: boolean }) => h.isScoreboard)).toBe(true);
  });

  it('refuses an unknown or malformed ZIP with 400, never an empty success', async () => {
    for (const zip of ['00000', '3360', 'abcde']) {
      const res = await call(t.app, 'GET', `/api/helper-profiles?zipCode=${zip}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PROFILE_MESSAGES.unknownZip);
    }
  });

  it('lists everyone as a JSON array, best first, paged by cursor without repeats or gaps', async () => {
    await registerUser(t.app, { role: 'helper' });
    await registerUser(t.app, { role: 'helper' });
    const rated = await registerUser(t.app, { role: 'helper' });
    await t.database.db
      .update(helperProfiles)
      .set({ avgRating: 4.7, totalReviews: 3 })
      .where(eq(helperProfiles.userId, rated.user.id));
    const all = (await call(t.app, 'GET', '/api/helper-profiles?limit=100')).json();
    expect(Array.isArray(all)).toBe(true);
    const seen: number[] = [];
    let cursor: string | undefined;
    do {
      const res = await call(
        t.app,
        'GET',
        `/api/helper-profiles?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(res.statusCode).toBe(200);
      const page = res.json();
      expect(page.length).toBeLessThanOrEqual(2);
      expect(page.every((h: { distanceMiles: unknown }) => h.distanceMiles === null)).toBe(true);
      seen.push(...page.map((h: { id: number }) => h.id));
      cursor = res.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen).toEqual(all.map((h: { id: number }) => h.id));
  });

  it('pages a radius search by cursor too, and refuses a forged cursor with 400', async () => {
    for (let i = 0; i < 3; i++) await registerUser(t.app, { role: 'helper', zipCode: '33602' });
    const all = (await call(t.app, 'GET', '/api/helper-profiles?zipCode=33602&limit=100')).json();
    const first = await call(t.app, 'GET', '/api/helper-profiles?zipCode=33602&limit=2');
    const next = first.headers['x-next-cursor'] as string;
    const second = (
      await call(t.app, 'GET', `/api/helper-profiles?zipCode=33602&limit=2&cursor=${next}`)
    ).json();
    expect([...first.json(), ...second].map((h: { id: number }) => h.id)).toEqual(
      all.slice(0, 4).map((h: { id: number }) => h.id),
    );
    for (const bad of ['nope', Buffer.from('{"d":"x","i":1}').toString('base64url'), 'e30']) {
      const res = await call(t.app, 'GET', `/api/helper-profiles?zipCode=33602&cursor=${bad}`);
      expect([res.statusCode, res.json().code]).toEqual([400, 'invalid_cursor']);
    }
    // A best-first cursor does not fit a radius search.
    const bestFirst = (await call(t.app, 'GET', '/api/helper-profiles?limit=1')).headers['x-next-cursor'];
    expect(
      (await call(t.app, 'GET', `/api/helper-profiles?zipCode=33602&cursor=${bestFirst}`)).statusCode,
    ).toBe(400);
  });

  it('features verified, best-rated helpers first', async () => {
    const { user } = await registerUser(t.app, { role: 'helper' });
    await t.database.db
      .update(helperProfiles)
      .set({ isVerified: true, avgRating: 4.9, totalReviews: 12 })
      .where(eq(helperProfiles.userId, user.id));
    const featured = (await call(t.app, 'GET', '/api/helper-profiles/featured?limit=4')).json();
    expect(featured.length).toBeLessThanOrEqual(4);
    expect(featured[0].userId).toBe(user.id);
    expect(featured[0].email).toBeNull();
    expect(featured[0].venmoUsername).toBeNull();
  });
});
