import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { users } from '../db/schema/index.js';
import { createTestApp, signupBody, type TestApp } from '../../test/test-app.js';
import { loggerOptions } from './logger.js';
import { issuedFeed } from '../../test/kits/calendar-test-kit.js';

/** A pino destination that keeps every line. */
function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { stream, text: () => lines.join('\n') };
}

const testLogger = (stream: Writable) => ({
  ...(loggerOptions({ env: 'test', logLevel: 'info' }) as object),
  stream,
});

let t: TestApp;
const log = capture();
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 }, { logger: testLogger(log.stream) });
});
afterAll(() => t.close());

describe('logs carry no secrets', () => {
  it('logs a failed query without its parameters (no password hash, no email)', async () => {
    const secretHash = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$SECRETHASHVALUE';
    const email = 'leak-check@example.com';
    const error = await t.database.db
      .insert(users)
      .values({
        email,
        username: 'leakcheck',
        passwordHash: secretHash,
        firstName: 'Nul\u0000Byte',
        lastName: 'X',
        zipCode: '33602',
        role: 'team',
        referralCode: 'LEAKCHK1',
      })
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(Error);
    // The driver error really does carry them: this is what must not reach the log.
    expect(JSON.stringify((error as { params?: unknown }).params ?? (error as Error).message)).toContain(
      email,
    );

    const out = capture();
    const app = Fastify({ logger: testLogger(out.stream) });
    app.log.error({ err: error }, 'unhandled error');
    app.log.error(error as Error);
    await app.close();
    expect(out.text()).toContain('Failed query');
    expect(out.text()).not.toContain('SECRETHASHVALUE');
    expect(out.text()).not.toContain(email);
  });

  it('redacts passwords, tokens, cookies and authorization wherever they are logged', () => {
    t.app.log.info(
      {
        password: 'hunter2-secret',
        user: { passwordHash: 'hash-secret' },
        body: { token: 'token-secret' },
        headers: { cookie: 'sideline_session=cookie-secret', authorization: 'Bearer bearer-secret' },
        res: { headers: { 'set-cookie': 'sideline_session=set-cookie-secret' } },
      },
      'something happened',
    );
    const text = log.text();
    expect(text).toContain('something happened');
    for (const secret of ['hunter2-secret', 'hash-secret', 'token-secret', 'cookie-secret', 'bearer-secret'])
      expect(text).not.toContain(secret);
  });

  it('logs request paths without their query strings (confirmation and reset tokens)', async () => {
    await t.app.inject({ method: 'GET', url: '/api/auth/confirm-email?token=query-token-secret' });
    expect(log.text()).toContain('/api/auth/confirm-email');
    expect(log.text()).not.toContain('query-token-secret');
  });

  it("logs a calendar feed's path with its token redacted (the token is the feed's only key)", async () => {
    const register = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: signupBody() });
    const cookie = `sideline_session=${register.cookies.find((c) => c.name === 'sideline_session')!.value}`;
    const { feedPath, token } = await issuedFeed(t.app, cookie);
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);
    // An unknown token is logged as redacted too.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/calendar/guessed-token-xyz.ics' })).statusCode,
    ).toBe(404);
    expect(log.text()).toContain('"url":"/api/calendar/[redacted].ics"');
    expect(log.text()).not.toContain(token);
    expect(log.text()).not.toContain('guessed-token-xyz');
  });

  it('never prints email links (tokens) outside interactive development', async () => {
    const body = signupBody();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })).statusCode,
    ).toBe(201);
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: body.email } });
    const links = (
      (await t.database.db.execute(
        sql`select link from outbox where to_email = ${body.email.toLowerCase()}`,
      )) as unknown as { rows: Array<{ link: string }> }
    ).rows;
    expect(links.length).toBe(2);
    for (const { link } of links) expect(log.text()).not.toContain(new URL(link).searchParams.get('token')!);
    expect(log.text()).not.toContain(body.password);
    expect(log.text()).not.toContain('$argon2');
  });
});

describe('the mailer in development', () => {
  it('prints the link so a developer without SMTP can follow it', async () => {
    const out = capture();
    const dev = await createTestApp(
      { env: 'development', registerRateLimit: 1000 },
      { logger: testLogger(out.stream) },
    );
    try {
      const body = signupBody();
      await dev.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
      expect(out.text()).toContain('/confirm-email?token=');
    } finally {
      await dev.close();
    }
  });
});
