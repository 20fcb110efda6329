import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, type HelperProfileBody } from '@sideline/shared';
import { call, createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

const body = (overrides: Partial<HelperProfileBody> = {}): HelperProfileBody => ({
  email: 'scorer@example.com',
  bio: 'Scoring travel ball since 2019.',
  hourlyRateMinCents: 2500,
  hourlyRateMaxCents: 4000,
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
    });
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

  it.each([
    [{ email: 'nope' }, PROFILE_MESSAGES.helperEmail],
    [{ hourlyRateMinCents: 2400 }, PROFILE_MESSAGES.rateMin],
    [{ hourlyRateMaxCents: 2000, hourlyRateMinCents: 2500 }, PROFILE_MESSAGES.rateMax],
    [{ hourlyRateMinCents: 5000, hourlyRateMaxCents: 4000 }, PROFILE_MESSAGES.rateRange],
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
    const found = near.helpers.find((h: { userId: number }) => h.userId === user.id);
    expect(found.distanceMiles).toBeGreaterThan(10);
    expect(found.distanceMiles).toBeLessThan(25);
    const far = (await call(t.app, 'GET', '/api/helper-profiles?zipCode=10001&radius=25&limit=100')).json();
    expect(far.helpers.some((h: { userId: number }) => h.userId === user.id)).toBe(false);
    const tooSmall = (
      await call(t.app, 'GET', '/api/helper-profiles?zipCode=33701&radius=5&limit=100')
    ).json();
    expect(tooSmall.helpers.some((h: { userId: number }) => h.userId === user.id)).toBe(false);
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
    const ids = res.helpers.map((h: { userId: number }) => h.userId);
    expect(ids.indexOf(close.user.id)).toBeLessThan(ids.indexOf(farther.user.id));
    const distances = res.helpers.map((h: { distanceMiles: number }) => h.distanceMiles);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(res.helpers.every((h: { isScoreboard: boolean }) => h.isScoreboard)).toBe(true);
  });

  it('refuses an unknown or malformed ZIP with 400, never an empty success', async () => {
    for (const zip of ['00000', '3360', 'abcde']) {
      const res = await call(t.app, 'GET', `/api/helper-profiles?zipCode=${zip}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(PROFILE_MESSAGES.unknownZip);
    }
  });

  it('lists everyone without a ZIP, paged, with no distance', async () => {
    await registerUser(t.app, { role: 'helper' });
    const res = (await call(t.app, 'GET', '/api/helper-profiles?limit=2')).json();
    expect(res.helpers).toHaveLength(2);
    expect(res.total).toBeGreaterThanOrEqual(2);
    expect(res.helpers[0].distanceMiles).toBeNull();
    const page2 = (await call(t.app, 'GET', '/api/helper-profiles?limit=2&page=2')).json();
    expect(page2.helpers[0].id).not.toBe(res.helpers[0].id);
  });

  it('features verified, best-rated helpers first', async () => {
    const { user } = await registerUser(t.app, { role: 'helper' });
    const { helperProfiles } = await import('../../db/schema/index.js');
    const { eq } = await import('drizzle-orm');
    await t.database.db
      .update(helperProfiles)
      .set({ isVerified: true, avgRating: 4.9, totalReviews: 12 })
      .where(eq(helperProfiles.userId, user.id));
    const featured = (await call(t.app, 'GET', '/api/helper-profiles/featured?limit=4')).json();
    expect(featured.length).toBeLessThanOrEqual(4);
    expect(featured[0].userId).toBe(user.id);
    expect(featured[0].email).toBeUndefined();
  });
});
