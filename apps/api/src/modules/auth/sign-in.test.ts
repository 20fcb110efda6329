import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { ADMIN_MESSAGES } from '@sideline/shared';
import { sessions, users } from '../../db/schema/index.js';
import { hashToken } from '../../lib/tokens.js';
import { createTestApp, registerUser, sessionCookieOf, type TestApp } from '../../../test/test-app.js';

// A sign-in opens its session in the statement that looks the user up, before the password is
// checked (sign-in.ts). These pin down that only a sign-in that succeeds leaves one behind.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000, loginRateLimit: 3 });
});
afterAll(() => t.close());

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
const sessionsOf = async (userId: number) =>
  (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).map((s) => s.tokenHash);
const allSessions = async () => (await t.database.db.select({ n: count() }).from(sessions))[0]!.n;

describe('the session a sign-in opens', () => {
  it('is the one whose token the cookie carries, and the only one it adds', async () => {
    const { body, user, cookie } = await registerUser(t.app);
    const before = await sessionsOf(user.id);
    const res = await login(body.email, body.password);
    expect(res.statusCode).toBe(200);
    const token = sessionCookieOf(res).split('=')[1]!;
    const after = await sessionsOf(user.id);
    expect(after).toHaveLength(before.length + 1);
    expect(after).toContain(hashToken(token));
    expect(after).toContain(hashToken(cookie.split('=')[1]!));
  });

  it('is not left behind by a wrong password or an unknown email', async () => {
    const { body, user } = await registerUser(t.app);
    const mine = await sessionsOf(user.id);
    const total = await allSessions();
    expect((await login(body.email, 'wrong-password-1')).statusCode).toBe(401);
    expect((await login(`nobody-${user.id}@example.com`, body.password)).statusCode).toBe(401);
    expect(await sessionsOf(user.id)).toEqual(mine);
    expect(await allSessions()).toBe(total);
  });

  it('is not opened once the attempts are used up, even with the right password', async () => {
    const { body, user } = await registerUser(t.app);
    for (let i = 0; i < 3; i++) expect((await login(body.email, 'wrong-password-2')).statusCode).toBe(401);
    const mine = await sessionsOf(user.id);
    const blocked = await login(body.email, body.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.cookies).toHaveLength(0);
    expect(await sessionsOf(user.id)).toEqual(mine);
  });

  it('is not opened for a suspended account, which hears so only with the right password', async () => {
    const { body, user } = await registerUser(t.app);
    await t.database.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    await t.database.db.delete(sessions).where(eq(sessions.userId, user.id));
    expect((await login(body.email, 'wrong-password-3')).json().code).toBe('invalid_credentials');
    const right = await login(body.email, body.password);
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ message: ADMIN_MESSAGES.accountSuspended, code: 'account_suspended' });
    expect(right.cookies).toHaveLength(0);
    expect(await sessionsOf(user.id)).toEqual([]);
  });
});
