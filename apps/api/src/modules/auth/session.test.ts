import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql, type SQL } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@sideline/shared';
import { sessions } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import { pruneExpiredSessions } from '../../plugins/session.js';
import { createTestApp, registerUser, sessionCookieOf, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000, loginRateLimit: 5 });
});
afterAll(() => t.close());

const login = (email: string, password: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    ...(cookie ? { headers: { cookie } } : {}),
  });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });

describe('login and sessions', () => {
  it('answers a wrong password and an unknown email identically', async () => {
    const { body } = await registerUser(t.app);
    const wrongPassword = await login(body.email, 'wrong-password-1');
    const unknownEmail = await login('nobody-here@example.com', body.password);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json()).toEqual({
      message: AUTH_MESSAGES.invalidCredentials,
      code: 'invalid_credentials',
    });
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it('sets an HttpOnly SameSite=Lax session cookie, not Secure outside production', async () => {
    const { body } = await registerUser(t.app);
    const res = await login(body.email.toUpperCase(), body.password);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'sideline_session')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body).not.toContain(body.password);
    expect(res.body.toLowerCase()).not.toContain('passwordhash');
  });

  it('stores only a hash of the token', async () => {
    const { cookie } = await registerUser(t.app);
    const token = cookie.split('=')[1]!;
    const rows = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const raw = await t.database.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(raw).toHaveLength(0);
  });

  it('rotates the session at login: the old token stops working', async () => {
    const { body, cookie: first } = await registerUser(t.app);
    const res = await login(body.email, body.password, first);
    const second = sessionCookieOf(res);
    expect(second).not.toBe(first);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(second)).statusCode).toBe(200);
  });

  it('logout deletes the session on the server', async () => {
    const { cookie, user } = await registerUser(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'sideline_session')?.value).toBe('');
    expect((await me(cookie)).statusCode).toBe(401);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toHaveLength(0);
  });

  it('GET /api/auth/user is 401 without a session and with a forged one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    expect((await me('sideline_session=forged-token')).json().code).toBe('unauthorized');
  });

  it('expires a session after a week idle and after its absolute lifetime', async () => {
    const idle = await registerUser(t.app);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '8 days'` })
      .where(eq(sessions.userId, idle.user.id));
    expect((await me(idle.cookie)).statusCode).toBe(401);

    const old = await registerUser(t.app);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, old.user.id));
    expect((await me(old.cookie)).statusCode).toBe(401);
  });

  it('prunes the sessions past either lifetime and keeps every session still usable', async () => {
    const live = await registerUser(t.app);
    const idle = await registerUser(t.app);
    const old = await registerUser(t.app);
    const nearlyIdle = await registerUser(t.app);
    const age = (userId: number, set: { lastSeenAt?: SQL; expiresAt?: SQL }) =>
      t.database.db.update(sessions).set(set).where(eq(sessions.userId, userId));
    await age(idle.user.id, { lastSeenAt: sql`now() - interval '7 days 1 minute'` });
    await age(old.user.id, { expiresAt: sql`now() - interval '1 second'` });
    await age(nearlyIdle.user.id, { lastSeenAt: sql`now() - interval '6 days 23 hours'` });

    expect(await pruneExpiredSessions(t.database.db)).toBeGreaterThanOrEqual(2);
    const left = new Set(
      (await t.database.db.select({ userId: sessions.userId }).from(sessions)).map((row) => row.userId),
    );
    expect(left.has(idle.user.id)).toBe(false);
    expect(left.has(old.user.id)).toBe(false);
    expect(left.has(live.user.id)).toBe(true);
    expect(left.has(nearlyIdle.user.id)).toBe(true);
    expect((await me(live.cookie)).statusCode).toBe(200);
    expect((await me(nearlyIdle.cookie)).statusCode).toBe(200);
    expect(await pruneExpiredSessions(t.database.db)).toBe(0);
  });

  it('rate limits a client hammering login with 429 and Retry-After', async () => {
    const { body } = await registerUser(t.app);
    for (let i = 0; i < 5; i++) expect((await login(body.email, 'wrong-password-x')).statusCode).toBe(401);
    const blocked = await login(body.email, body.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: AUTH_MESSAGES.tooManyLogins, code: 'rate_limited' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('requires both email and password', async () => {
    const res = await login('', '');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(AUTH_MESSAGES.loginRequired);
  });
});

describe('production cookies', () => {
  it('marks the session cookie Secure when NODE_ENV=production', async () => {
    const prod = await createTestApp({ env: 'production' });
    try {
      const res = await prod.app.inject({
        method: 'POST',
        url: '/register',
        payload: (await import('../../../test/test-app.js')).signupBody(),
      });
      expect(res.cookies.find((c) => c.name === 'sideline_session')?.secure).toBe(true);
    } finally {
      await prod.close();
    }
  });
});
