import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { TestClock } from 'pg-boss';
import { outbox } from '../../db/schema/index.js';
import { OUTCOME_UNKNOWN, messageIdOf } from '../../lib/mail-delivery.js';
import { QUEUE_SCHEMA } from '../../lib/queue.js';
import { createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';
import { hours, shift } from '../../../test/kits/scheduled-test-kit.js';
import { startSmtpCatcher } from '../../../test/kits/smtp-catcher-kit.js';

/** The SMTP catcher: accepts every message (250) and keeps it. */
let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;
let clock: TestClock;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  clock = new TestClock(new Date());
  t = await createTestApp({ smtpUrl: smtp.url, registerRateLimit: 1000 }, { clock });
  await clock.attach({ db: t.app.queue.boss.getDb(), schema: QUEUE_SCHEMA });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/**
 * The process "dies" after the server's 250: the update recording the mail as sent fails, so the
 * attempt ends as a crash would leave it (the queue retries the job, the row unsent).
 */
async function crashAfterAccepted(run: () => Promise<void>) {
  const db = t.database.db;
  await db.execute(sql`create function crash_after_250() returns trigger language plpgsql as $$
    begin
      if new.sent_at is not null then raise exception 'process stopped after 250'; end if;
      return new;
    end $$`);
  await db.execute(
    sql`create trigger crash_after_250 before update on outbox for each row execute function crash_after_250()`,
  );
  try {
    await run();
  } finally {
    await db.execute(sql`drop trigger crash_after_250 on outbox`);
    await db.execute(sql`drop function crash_after_250()`);
  }
}

const rowFor = async (email: string) =>
  (await t.database.db.select().from(outbox).where(eq(outbox.toEmail, email)))[0]!;
const copiesTo = (email: string) => smtp.received.filter((m) => m.to.includes(email));

describe('an email whose process stops after the SMTP server accepted it', () => {
  it('carries one Message-ID per outbox row, and a mail that went through is marked sent', async () => {
    const { user } = await registerUser(t.app);
    await clock.setTime(new Date());
    await t.app.mailer.flush();
    const row = await rowFor(user.email);
    expect(row.sentAt).toBeInstanceOf(Date);
    const [mail] = copiesTo(user.email);
    expect(mail!.raw).toContain(`Message-ID: ${messageIdOf(row, t.app.config.mailFrom)}`);
    expect(mail!.raw).toContain('Subject: Confirm your Sideline email address');
  });

  it('keeps the one-click List-Unsubscribe header a digest or newsletter mail asks for', async () => {
    const to = `digest-${Date.now()}@example.test`;
    const unsubscribe = 'http://sideline.test/job-alerts/unsubscribe?token=abc_123';
    await t.app.mailer.send({
      to,
      kind: 'job_alert_digest',
      subject: 'New games',
      text: 'x',
      html: '<p>x</p>',
      listUnsubscribe: unsubscribe,
    });
    await clock.setTime(new Date());
    await t.app.mailer.flush();
    // Header lines may be folded; unfolded, the header is one line.
    expect(copiesTo(to)[0]!.raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(
      /^List-Unsubscribe: <http:\/\/sideline\.test\/job-alerts\/unsubscribe\?token=abc_123>/m,
    );
  });

  it('is not sent again: the row is settled as failed with its outcome unknown', async () => {
    const { user } = await registerUser(t.app);
    await clock.setTime(new Date());

    await crashAfterAccepted(() => t.app.mailer.flush());
    expect(copiesTo(user.email)).toHaveLength(1);
    const interrupted = await rowFor(user.email);
    expect(interrupted).toMatchObject({ sentAt: null, failedAt: null });

    // The restarted process's retries, however long they wait, do not deliver it a second time.
    for (let i = 0; i < 3; i++) {
      await clock.setTime(shift(new Date(clock.now()), hours(2)));
      await t.app.mailer.flush();
    }
    expect(copiesTo(user.email)).toHaveLength(1);
    const settled = await rowFor(user.email);
    expect(settled.sentAt).toBeNull();
    expect(settled.failedAt).toBeInstanceOf(Date);
    expect(settled.error).toBe(OUTCOME_UNKNOWN);
    expect(settled.dataSentAt).toBeInstanceOf(Date);
  });
});
