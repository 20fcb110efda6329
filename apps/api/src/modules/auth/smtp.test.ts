import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { outbox } from '../../db/schema/index.js';
import { createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';

const received: Array<{ to: string[]; raw: string }> = [];
let smtp: SMTPServer;
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, registerRateLimit: 1000 });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('SMTP delivery', () => {
  it('delivers the confirmation email through the SMTP server and marks it sent', async () => {
    const { user } = await registerUser(t.app);
    await t.app.mailer.flush();
    const mail = received.find((m) => m.to.includes(user.email));
    expect(mail).toBeDefined();
    expect(mail!.raw).toContain('Subject: Confirm your Sideline email address');
    expect(mail!.raw).toContain('/confirm-email?token=');
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.toEmail, user.email));
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.error).toBeNull();
  });
});
