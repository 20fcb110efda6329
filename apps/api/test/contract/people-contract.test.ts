/**
 * The spec's call tables (doc 1 and doc 2, section 7), for accounts, profiles, messaging and the
 * reviews list, walked call by call as a client written to the spec would: the spec's paths and
 * bodies, and the entity fields of section 3 in the answers, with money in dollars.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { outbox, reviews } from '../../src/db/schema/index.js';
import { call, createTestApp, sessionCookieOf, type TestApp } from '../test-app.js';
import { applyTo, helperAccount, postJob, readyTeam } from '../marketplace.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
});
afterAll(() => t.close());

/** Section 3 of both documents: the fields each entity must carry. */
const USER_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'username',
  'email',
  'zipCode',
  'role',
  'profileImageUrl',
  'venmoUsername',
  'paypalEmail',
  'preferredPaymentMethod',
  'freeGamesRemaining',
  'paidGamesCompleted',
  'referralCode',
  'referredBy',
  'hasCompletedFirstPaidGame',
];
const TEAM_PROFILE_FIELDS = [
  'id',
  'userId',
  'teamName',
  'sportTypes',
  'sportType',
  'teamLocation',
  'bio',
  'profileImage',
  'isVerified',
  'yearsActive',
  'jobsPosted',
  'avgRating',
  'totalReviews',
  'teamAchievements',
  'successStories',
  'hourlyBudget',
  'venmoUsername',
];
const HELPER_PROFILE_FIELDS = [
  'id',
  'userId',
  'email',
  'user',
  'bio',
  'hourlyRateMin',
  'hourlyRateMax',
  'isScorekeeper',
  'isScoreboard',
  'isStreaming',
  'hasEquipment',
  'equipmentDetails',
  'availability',
  'venmoUsername',
  'profileImage',
  'isVerified',
  'verified',
  'yearsOfExperience',
  'completedJobs',
  'avgRating',
  'totalReviews',
  'certifications',
  'experience',
  'skills',
  'equipment',
];
const MESSAGE_FIELDS = ['id', 'senderId', 'recipientId', 'jobId', 'content', 'createdAt', 'read'];
const CONVERSATION_FIELDS = [
  'otherUserId',
  'otherUserName',
  'otherUserRole',
  'jobId',
  'jobTitle',
  'lastMessage',
  'lastMessageDate',
  'unreadCount',
];
const REVIEW_FIELDS = [
  'id',
  'rating',
  'comment',
  'createdAt',
  'reviewer',
  'jobId',
  'reviewerId',
  'revieweeId',
];
const REFERRAL_FIELDS = ['totalReferrals', 'completedReferrals', 'totalEarnings'];

function expectFields(value: unknown, fields: string[], label: string) {
  expect(value, label).toBeTypeOf('object');
  const keys = Object.keys(value as object);
  expect(
    fields.filter((f) => !keys.includes(f)),
    `${label}: missing fields`,
  ).toEqual([]);
  // No leftovers of the old cents names anywhere in an answer.
  expect(
    keys.filter((k) => k.endsWith('Cents')),
    `${label}: cents on the wire`,
  ).toEqual([]);
}

let n = 0;
/** The spec's sign-up body: no profile fields, no confirmation flags. */
function specRegisterBody(role: 'team' | 'helper' | 'both') {
  n += 1;
  const tag = `${process.pid}${n}${Math.floor(Math.random() * 1e6)}`;
  return {
    firstName: 'Jordan',
    lastName: 'Spec',
    email: `spec${tag}@example.com`,
    username: `spec${tag}`,
    password: 'correct-horse-42',
    zipCode: '33602',
    role,
    referredBy: null,
    // The spec's body plus the one field decision 23 adds for helpers: the date of birth.
    ...(role !== 'team' ? { dateOfBirth: '1990-05-01' } : {}),
  };
}

async function specSignup(role: 'team' | 'helper' | 'both', path = '/api/auth/register') {
  const body = specRegisterBody(role);
  const res = await call(t.app, 'POST', path, undefined, body);
  expect(res.statusCode, res.body).toBe(201);
  return { res, body, cookie: sessionCookieOf(res), id: res.json().id as number };
}

const json = (res: LightMyRequestResponse) => res.json() as Record<string, unknown>;

describe('accounts (doc 1 and doc 2)', () => {
  it('POST /api/auth/register and POST /register take the spec body and answer the user with its id', async () => {
    for (const path of ['/api/auth/register', '/register']) {
      const { res, body } = await specSignup('team', path);
      expectFields(res.json(), USER_FIELDS, path);
      expect(res.json()).toMatchObject({ id: expect.any(Number), email: body.email, role: 'team' });
      expect(res.json().message).toEqual(expect.any(String));
    }
  });

  it('POST /api/auth/login answers the user object; GET /api/auth/user the same', async () => {
    const { body } = await specSignup('helper');
    const login = await call(t.app, 'POST', '/api/auth/login', undefined, {
      email: body.email,
      password: body.password,
    });
    expect(login.statusCode).toBe(200);
    expectFields(login.json(), USER_FIELDS, 'login');
    expect(login.json().firstName).toBe('Jordan');
    const me = await call(t.app, 'GET', '/api/auth/user', sessionCookieOf(login));
    expectFields(me.json(), USER_FIELDS, 'GET /api/auth/user');
    expect(me.json().id).toBe(login.json().id);
  });

  it('GET /api/auth/confirm-email?token= confirms', async () => {
    const { body } = await specSignup('team');
    const [mail] = await t.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.toEmail, body.email), eq(outbox.kind, 'confirm_email')));
    const token = new URL(mail!.link!).searchParams.get('token');
    const res = await call(t.app, 'GET', `/api/auth/confirm-email?token=${token}`);
    expect([res.statusCode, typeof res.json().message]).toEqual([200, 'string']);
  });

  it('GET /api/users/{id}, PUT /api/users/{id}/payment, GET /api/users/referral-info', async () => {
    const { id, cookie } = await specSignup('team');
    const account = await call(t.app, 'GET', `/api/users/${id}`, cookie);
    expectFields(account.json(), ['freeGamesRemaining', 'referralCode', 'role'], 'GET /api/users/{id}');
    const paid = await call(t.app, 'PUT', `/api/users/${id}/payment`, cookie, {
      venmoUsername: '@spec-coach',
      paypalEmail: null,
      preferredPaymentMethod: 'venmo',
    });
    expect(paid.statusCode).toBe(200);
    expectFields(paid.json(), USER_FIELDS, 'PUT payment');
    const refreshed = json(await call(t.app, 'GET', '/api/auth/user', cookie));
    expect(refreshed).toMatchObject({
      venmoUsername: '@spec-coach',
      paypalEmail: null,
      preferredPaymentMethod: 'venmo',
    });
    const referral = await call(t.app, 'GET', '/api/users/referral-info', cookie);
    expect(referral.statusCode).toBe(200);
    expectFields(referral.json(), REFERRAL_FIELDS, 'referral-info');
  });
});

describe('team profiles (doc 1 and doc 2)', () => {
  it('POST /api/team-profiles with the spec body, then both GET spellings, GET by id and PUT', async () => {
    const { id, cookie } = await specSignup('team');
    const missing = await call(t.app, 'GET', `/api/team-profiles/user/${id}`, cookie);
    expect(missing.statusCode).toBe(404);
    const specBody = {
      userId: id,
      teamName: 'Spec Sluggers',
      sportTypes: ['softball', 'soccer'],
      teamLocation: 'Tampa, FL',
      bio: 'Written to the spec.',
      profileImage: null,
      hourlyBudget: 27.5,
    };
    const created = await call(t.app, 'POST', '/api/team-profiles', cookie, specBody);
    expect(created.statusCode, created.body).toBe(201);
    expectFields(created.json(), TEAM_PROFILE_FIELDS, 'POST /api/team-profiles');
    expect(created.json()).toMatchObject({ hourlyBudget: 27.5, sportType: 'softball', userId: id });
    const byPath = json(await call(t.app, 'GET', `/api/team-profiles/user/${id}`, cookie));
    const byQuery = json(await call(t.app, 'GET', `/api/team-profiles/user?userId=${id}`, cookie));
    expect(byQuery).toEqual(byPath);
    // What the spec's Post a Job reads from it.
    for (const field of ['id', 'venmoUsername', 'teamName', 'sportTypes', 'avgRating'])
      expect(byPath).toHaveProperty(field);
    const byId = await call(t.app, 'GET', `/api/team-profiles/${created.json().id}`);
    expectFields(byId.json(), TEAM_PROFILE_FIELDS, 'GET /api/team-profiles/{id}');
    const updated = await call(t.app, 'PUT', `/api/team-profiles/${created.json().id}`, cookie, {
      ...specBody,
      hourlyBudget: 40,
      venmoUsername: '@spec-sluggers',
    });
    expect(updated.json()).toMatchObject({ hourlyBudget: 40, venmoUsername: '@spec-sluggers' });
  });
});

describe('helper profiles (doc 1 and doc 2)', () => {
  it("POST with doc 2's body, PUT with doc 1's body, and every read in dollars", async () => {
    const { id, cookie } = await specSignup('helper');
    const docTwo = {
      userId: id,
      isScorekeeper: true,
      isScoreboard: false,
      isStreaming: true,
      hourlyRateMin: 30,
      hourlyRateMax: 42.5,
      bio: 'Spec-built helper.',
      hasEquipment: true,
      equipmentDetails: 'iPad and tripod',
      availability: 'Weekends',
      profileImage: null,
    };
    const created = await call(t.app, 'POST', '/api/helper-profiles', cookie, docTwo);
    expect(created.statusCode, created.body).toBe(201);
    expectFields(created.json(), HELPER_PROFILE_FIELDS, 'POST /api/helper-profiles');
    expect(created.json()).toMatchObject({ hourlyRateMin: 30, hourlyRateMax: 42.5 });
    const docOne = {
      email: 'spec-helper@example.com',
      bio: 'Edited to doc 1.',
      hourlyRateMin: 35,
      hourlyRateMax: 50,
      isScorekeeper: true,
      isScoreboard: true,
      isStreaming: false,
      hasEquipment: false,
      equipmentDetails: null,
      availability: 'Evenings',
      venmoUsername: '@spec-helper',
      userId: id,
    };
    const edited = await call(t.app, 'PUT', `/api/helper-profiles/${created.json().id}`, cookie, docOne);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      email: 'spec-helper@example.com',
      venmoUsername: '@spec-helper',
      hourlyRateMin: 35,
      hourlyRateMax: 50,
    });
    const own = await call(t.app, 'GET', `/api/helper-profiles/user/${id}`, cookie);
    expectFields(own.json(), HELPER_PROFILE_FIELDS, 'GET /api/helper-profiles/user/{userId}');
    const publicView = await call(t.app, 'GET', `/api/helper-profiles/${created.json().id}`);
    expectFields(publicView.json(), HELPER_PROFILE_FIELDS, 'GET /api/helper-profiles/{id}');
    expect(publicView.json()).toMatchObject({
      hourlyRateMin: 35,
      user: { firstName: 'Jordan', lastName: 'Spec', zipCode: '33602' },
    });
  });

  it('GET /api/helper-profiles and /featured?limit=4 answer JSON arrays', async () => {
    await helperAccount(t.app);
    await helperAccount(t.app);
    const list = await call(t.app, 'GET', '/api/helper-profiles');
    expect(Array.isArray(list.json())).toBe(true);
    expect(list.json().length).toBeGreaterThan(0);
    expectFields(list.json()[0], HELPER_PROFILE_FIELDS, 'GET /api/helper-profiles');
    const paged = await call(t.app, 'GET', '/api/helper-profiles?limit=1');
    expect(paged.json()).toHaveLength(1);
    expect(paged.headers['x-next-cursor']).toEqual(expect.any(String));
    const featured = await call(t.app, 'GET', '/api/helper-profiles/featured?limit=4');
    expect(Array.isArray(featured.json())).toBe(true);
    expect(featured.json().length).toBeLessThanOrEqual(4);
    expectFields(featured.json()[0], HELPER_PROFILE_FIELDS, 'featured');
  });
});

describe('messaging (doc 1 and doc 2)', () => {
  it('POST /api/messages (both variants), the conversation list, the thread and read', async () => {
    const team = await readyTeam(t.app);
    const { id: helperId, cookie: helperCookie } = await specSignup('helper');
    await call(t.app, 'POST', '/api/helper-profiles', helperCookie, {
      userId: helperId,
      isScorekeeper: true,
      isScoreboard: false,
      isStreaming: false,
      hourlyRateMin: 25,
      hourlyRateMax: 40,
      bio: null,
      hasEquipment: false,
      equipmentDetails: null,
      availability: null,
      profileImage: null,
    });
    const job = await postJob(t.app, team.cookie);
    await applyTo(t.app, helperCookie, job.id);

    const chat = await call(t.app, 'POST', '/api/messages', helperCookie, {
      senderId: helperId,
      recipientId: team.user.id,
      jobId: job.id,
      content: 'Starting a chat about the job',
    });
    expect(chat.statusCode, chat.body).toBe(201);
    expectFields(chat.json(), MESSAGE_FIELDS, 'POST /api/messages (content)');
    const contact = await call(t.app, 'POST', '/api/messages', team.cookie, {
      senderId: team.user.id,
      recipientId: helperId,
      jobId: null,
      subject: 'Hello',
      message: 'From the contact dialog',
    });
    expect(contact.statusCode, contact.body).toBe(201);
    expect(contact.json()).toMatchObject({ content: 'From the contact dialog', jobId: null });

    const conversations = await call(t.app, 'GET', '/api/messages/conversations', team.cookie);
    expect(Array.isArray(conversations.json())).toBe(true);
    for (const c of conversations.json()) expectFields(c, CONVERSATION_FIELDS, 'conversation');
    const jobThread = conversations.json().find((c: { jobId: number | null }) => c.jobId === job.id);
    expect(jobThread).toMatchObject({ otherUserId: helperId, jobTitle: job.title, unreadCount: 1 });
    expect(jobThread.jobTotalPay).toBe(75);

    const thread = await call(t.app, 'GET', `/api/messages/conversation/${helperId}`, team.cookie);
    expect(Array.isArray(thread.json())).toBe(true);
    expect(thread.json()).toHaveLength(2);
    for (const m of thread.json()) expectFields(m, MESSAGE_FIELDS, 'thread message');

    const read = await call(t.app, 'POST', `/api/messages/read/${helperId}`, team.cookie);
    expect(read.statusCode).toBe(200);
    const after = await call(t.app, 'GET', '/api/messages/conversations', team.cookie);
    expect(after.json().every((c: { unreadCount: number }) => c.unreadCount === 0)).toBe(true);
  });
});

describe('reviews list (doc 1 and doc 2)', () => {
  it('GET /api/reviews/reviewee/{userId} answers a JSON array of reviews', async () => {
    const team = await readyTeam(t.app);
    const { id: helperId } = await specSignup('helper');
    const job = await postJob(t.app, team.cookie);
    await t.database.db
      .insert(reviews)
      .values({
        jobId: job.id,
        reviewerId: team.user.id,
        revieweeId: helperId,
        revieweeRole: 'helper',
        rating: 5,
        comment: 'Great',
        publishedAt: new Date(),
      });
    const list = await call(t.app, 'GET', `/api/reviews/reviewee/${helperId}`);
    expect(Array.isArray(list.json())).toBe(true);
    expectFields(list.json()[0], REVIEW_FIELDS, 'review');
    expect(list.json()[0]).toMatchObject({
      rating: 5,
      comment: 'Great',
      reviewerId: team.user.id,
      revieweeId: helperId,
      reviewer: { firstName: 'Casey', lastName: 'Jordan', teamName: 'Tampa Tides 12U' },
    });
  });
});
