import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reviews } from '../../db/schema/index.js';
import { call, createTestApp, type TestApp } from '../../../test/test-app.js';
import { completedDaysAgo, job, person, review, type Person } from '../../../test/kits/review-test-kit.js';

let t: TestApp;
let coach: Person;
let helper: Person;
beforeAll(async () => {
  t = await createTestApp();
  coach = await person(t, 'team', { firstName: 'Mia', lastName: 'Soto', teamName: 'Largo Lightning' });
  helper = await person(t, 'helper', { firstName: 'Jordan', lastName: 'Ellis' });
});
afterAll(() => t.close());

describe('POST /api/reviews: who may review', () => {
  it('lets the team owner review the helper and the helper review the team', async () => {
    const jobId = await job(t, coach, helper);
    const byCoach = await review(t, coach, jobId, helper, 4, { comment: '  On time, accurate book.  ' });
    expect(byCoach.statusCode, byCoach.body).toBe(201);
    expect(byCoach.json()).toMatchObject({
      jobId,
      rating: 4,
      comment: 'On time, accurate book.',
      reviewerId: coach.id,
      revieweeId: helper.id,
      revieweeRole: 'helper',
      reviewer: { firstName: 'Mia', lastName: 'Soto', teamName: 'Largo Lightning' },
      published: false,
    });
    const byHelper = await review(t, helper, jobId, coach, 5, { comment: null });
    expect(byHelper.statusCode, byHelper.body).toBe(201);
    expect(byHelper.json()).toMatchObject({
      revieweeRole: 'team',
      comment: null,
      reviewer: { firstName: 'Jordan', lastName: 'Ellis', teamName: null },
      published: true,
    });
  });

  it('accepts a paid job and a body without reviewerId or comment', async () => {
    const jobId = await job(t, coach, helper, { status: 'paid' });
    const res = await call(t.app, 'POST', '/api/reviews', coach.cookie, {
      jobId,
      revieweeId: helper.id,
      rating: 3,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().comment).toBeNull();
  });

  it('refuses everyone else, each with a clear message', async () => {
    const stranger = await person(t, 'team');
    const otherHelper = await person(t, 'helper');
    const done = await job(t, coach, helper);
    const refusals: [string, Awaited<ReturnType<typeof review>>, number, string, RegExp][] = [
      [
        'a stranger',
        await review(t, stranger, done, helper),
        403,
        'not_job_party',
        /job's team and its assigned helper/,
      ],
      ['another helper', await review(t, otherHelper, done, coach), 403, 'not_job_party', /assigned helper/],
      ['the wrong reviewee', await review(t, coach, done, otherHelper), 400, 'wrong_reviewee', /other party/],
      ['oneself', await review(t, coach, done, coach), 400, 'wrong_reviewee', /other party/],
      [
        'an open job',
        await review(t, coach, await job(t, coach, null, { status: 'open' }), helper),
        409,
        'job_not_reviewable',
        /until it is completed: it is open/,
      ],
      [
        'an assigned job',
        await review(t, helper, await job(t, coach, helper, { status: 'assigned' }), coach),
        409,
        'job_not_reviewable',
        /it is assigned/,
      ],
      [
        'a cancelled job',
        await review(t, coach, await job(t, coach, null, { status: 'cancelled' }), helper),
        409,
        'job_not_reviewable',
        /it is cancelled/,
      ],
      ['a missing job', await review(t, coach, 2_000_000_000, helper), 404, 'job_not_found', /Job not found/],
      [
        "someone else's reviewerId",
        await review(t, coach, done, helper, 5, { reviewerId: helper.id }),
        403,
        'not_self',
        /as yourself/,
      ],
    ];
    for (const [who, res, status, code, message] of refusals) {
      expect([who, res.statusCode, res.json().code], res.body).toEqual([who, status, code]);
      expect(res.json().message, who).toMatch(message);
    }
    expect(await t.database.db.select().from(reviews).where(eq(reviews.jobId, done))).toEqual([]);
  });

  it('closes 14 days after completion', async () => {
    const jobId = await job(t, coach, helper, { daysAgo: 13 });
    await completedDaysAgo(t, jobId, 14.01);
    const late = await review(t, helper, jobId, coach);
    expect([late.statusCode, late.json().code]).toEqual([409, 'review_window_closed']);
    expect(late.json().message).toMatch(/^Reviews for this job closed on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/);
    await completedDaysAgo(t, jobId, 13.9);
    expect((await review(t, helper, jobId, coach)).statusCode).toBe(201);
  });

  it('answers 409 to a second review of the same job by the same reviewer', async () => {
    const jobId = await job(t, coach, helper);
    expect((await review(t, coach, jobId, helper, 5)).statusCode).toBe(201);
    const again = await review(t, coach, jobId, helper, 1, { comment: 'Changed my mind' });
    expect([again.statusCode, again.json()]).toEqual([
      409,
      { code: 'already_reviewed', message: 'You have already reviewed this job.' },
    ]);
    const rows = await t.database.db.select().from(reviews).where(eq(reviews.jobId, jobId));
    expect(rows.map((r) => r.rating)).toEqual([5]);
  });

  it('needs a session', async () => {
    const jobId = await job(t, coach, helper);
    const res = await call(t.app, 'POST', '/api/reviews', undefined, {
      jobId,
      revieweeId: helper.id,
      rating: 5,
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/reviews: the body', () => {
  const bad: [string, Record<string, unknown>][] = [
    ['a rating of 0', { rating: 0 }],
    ['a rating of 6', { rating: 6 }],
    ['a fractional rating', { rating: 4.5 }],
    ['a rating as a string', { rating: '5' }],
    ['a job id as a string', { jobId: '12' }],
    ['a job id past int4', { jobId: 2 ** 31 }],
    ['a reviewee id as a float', { revieweeId: 1.5 }],
    ['a comment over 1,000 characters', { comment: 'x'.repeat(1001) }],
    ['a comment with a NUL byte', { comment: 'ok\u0000' }],
    ['a comment that is a number', { comment: 5 }],
  ];
  it.each(bad)('refuses %s with 400', async (_, override) => {
    const jobId = await job(t, coach, helper);
    const res = await review(t, coach, jobId, helper, 5, override);
    expect([res.statusCode, res.json().code], res.body).toEqual([400, 'validation_error']);
  });

  it('takes exactly 1,000 characters after trimming and stores a blank comment as none', async () => {
    const long = await review(t, coach, await job(t, coach, helper), helper, 5, {
      comment: ` ${'y'.repeat(1000)} `,
    });
    expect(long.statusCode, long.body).toBe(201);
    const blank = await review(t, coach, await job(t, coach, helper), helper, 5, { comment: '   ' });
    expect(blank.json().comment).toBeNull();
  });
});
