/**
 * The spec's two review calls (doc 2 section 7, doc 1 section 7), called as the spec's client calls
 * them: its body field names, JSON numbers for ids, and a JSON array of the Review entity back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../test-app.js';
import { job, person, type Person } from '../kits/review-test-kit.js';

let t: TestApp;
let coach: Person;
let helper: Person;
beforeAll(async () => {
  t = await createTestApp();
  coach = await person(t, 'team', { firstName: 'Mia', lastName: 'Soto', teamName: 'Largo Lightning' });
  helper = await person(t, 'helper', { firstName: 'Jordan', lastName: 'Ellis' });
});
afterAll(() => t.close());

/** The spec's Review entity: id, rating, comment, createdAt, reviewer (firstName, lastName, teamName). */
function expectReviewEntity(review: Record<string, unknown>) {
  expect(review).toEqual(
    expect.objectContaining({
      id: expect.any(Number),
      rating: expect.any(Number),
      comment: expect.toSatisfy((c) => c === null || typeof c === 'string'),
      createdAt: expect.any(String),
      reviewer: {
        firstName: expect.any(String),
        lastName: expect.any(String),
        teamName: expect.toSatisfy((n) => n === null || typeof n === 'string'),
      },
    }),
  );
  expect(Number.isNaN(Date.parse(review.createdAt as string))).toBe(false);
}

describe('review calls, as the spec writes them', () => {
  it('POST /api/reviews takes jobId, reviewerId, revieweeId, rating, comment', async () => {
    const jobId = await job(t, coach, helper);
    const res = await call(t.app, 'POST', '/api/reviews', coach.cookie, {
      jobId,
      reviewerId: coach.id,
      revieweeId: helper.id,
      rating: 5,
      comment: 'Kept a perfect book.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const review = res.json();
    expectReviewEntity(review);
    expect(review).toMatchObject({
      rating: 5,
      comment: 'Kept a perfect book.',
      reviewer: { firstName: 'Mia', lastName: 'Soto', teamName: 'Largo Lightning' },
      jobId,
      reviewerId: coach.id,
      revieweeId: helper.id,
    });
    // The other side's review, the same call, publishes both.
    const back = await call(t.app, 'POST', '/api/reviews', helper.cookie, {
      jobId,
      reviewerId: helper.id,
      revieweeId: coach.id,
      rating: 4,
      comment: '',
    });
    expect(back.statusCode, back.body).toBe(201);
  });

  it('POST /api/reviews refuses ids and ratings that are not JSON numbers', async () => {
    const jobId = await job(t, coach, helper);
    for (const body of [
      { jobId: String(jobId), reviewerId: coach.id, revieweeId: helper.id, rating: 5 },
      { jobId, reviewerId: coach.id, revieweeId: String(helper.id), rating: 5 },
      { jobId, reviewerId: coach.id, revieweeId: helper.id, rating: '5' },
      { jobId, reviewerId: true, revieweeId: helper.id, rating: 5 },
    ]) {
      const res = await call(t.app, 'POST', '/api/reviews', coach.cookie, body);
      expect([res.statusCode, res.json().code]).toEqual([400, 'validation_error']);
    }
  });

  it('GET /api/reviews/reviewee/{userId} answers a JSON array of Review entities', async () => {
    const res = await call(t.app, 'GET', `/api/reviews/reviewee/${helper.id}`);
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(1);
    expectReviewEntity(list[0]);
    expect(list[0]).toMatchObject({ rating: 5, comment: 'Kept a perfect book.' });
    const team = (await call(t.app, 'GET', `/api/reviews/reviewee/${coach.id}`)).json();
    expect(team[0]).toMatchObject({
      rating: 4,
      comment: null,
      reviewer: { firstName: 'Jordan', lastName: 'Ellis', teamName: null },
    });
    expect((await call(t.app, 'GET', '/api/reviews/reviewee/2000000000')).json()).toEqual([]);
  });
});
