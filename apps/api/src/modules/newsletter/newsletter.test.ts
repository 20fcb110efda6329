import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { NEWSLETTER_MESSAGES } from '@sideline/shared';
import { newsletterSubscribers, outbox } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let counter = 0;
const freshEmail = () => `fan${process.pid}-${++counter}-${Math.floor(Math.random() * 1e6)}@example.com`;
/** Each test calls from its own address, so the per-address limit of one test does not touch another. */
const address = () => `198.51.100.${++counter % 250}`;

const post = (url: string, payload: object, remoteAddress = '192.0.2.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });

async function mails(to: string) {
  return t.database.db.select().from(outbox).where(eq(outbox.toEmail, to)).orderBy(desc(outbox.id));
}
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
const unsubscribeLinkIn = (text: string) => /Unsubscribe: (\S+)/.exec(text)![1]!;
const statusOf = async (email: string) =>
  (await t.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email)))[0]
    ?.status;

describe('newsletter double opt-in', () => {
  it('subscribes only after the confirmation link, and the link works once more as a no-op', async () => {
    const email = freshEmail();
    const ip = address();
    const res = await post('/api/newsletter/subscribe', { email: `  ${email.toUpperCase()} ` }, ip);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: NEWSLETTER_MESSAGES.subscribeAccepted });
    expect(await statusOf(email)).toBe('pending');

    const mail = await lastMail(email, 'newsletter_confirm');
    expect(mail?.link).toMatch(/^http:\/\/sideline\.test\/newsletter\/confirm\?token=/);
    // Even the confirmation mail carries the way out.
    expect(unsubscribeLinkIn(mail!.textBody)).toMatch(
      /^http:\/\/sideline\.test\/newsletter\/unsubscribe\?token=/,
    );
    expect(mail!.htmlBody).toContain('Unsubscribe</a>');

    const confirm = await post('/api/newsletter/confirm', { token: tokenOf(mail!.link!) }, ip);
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().message).toBe(NEWSLETTER_MESSAGES.confirmed);
    expect(await statusOf(email)).toBe('confirmed');
    expect((await post('/api/newsletter/confirm', { token: tokenOf(mail!.link!) }, ip)).statusCode).toBe(200);

    const welcome = await lastMail(email, 'newsletter_welcome');
    expect(unsubscribeLinkIn(welcome!.textBody)).toBe(unsubscribeLinkIn(mail!.textBody));
  });

  it('refuses unknown and expired confirmation links', async () => {
    const unknown = await post('/api/newsletter/confirm', { token: 'not-a-token' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      code: 'invalid_token',
      message: NEWSLETTER_MESSAGES.invalidConfirmLink,
    });

    const email = freshEmail();
    await post('/api/newsletter/subscribe', { email }, address());
    await t.database.db
      .update(newsletterSubscribers)
      .set({ confirmExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(newsletterSubscribers.email, email));
    const link = (await lastMail(email, 'newsletter_confirm'))!.link!;
    expect((await post('/api/newsletter/confirm', { token: tokenOf(link) })).statusCode).toBe(400);
    expect(await statusOf(email)).toBe('pending');
  });

  it('answers the same for a new, a pending and a confirmed address, and mails a confirmed one nothing', async () => {
    const ip = address();
    const confirmed = freshEmail();
    await post('/api/newsletter/subscribe', { email: confirmed }, ip);
    await post(
      '/api/newsletter/confirm',
      { token: tokenOf((await lastMail(confirmed, 'newsletter_confirm'))!.link!) },
      ip,
    );
    const before = (await mails(confirmed)).length;

    const answers = [];
    for (const email of [freshEmail(), confirmed]) {
      const res = await post('/api/newsletter/subscribe', { email }, ip);
      answers.push({ status: res.statusCode, body: res.body });
    }
    expect(answers[1]).toEqual(answers[0]);
    expect((await mails(confirmed)).length).toBe(before);
    expect(await statusOf(confirmed)).toBe('confirmed');
  });

  it('limits subscribe requests per network, and confirmation mails per inbox without saying so', async () => {
    const email = freshEmail();
    const ip = address();
    const answers = [];
    for (let i = 0; i < 5; i++)
      answers.push((await post('/api/newsletter/subscribe', { email }, address())).body);
    expect(new Set(answers).size).toBe(1);
    expect((await mails(email)).length).toBe(3);

    for (let i = 0; i < 10; i++)
      expect((await post('/api/newsletter/subscribe', { email: freshEmail() }, ip)).statusCode).toBe(202);
    const limited = await post('/api/newsletter/subscribe', { email: freshEmail() }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'rate_limited',
      message: NEWSLETTER_MESSAGES.tooManySubscribes,
    });
  });

  it('refuses a bad address with the field message', async () => {
    const res = await post('/api/newsletter/subscribe', { email: 'not an email' }, address());
    expect(res.statusCode).toBe(400);
    expect(res.json().details?.[0]?.message ?? res.json().message).toBe(NEWSLETTER_MESSAGES.invalidEmail);
  });
});

describe('newsletter unsubscribe', () => {
  it('ends the subscription in one click from the mail, idempotently; subscribing again starts over', async () => {
    const email = freshEmail();
    const ip = address();
    await post('/api/newsletter/subscribe', { email }, ip);
    const mail = (await lastMail(email, 'newsletter_confirm'))!;
    await post('/api/newsletter/confirm', { token: tokenOf(mail.link!) }, ip);

    const token = tokenOf(unsubscribeLinkIn(mail.textBody));
    const res = await post('/api/newsletter/unsubscribe', { token }, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(NEWSLETTER_MESSAGES.unsubscribed);
    expect(await statusOf(email)).toBe('unsubscribed');
    expect((await post('/api/newsletter/unsubscribe', { token }, ip)).statusCode).toBe(200);
    // The old confirmation link cannot bring the address back.
    expect((await post('/api/newsletter/confirm', { token: tokenOf(mail.link!) }, ip)).statusCode).toBe(400);

    await post('/api/newsletter/subscribe', { email }, ip);
    expect(await statusOf(email)).toBe('pending');
  });

  it('refuses an unknown unsubscribe token, and GET does nothing', async () => {
    const res = await post('/api/newsletter/unsubscribe', { token: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(NEWSLETTER_MESSAGES.invalidUnsubscribeLink);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/newsletter/unsubscribe?token=nope' })).statusCode,
    ).toBe(404);
  });
});
