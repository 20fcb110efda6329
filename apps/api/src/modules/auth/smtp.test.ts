import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.js';
import { createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';
import { startSmtpCatcher } from '../../../test/kits/smtp-catcher-kit.js';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
let t: TestApp;

beforeAll(async () => {
  smtp = await startSmtpCatcher();
  t = await createTestApp({ smtpUrl: smtp.url, registerRateLimit: 1000 });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('SMTP delivery', () => {
  it('delivers the confirmation email through the SMTP server and marks it sent', async () => {
    const { user } = await registerUser(t.app);
    await t.app.mailer.flush();
    const mail = smtp.received.find((m) => m.to.includes(user.email));
    expect(mail).toBeDefined();
    expect(mail!.raw).toContain('Subject: Confirm your Sideline email address');
    expect(mail!.raw).toContain('/confirm-email?token=');
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.toEmail, user.email));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });
});
