import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { helperProfiles, reviews } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { job, person, review } from '../../../test/kits/review-test-kit.js';

const SUBMISSIONS = 20;
// The race is real on PostgreSQL (a connection pool, concurrent transactions); PGlite runs one
// transaction at a time, so a few rounds there only check the same outcome.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const ROUNDS = onPostgres ? 10 : 2;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe(`${SUBMISSIONS} simultaneous submissions (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it(`of the same review leave one review and one count, ${ROUNDS} times over`, async () => {
    const coach = await person(t, 'team');
    const helper = await person(t, 'helper');
    for (let round = 0; round < ROUNDS; round++) {
      const jobId = await job(t, coach, helper);
      const answers = await Promise.all(
        Array.from({ length: SUBMISSIONS }, (_, i) => review(t, coach, jobId, helper, (i % 5) + 1)),
      );
      const codes = answers.map((a) => a.statusCode);
      expect(codes.filter((c) => c === 201)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(SUBMISSIONS - 1);
      expect(
        answers.filter((a) => a.statusCode === 409).every((a) => a.json().code === 'already_reviewed'),
      ).toBe(true);
      expect(await t.database.db.select().from(reviews).where(eq(reviews.jobId, jobId))).toHaveLength(1);
    }
  }, 180_000);

  it('of both parties at once publish both, and the ratings count both jobs', async () => {
    const helper = await person(t, 'helper');
    for (let round = 0; round < ROUNDS; round++) {
      const coach = await person(t, 'team');
      const jobId = await job(t, coach, helper);
      const [a, b] = await Promise.all([
        review(t, coach, jobId, helper, 4),
        review(t, helper, jobId, coach, 5),
      ]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      const rows = await t.database.db.select().from(reviews).where(eq(reviews.jobId, jobId));
      expect(rows.every((r) => r.publishedAt !== null)).toBe(true);
    }
    const [profile] = await t.database.db
      .select()
      .from(helperProfiles)
      .where(eq(helperProfiles.userId, helper.id));
    expect([profile?.avgRating, profile?.totalReviews]).toEqual([4, ROUNDS]);
  }, 180_000);
});
