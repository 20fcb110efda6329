import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.js';
import { call, createTestApp, registerUser, sessionCookieOf, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

async function resetTokens(email: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ link: outbox.link })
    .from(outbox)
    .where(and(eq(outbox.toEmail, email), eq(outbox.kind, 'reset_password')))
    .orderBy(asc(outbox.id));
  return rows.map((r) => new URL(r.link!).searchParams.get('token')!);
}

describe('a password reset revokes everything issued before it', () => {
  it('the second of two reset links fails once the first was used', async () => {
    const { user } = await registerUser(t.app);
    for (let i = 0; i < 2; i++)
      expect(
        (await call(t.app, 'POST', '/api/auth/forgot-password', undefined, { email: user.email })).statusCode,
      ).toBe(200);
    const [first, second] = await resetTokens(user.email);
    expect(first && second && first !== second).toBe(true);

    const used = await call(t.app, 'POST', '/api/auth/reset-password', undefined, {
      token: first,
      password: 'first-new-pass-1',
    });
    expect(used.statusCode).toBe(200);
    const stale = await call(t.app, 'POST', '/api/auth/reset-password', undefined, {
      token: second,
      password: 'second-new-pass-2',
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('invalid_token');

    const login = (password: string) =>
      call(t.app, 'POST', '/api/auth/login', undefined, { email: user.email, password });
    expect((await login('first-new-pass-1')).statusCode).toBe(200);
    expect((await login('second-new-pass-2')).statusCode).toBe(401);
  });

  it('ends every session of the account, on every device', async () => {
    const { user, body } = await registerUser(t.app);
    const laptop = sessionCookieOf(
      await call(t.app, 'POST', '/api/auth/login', undefined, { email: user.email, password: body.password }),
    );
    const phone = sessionCookieOf(
      await call(t.app, 'POST', '/api/auth/login', undefined, { email: user.email, password: body.password }),
    );
    await call(t.app, 'POST', '/api/auth/forgot-password', undefined, { email: user.email });
    const [token] = await resetTokens(user.email);
    expect(
      (
        await call(t.app, 'POST', '/api/auth/reset-password', undefined, {
          token,
          password: 'a-brand-new-one-3',
        })
      ).statusCode,
    ).toBe(200);
    for (const cookie of [laptop, phone])
      expect((await call(t.app, 'GET', '/api/auth/user', cookie)).statusCode).toBe(401);
  });
});
