import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AUTH_MESSAGES, GUARDIAN_MESSAGES } from '@sideline/shared';
import { helperProfiles, teamProfiles, users } from '../../db/schema/index.js';
import { createTestApp, registerUser, signupBody, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) =>
  t.app.inject({ method: 'POST', url, payload: payload as object });

describe('POST /api/auth/register', () => {
  it.each([
    ['team', 1, 0],
    ['helper', 0, 1],
    ['both', 1, 1],
  ] as const)('creates a %s account with the profiles its role implies', async (role, teams, helpers) => {
    const { user } = await registerUser(t.app, {
      role,
      ...(role !== 'team' ? { hourlyRateMin: 30, hourlyRateMax: 45, isStreaming: true } : {}),
    });
    expect(user.role).toBe(role);
    expect(user.emailConfirmed).toBe(false);
    expect(user.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    const teamRows = await t.database.db.select().from(teamProfiles).where(eq(teamProfiles.userId, user.id));
    const helperRows = await t.database.db
      .select()
      .from(helperProfiles)
      .where(eq(helperProfiles.userId, user.id));
    expect(teamRows).toHaveLength(teams);
    expect(helperRows).toHaveLength(helpers);
    if (teams) expect(teamRows[0]).toMatchObject({ teamName: 'Tampa Tides 12U', sportTypes: ['baseball'] });
    if (helpers) {
      expect(helperRows[0]).toMatchObject({
        hourlyRateMinCents: 3000,
        hourlyRateMaxCents: 4500,
        isStreaming: true,
      });
    }
  });

  it('answers the alias POST /register the same way', async () => {
    const res = await post('/register', signupBody());
    expect(res.statusCode).toBe(201);
    // The spec's client reads the user's fields (and id) from the answer itself.
    expect(res.json()).toMatchObject({
      id: expect.any(Number),
      firstName: 'Casey',
      message: expect.any(String),
    });
  });

  it('never returns the password or its hash', async () => {
    const body = signupBody();
    const res = await post('/api/auth/register', body);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(res.body).not.toContain(body.password);
    expect(res.body).not.toContain(row!.passwordHash);
    expect(res.body.toLowerCase()).not.toContain('password');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a duplicate email (any case) and a duplicate username with 409', async () => {
    const { body } = await registerUser(t.app);
    const sameEmail = await post('/api/auth/register', signupBody({ email: body.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toEqual({ message: AUTH_MESSAGES.emailTaken, code: 'email_taken' });
    const sameUsername = await post(
      '/api/auth/register',
      signupBody({ username: body.username.toUpperCase() }),
    );
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().message).toBe(AUTH_MESSAGES.usernameTaken);
  });

  it.each([
    ['a missing first name', { firstName: '' }, AUTH_MESSAGES.required],
    ['a missing username', { username: undefined }, AUTH_MESSAGES.required],
    ['a bad email', { email: 'not-an-email' }, AUTH_MESSAGES.invalidEmail],
    ['a short password', { password: 'short' }, AUTH_MESSAGES.passwordTooShort],
    ['a well-known password (decision 15)', { password: 'Baseball1' }, AUTH_MESSAGES.passwordWellKnown],
    ['a password over 128 characters', { password: 'p'.repeat(129) }, AUTH_MESSAGES.passwordTooLong],
    [
      'a helper without a date of birth',
      { role: 'helper', dateOfBirth: undefined },
      AUTH_MESSAGES.dateOfBirthRequired,
    ],
    [
      'an impossible date of birth',
      { role: 'helper', dateOfBirth: '2010-02-30' },
      GUARDIAN_MESSAGES.invalidDate,
    ],
    [
      'a date of birth in the future',
      { role: 'helper', dateOfBirth: '2999-01-01' },
      GUARDIAN_MESSAGES.invalidDate,
    ],
    ['a helper without a service', { role: 'helper', isScorekeeper: false }, AUTH_MESSAGES.services],
    ['a team without a name', { role: 'team', teamName: '' }, AUTH_MESSAGES.team],
    ['a team without a sport', { role: 'both', sportTypes: [] }, AUTH_MESSAGES.team],
    ['a rate below $25', { role: 'helper', hourlyRateMin: 20 }, AUTH_MESSAGES.rateMinimum],
    [
      'a max rate below the min',
      { role: 'helper', hourlyRateMin: 40, hourlyRateMax: 30 },
      AUTH_MESSAGES.rateRange,
    ],
  ] as const)('refuses %s with the spec message', async (_label, overrides, message) => {
    const res = await post('/api/auth/register', signupBody(overrides as never));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
    expect(res.json().details.map((d: { message: string }) => d.message)).toContain(message);
  });

  it('creates nothing when a request is refused', async () => {
    const body = signupBody({ role: 'helper', dateOfBirth: undefined });
    await post('/api/auth/register', body);
    const rows = await t.database.db.select().from(users).where(eq(users.email, body.email));
    expect(rows).toHaveLength(0);
  });

  it('stores a valid referral code as referredBy and refuses an unknown one', async () => {
    const { user: referrer } = await registerUser(t.app);
    const { user } = await registerUser(t.app, { referredBy: referrer.referralCode.toLowerCase() });
    expect(user.referredBy).toBe(referrer.referralCode);
    expect(user.referralCode).not.toBe(referrer.referralCode);
    const res = await post('/api/auth/register', signupBody({ referredBy: 'NOPE2345' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('unknown_referral_code');
  });

  it('signs the new user in', async () => {
    const { cookie, user } = await registerUser(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });
});

describe('sign-up rate limit', () => {
  it('answers 429 once an address has signed up too often', async () => {
    const limited = await createTestApp({ registerRateLimit: 2 });
    try {
      for (let i = 0; i < 2; i++) {
        expect(
          (await limited.app.inject({ method: 'POST', url: '/register', payload: signupBody() })).statusCode,
        ).toBe(201);
      }
      const res = await limited.app.inject({ method: 'POST', url: '/register', payload: signupBody() });
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toBe(AUTH_MESSAGES.tooManySignups);
    } finally {
      await limited.close();
    }
  });
});
