import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { outbox, users } from '../../db/schema/index.js';
import { EMAIL_RETRY_LIMIT } from '../../lib/mailer.js';
import { QUEUE_SCHEMA } from '../../lib/queue.js';
import { call, createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';
import { hours, shift } from '../../../test/kits/scheduled-test-kit.js';
import { startSmtpCatcher } from '../../../test/kits/smtp-catcher-kit.js';

/** A mail server that is down for the count: every message is refused with a temporary error. */
let attempts = 0;
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
let clock: TestClock;

beforeAll(async () => {
  smtp = await startSmtpCatcher(() => {
    attempts += 1;
    return Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
  });
  clock = new TestClock(new Date());
  t = await createTestApp({ smtpUrl: smtp.url, registerRateLimit: 1000 }, { clock });
  // pg-boss's own timing (retry backoff) reads the same clock inside the database.
  await clock.attach({ db: t.app.queue.boss.getDb(), schema: QUEUE_SCHEMA });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('email through the queue', () => {
  it('retries a failing SMTP server with backoff, then marks the mail failed for admins', async () => {
    const { user } = await registerUser(t.app);
    // On PostgreSQL the mail was enqueued on the app's own connection, which reads the real clock:
    // bring the test clock up to it before the first delivery.
    await clock.setTime(new Date());
    const row = async () =>
      (await t.database.db.select().from(outbox).where(eq(outbox.toEmail, user.email)))[0]!;

    await t.app.mailer.flush();
    expect(attempts).toBe(1);
    expect(await row()).toMatchObject({ attempts: 1, sentAt: null, failedAt: null });
    expect((await row()).error).toContain('Mailbox temporarily unavailable');

    // The retry waits out its backoff: nothing is due a second later.
    await clock.setTime(shift(new Date(clock.now()), 1000));
    await t.app.mailer.flush();
    expect(attempts).toBe(1);

    for (let i = 0; i < EMAIL_RETRY_LIMIT; i++) {
      await clock.setTime(shift(new Date(clock.now()), hours(2)));
      await t.app.mailer.flush();
    }
    expect(attempts).toBe(EMAIL_RETRY_LIMIT + 1);
    const failed = await row();
    expect(failed.attempts).toBe(EMAIL_RETRY_LIMIT + 1);
    expect(failed.failedAt).toBeInstanceOf(Date);
    expect(failed.sentAt).toBeNull();

    // Given up: no more attempts, however long we wait.
    await clock.setTime(shift(new Date(clock.now()), hours(24)));
    await t.app.mailer.flush();
    expect(attempts).toBe(EMAIL_RETRY_LIMIT + 1);

    const admin = await registerUser(t.app);
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const list = await call(t.app, 'GET', '/api/admin/failed-emails', admin.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: failed.id,
        toEmail: user.email,
        kind: 'confirm_email',
        attempts: EMAIL_RETRY_LIMIT + 1,
      }),
    ]);
    expect(JSON.stringify(list.json())).not.toContain('token=');
    expect(
      (await call(t.app, 'GET', '/api/admin/failed-emails', (await registerUser(t.app)).cookie)).statusCode,
    ).toBe(403);
  });
});
