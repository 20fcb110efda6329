import { and, desc, eq } from 'drizzle-orm';
import { todayIn } from '@sideline/shared';
import { outbox } from '../../src/db/schema/index.js';
import { call, sessionCookieOf, type TestApp } from '../test-app.js';
import { helperAccount } from '../marketplace.js';

/** A date of birth `years` years (and `days` days) before today in Tampa. */
export function bornYearsAgo(years: number, days = 0): string {
  const d = new Date(`${todayIn('America/New_York')}T12:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

export async function lastMail(t: TestApp, to: string, kind: string) {
  const [row] = await t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toEmail, to.toLowerCase()), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.id))
    .limit(1);
  return row;
}

export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

let counter = 0;
/** A tag that makes test addresses and usernames unique across files and runs. */
export function uniqueTag(): string {
  counter += 1;
  return `${process.pid}${counter}${Math.floor(Math.random() * 1e6)}`;
}

/** A 15-year-old helper, signed up with a guardian's address; consent still pending. */
export async function teenHelper(t: TestApp, addresses: { email?: string; guardianEmail?: string } = {}) {
  const guardianEmail = addresses.guardianEmail ?? `parent${uniqueTag()}@example.com`;
  const teen = await helperAccount(t.app, {
    dateOfBirth: bornYearsAgo(15),
    guardianEmail,
    ...(addresses.email ? { email: addresses.email } : {}),
  });
  const mail = await lastMail(t, guardianEmail, 'guardian_request');
  return { ...teen, guardianEmail, token: tokenOf(mail!.link!) };
}

/** The account follows the confirmation link the app mailed it. */
export async function confirmEmailOf(t: TestApp, email: string): Promise<void> {
  const mail = await lastMail(t, email, 'confirm_email');
  const res = await call(t.app, 'GET', `/api/auth/confirm-email?token=${tokenOf(mail!.link!)}`);
  if (res.statusCode !== 200) throw new Error(`confirm ${res.statusCode}: ${res.body}`);
}

/** A signed-in account approves with the link's token (and a date of birth, if it gives one). */
export const consentWith = (t: TestApp, cookie: string, token: string, dateOfBirth?: string) =>
  call(t.app, 'POST', '/api/guardian-consent', cookie, { token, ...(dateOfBirth ? { dateOfBirth } : {}) });

/** The guardian makes an account from the link, which gives consent in the same step. */
export async function guardianSignsUp(t: TestApp, token: string) {
  const tag = uniqueTag();
  const res = await call(t.app, 'POST', '/api/guardian-consent/signup', undefined, {
    token,
    firstName: 'Pat',
    lastName: 'Parent',
    username: `pat${tag}`,
    password: 'correct-horse-42',
    zipCode: '33602',
    dateOfBirth: '1980-03-04',
  });
  if (res.statusCode !== 201) throw new Error(`guardian signup ${res.statusCode}: ${res.body}`);
  return { user: res.json(), cookie: sessionCookieOf(res) };
}

/** A teen helper whose guardian has approved the account. */
export async function approvedTeen(t: TestApp) {
  const teen = await teenHelper(t);
  const guardian = await guardianSignsUp(t, teen.token);
  return { teen, guardian };
}
