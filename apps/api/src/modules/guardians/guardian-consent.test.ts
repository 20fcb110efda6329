import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { GUARDIAN_MESSAGES } from '@sideline/shared';
import { guardianships, users } from '../../db/schema/index.js';
import { call, registerUser, signupBody, type TestApp } from '../../../test/test-app.js';
import { readyTeam } from '../../../test/marketplace.js';
import {
  bornYearsAgo,
  confirmEmailOf,
  consentWith,
  guardianSignsUp,
  lastMail,
  teenHelper,
  uniqueTag,
} from '../../../test/kits/guardian-test-kit.js';

/** Decision 27: consent belongs to the address the link was sent to. */
let t: TestApp;
beforeAll(async () => {
  const { createTestApp } = await import('../../../test/test-app.js');
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

const guardianshipOf = async (teenId: number) =>
  (await t.database.db.select().from(guardianships).where(eq(guardianships.teenId, teenId)))[0]!;
const userRow = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0]!;

/** An account at `email` whose address is confirmed: a team account has no date of birth. */
async function confirmedAccount(email: string, role: 'team' | 'helper' = 'team', dateOfBirth?: string) {
  const account = await registerUser(t.app, { role, email, ...(dateOfBirth ? { dateOfBirth } : {}) });
  await confirmEmailOf(t, email);
  return account;
}

describe('naming a guardian', () => {
  const register = (body: object) => call(t.app, 'POST', '/api/auth/register', undefined, body);

  it.each([
    ['a +tag', (local: string) => `t${local}@x.test`, (local: string) => `t${local}+mom@x.test`],
    ['another case', (local: string) => `t${local}@x.test`, (local: string) => `T${local}@X.TEST`],
    [
      "Gmail's dots and its other domain",
      (local: string) => `kim.lee${local}@gmail.com`,
      (local: string) => `kimlee${local}+mom@googlemail.com`,
    ],
  ])('refuses the teen’s own mailbox written with %s, and makes no account', async (_, own, named) => {
    const tag = uniqueTag();
    const body = signupBody({
      role: 'helper',
      email: own(tag),
      dateOfBirth: bornYearsAgo(15),
      guardianEmail: named(tag),
    });
    const res = await register(body);
    expect([res.statusCode, res.json().code, res.json().message]).toEqual([
      400,
      'guardian_email_is_yours',
      GUARDIAN_MESSAGES.guardianEmailIsYours,
    ]);
    expect(
      await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, own(tag))),
    ).toEqual([]);
    expect(await lastMail(t, named(tag), 'guardian_request')).toBeUndefined();
  });

  it('refuses the teen’s own mailbox when they ask again, and keeps the pending request', async () => {
    const tag = uniqueTag();
    const teen = await teenHelper(t, { email: `t${tag}@x.test` });
    const res = await call(t.app, 'POST', '/api/users/me/guardian', teen.cookie, {
      guardianEmail: `T${tag}+mom@x.test`,
    });
    expect([res.statusCode, res.json().code]).toEqual([400, 'guardian_email_is_yours']);
    expect((await guardianshipOf(teen.user.id)).guardianEmail).toBe(teen.guardianEmail);
  });
});

describe('who may consent', () => {
  it('refuses an account whose email is not confirmed, changing nothing', async () => {
    const teen = await teenHelper(t);
    const parent = await registerUser(t.app, { role: 'team', email: teen.guardianEmail });
    const res = await consentWith(t, parent.cookie, teen.token, '1980-02-03');
    expect([res.statusCode, res.json().code, res.json().message]).toEqual([
      403,
      'guardian_email_unconfirmed',
      GUARDIAN_MESSAGES.guardianEmailUnconfirmed,
    ]);
    expect((await guardianshipOf(teen.user.id)).status).toBe('pending');
    expect((await userRow(parent.user.id)).dateOfBirth).toBeNull();
  });

  it('refuses a confirmed adult at another address', async () => {
    const teen = await teenHelper(t);
    const coach = await confirmedAccount(`coach${uniqueTag()}@example.com`, 'helper', '1975-01-01');
    const res = await consentWith(t, coach.cookie, teen.token);
    expect([res.statusCode, res.json().code, res.json().message]).toEqual([
      403,
      'guardian_email_mismatch',
      GUARDIAN_MESSAGES.guardianEmailMismatch.replace('{email}', teen.guardianEmail),
    ]);
    expect((await guardianshipOf(teen.user.id)).status).toBe('pending');
  });

  it('refuses a minor by their own date of birth, stored or given', async () => {
    const teen = await teenHelper(t);
    // A 16-year-old holding the invited address (with a guardian of their own).
    const minor = await registerUser(t.app, {
      role: 'helper',
      email: teen.guardianEmail,
      dateOfBirth: bornYearsAgo(16),
      guardianEmail: `other${uniqueTag()}@example.com`,
    });
    await confirmEmailOf(t, teen.guardianEmail);
    const res = await consentWith(t, minor.cookie, teen.token, '1980-01-01');
    expect([res.statusCode, res.json().code]).toEqual([403, 'guardian_must_be_adult']);

    // An account without a date gives one under 18: refused, and the date is not kept.
    const second = await teenHelper(t);
    const young = await confirmedAccount(second.guardianEmail);
    const given = await consentWith(t, young.cookie, second.token, bornYearsAgo(17, 300));
    expect([given.statusCode, given.json().code]).toEqual([403, 'guardian_must_be_adult']);
    expect((await userRow(young.user.id)).dateOfBirth).toBeNull();
    expect((await guardianshipOf(second.user.id)).status).toBe('pending');
  });

  it('lets an account without a date of birth give one, keeps it, and records the consent', async () => {
    const teen = await teenHelper(t);
    const parent = await confirmedAccount(teen.guardianEmail);
    const missing = await consentWith(t, parent.cookie, teen.token);
    expect([missing.statusCode, missing.json().code, missing.json().message]).toEqual([
      400,
      'guardian_date_of_birth_required',
      GUARDIAN_MESSAGES.guardianDateOfBirthRequired,
    ]);
    const bad = await consentWith(t, parent.cookie, teen.token, '1980-02-30');
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'validation_error']);

    const ok = await consentWith(t, parent.cookie, teen.token, '1980-02-03');
    expect([ok.statusCode, ok.json().status]).toEqual([200, 'given']);
    expect(await guardianshipOf(teen.user.id)).toMatchObject({ status: 'given', guardianId: parent.user.id });
    const me = (await call(t.app, 'GET', '/api/auth/user', parent.cookie)).json();
    expect(me.dateOfBirth).toBe('1980-02-03');
  });

  it('matches the invited address normalized, and never changes a stored date of birth', async () => {
    const tag = uniqueTag();
    const teen = await teenHelper(t, { guardianEmail: `pat.parent${tag}+kids@gmail.com` });
    const parent = await confirmedAccount(`patparent${tag}@googlemail.com`, 'helper', '1979-09-09');
    const ok = await consentWith(t, parent.cookie, teen.token, '2015-01-01');
    expect([ok.statusCode, ok.json().status]).toEqual([200, 'given']);
    expect((await userRow(parent.user.id)).dateOfBirth).toBe('1979-09-09');
  });

  it('refuses the teen and their own mailbox on a link asked before addresses were compared', async () => {
    const tag = uniqueTag();
    const teen = await teenHelper(t, { email: `t${tag}@x.test` });
    const ownTag = `t${tag}+mom@x.test`;
    await t.database.db
      .update(guardianships)
      .set({ guardianEmail: ownTag })
      .where(eq(guardianships.teenId, teen.user.id));
    await confirmEmailOf(t, teen.user.email);
    const bySelf = await consentWith(t, teen.cookie, teen.token);
    expect([bySelf.statusCode, bySelf.json().code]).toEqual([403, 'not_guardian']);
    // Signing up from the link is refused, and leaves no account behind.
    await expect(guardianSignsUp(t, teen.token)).rejects.toThrow(/guardian signup 403.*not_guardian/);
    expect(await t.database.db.select().from(users).where(eq(users.email, ownTag))).toEqual([]);
    // A second account at the tagged address reaches the teen's inbox too.
    const second = await confirmedAccount(ownTag);
    const bySecond = await consentWith(t, second.cookie, teen.token, '1980-01-01');
    expect([bySecond.statusCode, bySecond.json().code]).toEqual([403, 'not_guardian']);
    expect((await guardianshipOf(teen.user.id)).status).toBe('pending');
  });

  it('still lets the parent make an account from the link', async () => {
    const teen = await teenHelper(t);
    const guardian = await guardianSignsUp(t, teen.token);
    expect(guardian.user).toMatchObject({ email: teen.guardianEmail, emailConfirmed: true });
    expect(await guardianshipOf(teen.user.id)).toMatchObject({
      status: 'given',
      guardianId: guardian.user.id,
    });
  });
});

describe('guardian copies', () => {
  it('never go to the teen: not their own account, nor an account at their mailbox', async () => {
    const tag = uniqueTag();
    const teen = await teenHelper(t, { email: `t${tag}@x.test` });
    const team = await readyTeam(t.app);
    // Consent recorded before decision 27: the "guardian" is the teen's own second account.
    const ownTag = `t${tag}+mom@x.test`;
    const second = await registerUser(t.app, { role: 'team', email: ownTag });
    await t.database.db
      .update(guardianships)
      .set({ guardianEmail: ownTag, guardianId: second.user.id, status: 'given' })
      .where(eq(guardianships.teenId, teen.user.id));
    const sent = await call(t.app, 'POST', '/api/messages', team.cookie, {
      recipientId: teen.user.id,
      content: 'See you Saturday?',
    });
    expect(sent.statusCode).toBe(201);
    await t.app.mailer.flush();
    expect(await lastMail(t, ownTag, 'guardian_copy')).toBeUndefined();

    // The teen's own account as "guardian": no copy, and no notice naming the teen as guardian.
    await t.database.db
      .update(guardianships)
      .set({ guardianEmail: `p${tag}@example.com`, guardianId: teen.user.id })
      .where(eq(guardianships.teenId, teen.user.id));
    const forTeam = await call(t.app, 'GET', `/api/messages/participants/${teen.user.id}`, team.cookie);
    expect(forTeam.json().guardianNotice).toBeNull();
  });
});
