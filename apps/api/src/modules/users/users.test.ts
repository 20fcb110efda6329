import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAYMENT_SETTINGS_MESSAGES, REFERRAL_CREDITS_EACH_SIDE } from '@sideline/shared';
import { credits, helperProfiles, uploads, users } from '../../db/schema/index.js';
import { call, createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

describe('payment settings', () => {
  it('saves trimmed values, turns blanks into null, and the session user reflects it', async () => {
    const { user, cookie } = await registerUser(t.app);
    const res = await call(t.app, 'PUT', `/api/users/${user.id}/payment`, cookie, {
      venmoUsername: '  @casey-j ',
      paypalEmail: ' Casey@Example.com ',
      preferredPaymentMethod: 'paypal',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: PAYMENT_SETTINGS_MESSAGES.updated,
      venmoUsername: '@casey-j',
      paypalEmail: 'casey@example.com',
      preferredPaymentMethod: 'paypal',
    });
    const cleared = await call(t.app, 'PUT', `/api/users/${user.id}/payment`, cookie, {
      venmoUsername: '',
      paypalEmail: 'casey@example.com',
      preferredPaymentMethod: 'paypal',
    });
    expect(cleared.json().venmoUsername).toBeNull();
    const me = (await call(t.app, 'GET', '/api/auth/user', cookie)).json();
    expect(me).toMatchObject({ venmoUsername: null, paypalEmail: 'casey@example.com' });
  });

  it.each([
    [{ preferredPaymentMethod: 'venmo', venmoUsername: '' }, PAYMENT_SETTINGS_MESSAGES.venmoRequired],
    [{ preferredPaymentMethod: 'paypal', paypalEmail: null }, PAYMENT_SETTINGS_MESSAGES.paypalRequired],
    [{ paypalEmail: 'not-an-email' }, 'Invalid email'],
    [
      { venmoUsername: 'casey' },
      'Venmo username must start with @ and contain only letters, numbers, underscores, and hyphens',
    ],
  ])('refuses %o', async (payload, message) => {
    const { user, cookie } = await registerUser(t.app);
    const res = await call(t.app, 'PUT', `/api/users/${user.id}/payment`, cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('only the user themself: another user gets 403 and nothing changes', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const res = await call(t.app, 'PUT', `/api/users/${owner.user.id}/payment`, other.cookie, {
      venmoUsername: '@thief',
    });
    expect(res.statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/auth/user', owner.cookie)).json().venmoUsername).toBeNull();
    expect((await call(t.app, 'GET', `/api/users/${owner.user.id}`, other.cookie)).statusCode).toBe(403);
    expect((await call(t.app, 'PUT', `/api/users/${owner.user.id}/payment`, undefined, {})).statusCode).toBe(
      401,
    );
  });

  it('answers an empty body with the account unchanged, not a 500', async () => {
    const { user, cookie } = await registerUser(t.app);
    await call(t.app, 'PUT', `/api/users/${user.id}/payment`, cookie, { venmoUsername: '@keep-me' });
    const res = await call(t.app, 'PUT', `/api/users/${user.id}/payment`, cookie, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, venmoUsername: '@keep-me' });
  });

  it('checks a preferred method against the stored handle when the body has none', async () => {
    const { user, cookie } = await registerUser(t.app);
    const missing = await call(t.app, 'PUT', `/api/users/${user.id}/payment`, cookie, {
      preferredPaymentMethod: 'paypal',
    });
    expect([missing.statusCode, missing.json().message]).toEqual([
      400,
      PAYMENT_SETTINGS_MESSAGES.paypalRequired,
    ]);
    await call(t.app, 'PUT', `/api/users/${user.id}/payment`, cookie, { venmoUsername: '@stored' });
    const ok = await call(t.app, 'PUT', `/api/users/${user.id}/payment`, cookie, {
      preferredPaymentMethod: 'venmo',
    });
    expect([ok.statusCode, ok.json().preferredPaymentMethod]).toEqual([200, 'venmo']);
    // Clearing the handle of the preferred method is refused, and nothing changes.
    const cleared = await call(t.app, 'PUT', `/api/users/${user.id}/payment`, cookie, { venmoUsername: '' });
    expect(cleared.statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/auth/user', cookie)).json().venmoUsername).toBe('@stored');
  });

  it('is strict about JSON types', async () => {
    const { user, cookie } = await registerUser(t.app);
    for (const payload of [
      { venmoUsername: 5 },
      { preferredPaymentMethod: true },
      { paypalEmail: 'a\u0000@b.co' },
    ]) {
      expect((await call(t.app, 'PUT', `/api/users/${user.id}/payment`, cookie, payload)).statusCode).toBe(
        400,
      );
    }
  });

  it('GET /api/users/{id} answers the account to its owner', async () => {
    const { user, cookie } = await registerUser(t.app);
    const res = await call(t.app, 'GET', `/api/users/${user.id}`, cookie);
    expect(res.json()).toMatchObject({
      id: user.id,
      freeGamesRemaining: 0,
      referralCode: user.referralCode,
      role: 'team',
    });
    expect(res.body.toLowerCase()).not.toContain('password');
  });
});

describe('account picture', () => {
  it('sets the picture and fills an empty profile picture, only from own uploads', async () => {
    const { user, cookie } = await registerUser(t.app, { role: 'helper' });
    const url = '/uploads/00000000-0000-4000-8000-0000000000aa.webp';
    const bad = await call(t.app, 'PUT', `/api/users/${user.id}/profile-image`, cookie, {
      profileImageUrl: url,
    });
    expect(bad.statusCode).toBe(400);
    await t.database.db.insert(uploads).values({ userId: user.id, url, width: 10, height: 10, bytes: 10 });
    const ok = await call(t.app, 'PUT', `/api/users/${user.id}/profile-image`, cookie, {
      profileImageUrl: url,
    });
    expect(ok.json().profileImageUrl).toBe(url);
    const [profile] = await t.database.db
      .select()
      .from(helperProfiles)
      .where(eq(helperProfiles.userId, user.id));
    expect(profile?.profileImage).toBe(url);
  });
});

describe('GET /api/users/referral-info', () => {
  it('is its own route (not /api/users/:id) and counts real referrals and the credits they earned', async () => {
    const referrer = await registerUser(t.app);
    const empty = await call(t.app, 'GET', '/api/users/referral-info', referrer.cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({
      referralCode: referrer.user.referralCode,
      totalReferrals: 0,
      completedReferrals: 0,
      totalEarnings: 0,
    });
    const first = await registerUser(t.app, { referredBy: referrer.user.referralCode });
    await registerUser(t.app, { referredBy: referrer.user.referralCode.toLowerCase() });
    await registerUser(t.app);
    await t.database.db
      .update(users)
      .set({ hasCompletedFirstPaidGame: true })
      .where(eq(users.id, first.user.id));
    // Earnings are the referrer's referral credits in the ledger (granted by the payments module).
    await t.database.db.insert(credits).values({
      userId: referrer.user.id,
      reason: 'referral_referrer',
      delta: 1,
      counterpartUserId: first.user.id,
      grantKey: `referral_referrer:${referrer.user.id}:${first.user.id}`,
    });
    const info = (await call(t.app, 'GET', '/api/users/referral-info', referrer.cookie)).json();
    expect(info).toMatchObject({
      totalReferrals: 2,
      completedReferrals: 1,
      totalEarnings: REFERRAL_CREDITS_EACH_SIDE,
    });
  });

  it('needs a session', async () => {
    expect((await call(t.app, 'GET', '/api/users/referral-info')).statusCode).toBe(401);
  });
});
