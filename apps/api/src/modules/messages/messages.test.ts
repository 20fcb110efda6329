import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGE_MESSAGES } from '@sideline/shared';
import { messages } from '../../db/schema/index.js';
import { call, createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

describe('POST /api/messages', () => {
  it('sends a contact message (subject + message) from the session user; a senderId must be theirs', async () => {
    const sender = await registerUser(t.app);
    const recipient = await registerUser(t.app, { role: 'helper' });
    const bystander = await registerUser(t.app);
    const spoofed = await call(t.app, 'POST', '/api/messages', sender.cookie, {
      senderId: bystander.user.id,
      recipientId: recipient.user.id,
      content: 'pretending',
    });
    expect([spoofed.statusCode, spoofed.json().code]).toEqual([403, 'not_self']);
    const res = await call(t.app, 'POST', '/api/messages', sender.cookie, {
      senderId: sender.user.id,
      recipientId: recipient.user.id,
      jobId: null,
      subject: 'Saturday doubleheader',
      message: '  Can you score both games?  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      senderId: sender.user.id,
      recipientId: recipient.user.id,
      subject: 'Saturday doubleheader',
      content: 'Can you score both games?',
      read: false,
    });
    const [row] = await t.database.db.select().from(messages).where(eq(messages.id, res.json().id));
    expect(row?.senderId).toBe(sender.user.id);
    const stored = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.recipientId, recipient.user.id));
    expect(stored).toHaveLength(1);
  });

  it('is strict about JSON types: true, strings and ids past int4 are 400 and nothing is stored', async () => {
    const sender = await registerUser(t.app);
    const recipient = await registerUser(t.app);
    const before = await t.database.db.select().from(messages);
    for (const payload of [
      { recipientId: true, content: 'hi' },
      { recipientId: String(recipient.user.id), content: 'hi' },
      { recipientId: 2 ** 31, content: 'hi' },
      { recipientId: recipient.user.id, jobId: true, content: 'hi' },
      { recipientId: recipient.user.id, jobId: '1', content: 'hi' },
      { recipientId: recipient.user.id, content: 'nul\u0000byte' },
      { recipientId: recipient.user.id, content: 5 },
    ]) {
      const res = await call(t.app, 'POST', '/api/messages', sender.cookie, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await t.database.db.select().from(messages)).toHaveLength(before.length);
  });

  it('accepts the start-chat variant with content', async () => {
    const sender = await registerUser(t.app);
    const recipient = await registerUser(t.app);
    const res = await call(t.app, 'POST', '/api/messages', sender.cookie, {
      recipientId: recipient.user.id,
      content: 'Hi!',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().content).toBe('Hi!');
  });

  it('refuses blank, too long, unknown recipient, self, bad job and signed-out messages', async () => {
    const sender = await registerUser(t.app);
    const recipient = await registerUser(t.app);
    const send = (payload: object, cookie: string | undefined = sender.cookie) =>
      call(t.app, 'POST', '/api/messages', cookie, payload);
    const blank = await send({ recipientId: recipient.user.id, message: '   ' });
    expect([blank.statusCode, blank.json().message]).toEqual([400, MESSAGE_MESSAGES.required]);
    const long = await send({ recipientId: recipient.user.id, content: 'x'.repeat(2001) });
    expect([long.statusCode, long.json().message]).toEqual([400, MESSAGE_MESSAGES.tooLong]);
    const invalid = await send({ recipientId: 'abc', content: 'hi' });
    expect([invalid.statusCode, invalid.json().message]).toEqual([400, MESSAGE_MESSAGES.invalidRecipient]);
    expect((await send({ recipientId: 99999999, content: 'hi' })).statusCode).toBe(404);
    expect((await send({ recipientId: sender.user.id, content: 'hi' })).statusCode).toBe(400);
    expect((await send({ recipientId: recipient.user.id, content: 'hi', jobId: 424242 })).statusCode).toBe(
      400,
    );
    const signedOut = await call(t.app, 'POST', '/api/messages', undefined, {
      recipientId: recipient.user.id,
      content: 'hi',
    });
    expect(signedOut.statusCode).toBe(401);
  });

  it('rate limits a sender with 429', async () => {
    const sender = await registerUser(t.app);
    const recipient = await registerUser(t.app);
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (
        await call(t.app, 'POST', '/api/messages', sender.cookie, {
          recipientId: recipient.user.id,
          content: `m${i}`,
        })
      ).statusCode;
    }
    expect(last).toBe(429);
  });
});
