import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { AUTH_MESSAGES } from '@sideline/shared';
import { emailTokens, outbox } from '../../db/schema/index.js';
import { createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

async function lastMail(to: string, kind: string) {
  const [row] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toEmail, to), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}
const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, ...(cookie ? { headers: { cookie } } : {}) });
const post = (url: string, payload?: object, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    ...(payload ? { payload } : {}),
    ...(cookie ? { headers: { cookie } } : {}),
  });

describe('email confirmation', () => {
  it('sends a confirmation link at sign-up that confirms the account', async () => {
    const { user, cookie } = await registerUser(t.app);
    const mail = await lastMail(user.email, 'confirm_email');
    expect(mail?.link).toMatch(/^http:\/\/sideline\.test\/confirm-email\?token=/);
    expect(mail?.textBody).toContain(mail!.link!);
    const res = await get(`/api/auth/confirm-email?token=${tokenOf(mail!.link!)}`);
    expect(res.statusCode).toBe(200);
    expect((await get('/api/auth/user', cookie)).json().emailConfirmed).toBe(true);
    // Following the same link again (a double click, a second tab) still says confirmed.
    expect((await get(`/api/auth/confirm-email?token=${tokenOf(mail!.link!)}`)).statusCode).toBe(200);
  });

  it('refuses an unknown, missing or expired token with the spec message', async () => {
    const unknown = await get('/api/auth/confirm-email?token=not-a-token');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(AUTH_MESSAGES.invalidConfirmLink);
    expect((await get('/api/auth/confirm-email')).statusCode).toBe(400);

    const { user } = await registerUser(t.app);
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailTokens.userId, user.id));
    const link = (await lastMail(user.email, 'confirm_email'))!.link!;
    expect((await get(`/api/auth/confirm-email?token=${tokenOf(link)}`)).statusCode).toBe(400);
  });

  it('resends a confirmation to the signed-in user only', async () => {
    expect((await post('/api/auth/resend-confirmation')).statusCode).toBe(401);
    const { user, cookie } = await registerUser(t.app);
    const first = (await lastMail(user.email, 'confirm_email'))!;
    const res = await post('/api/auth/resend-confirmation', undefined, cookie);
    expect(res.statusCode).toBe(200);
    const second = (await lastMail(user.email, 'confirm_email'))!;
    expect(second.id).toBeGreaterThan(first.id);
  });
});

describe('password reset', () => {
  it('gives the same answer whether or not the email exists, and mails only real accounts', async () => {
    const { user } = await registerUser(t.app);
    const known = await post('/api/auth/forgot-password', { email: user.email.toUpperCase() });
    const unknown = await post('/api/auth/forgot-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toBe(AUTH_MESSAGES.resetSent);
    expect(await lastMail(user.email, 'reset_password')).toBeDefined();
    expect(await lastMail('ghost@example.com', 'reset_password')).toBeUndefined();
  });

  it('resets the password once, ends every session, and the old password stops working', async () => {
    const { user, cookie, body } = await registerUser(t.app);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = tokenOf((await lastMail(user.email, 'reset_password'))!.link!);

    const res = await post('/api/auth/reset-password', { token, password: 'brand-new-pass-9' });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/auth/user', cookie)).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: user.email, password: body.password })).statusCode).toBe(
      401,
    );
    const relog = await post('/api/auth/login', { email: user.email, password: 'brand-new-pass-9' });
    expect(relog.statusCode).toBe(200);
    expect(relog.json().emailConfirmed).toBe(true);

    const again = await post('/api/auth/reset-password', { token, password: 'another-pass-77' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(AUTH_MESSAGES.invalidResetLink);
  });

  it('refuses an expired link and a short password', async () => {
    const { user } = await registerUser(t.app);
    await post('/api/auth/forgot-password', { email: user.email });
    const token = tokenOf((await lastMail(user.email, 'reset_password'))!.link!);
    const short = await post('/api/auth/reset-password', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(AUTH_MESSAGES.passwordTooShort);
    await t.database.db
      .update(emailTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'reset_password')));
    expect((await post('/api/auth/reset-password', { token, password: 'long-enough-pass' })).statusCode).toBe(
      400,
    );
  });

  it('a confirmation token cannot reset a password', async () => {
    const { user } = await registerUser(t.app);
    const token = tokenOf((await lastMail(user.email, 'confirm_email'))!.link!);
    expect((await post('/api/auth/reset-password', { token, password: 'long-enough-pass' })).statusCode).toBe(
      400,
    );
  });
});
