import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { JobReviewState, Review } from '@sideline/shared';
import { helperProfiles, outbox, teamProfiles, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  completedDaysAgo,
  job,
  listAbout,
  person,
  review,
  stateOf,
  type Person,
} from '../../../test/kits/review-test-kit.js';
import { jobsDueForPublication } from './review-publication.js';
import { publishDue } from './reviews.service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ids = async (res: ReturnType<typeof listAbout>) => ((await res).json() as Review[]).map((r) => r.id);
const state = async (jobId: number, viewer: Person) =>
  (await stateOf(t, jobId, viewer)).json() as JobReviewState;

async function ratingOf(p: Person, side: 'helper' | 'team') {
  const table = side === 'helper' ? helperProfiles : teamProfiles;
  const [row] = await t.database.db.select().from(table).where(eq(table.userId, p.id));
  return [row!.avgRating, row!.totalReviews];
}

async function mails(to: Person, kind: string) {
  const [user] = await t.database.db.select().from(users).where(eq(users.id, to.id));
  return t.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toEmail, user!.email), eq(outbox.kind, kind)));
}

describe('blind reviews', () => {
  it('stay hidden from the reviewee and the public until the other side reviews, then publish together', async () => {
    const coach = await person(t, 'team', { teamName: 'Brandon Bulldogs' });
    const helper = await person(t, 'helper', { firstName: 'Jasmine', lastName: 'Reed' });
    const stranger = await person(t, 'helper');
    const jobId = await job(t, coach, helper);
    const first = (await review(t, coach, jobId, helper, 4, { comment: 'Sharp scorer.' })).json() as Review;

    // Before the second review: the public, the reviewee and a stranger see nothing; the author sees theirs.
    expect(await ids(listAbout(t, helper.id))).toEqual([]);
    expect(await ids(listAbout(t, helper.id, helper))).toEqual([]);
    expect(await ids(listAbout(t, helper.id, stranger))).toEqual([]);
    const helperView = await state(jobId, helper);
    expect(helperView).toMatchObject({
      canReview: true,
      theirReview: null,
      theirReviewPending: true,
      myReview: null,
      reviewee: { userId: coach.id, name: 'Brandon Bulldogs', role: 'team' },
    });
    expect(JSON.stringify(helperView)).not.toContain('Sharp scorer.');
    const coachView = await state(jobId, coach);
    expect(coachView).toMatchObject({ canReview: false, theirReviewPending: false, theirReview: null });
    expect(coachView.myReview).toMatchObject({ id: first.id, comment: 'Sharp scorer.', published: false });
    expect(await ratingOf(helper, 'helper')).toEqual([0, 0]);
    // "You were reviewed", without the review.
    const [received] = await mails(helper, 'review_received');
    expect(received?.subject).toBe('Brandon Bulldogs reviewed you');
    expect(received?.textBody).toContain('Leave yours to see it');
    expect(received?.textBody).not.toContain('Sharp scorer');
    expect(received?.textBody).not.toMatch(/stars?\b|rated|rating/i);
    expect((await stateOf(t, jobId, stranger)).statusCode).toBe(403);

    // The second review publishes both at once.
    const second = (await review(t, helper, jobId, coach, 5)).json() as Review;
    expect(second.published).toBe(true);
    expect(await ids(listAbout(t, helper.id))).toEqual([first.id]);
    expect(await ids(listAbout(t, coach.id))).toEqual([second.id]);
    expect((await state(jobId, helper)).theirReview).toMatchObject({
      id: first.id,
      comment: 'Sharp scorer.',
    });
    expect((await state(jobId, coach)).theirReview).toMatchObject({ id: second.id });
    expect((await state(jobId, helper)).myReview).toMatchObject({ id: second.id, published: true });
    expect(await ratingOf(helper, 'helper')).toEqual([4, 1]);
    expect(await ratingOf(coach, 'team')).toEqual([5, 1]);
    expect(await mails(helper, 'reviews_published')).toHaveLength(1);
    expect(await mails(coach, 'reviews_published')).toHaveLength(1);
  });

  it('publish a lone review once the window closes, decided when someone reads', async () => {
    const coach = await person(t, 'team');
    const helper = await person(t, 'helper');
    const jobId = await job(t, coach, helper, { daysAgo: 3 });
    const lone = (await review(t, helper, jobId, coach, 2, { comment: 'Late to pay.' })).json() as Review;
    expect(await ids(listAbout(t, coach.id))).toEqual([]);
    expect(await ratingOf(coach, 'team')).toEqual([0, 0]);

    await completedDaysAgo(t, jobId, 15);
    // The profile's list publishes what is due before it answers, with the rating in the same step.
    expect(await ids(listAbout(t, coach.id))).toEqual([lone.id]);
    expect(await ratingOf(coach, 'team')).toEqual([2, 1]);
    const coachView = await state(jobId, coach);
    expect(coachView).toMatchObject({ canReview: false, theirReviewPending: false });
    expect(coachView.theirReview).toMatchObject({ id: lone.id, published: true });
    expect(await mails(coach, 'reviews_published')).toHaveLength(1);
    expect(await mails(helper, 'reviews_published')).toHaveLength(1);
  });

  it('publish from the job page and from the sweep as well, once', async () => {
    const coach = await person(t, 'team');
    const helper = await person(t, 'helper');
    const viaState = await job(t, coach, helper);
    const viaSweep = await job(t, coach, helper);
    await review(t, coach, viaState, helper, 5);
    await review(t, coach, viaSweep, helper, 3);
    await completedDaysAgo(t, viaState, 20);
    await completedDaysAgo(t, viaSweep, 20);

    expect((await state(viaState, helper)).theirReview).toMatchObject({ rating: 5 });
    expect(await jobsDueForPublication(t.database.db, { revieweeId: helper.id })).toEqual([viaSweep]);
    await publishDue(t.app, await jobsDueForPublication(t.database.db));
    await publishDue(t.app, [viaSweep]);
    expect(await jobsDueForPublication(t.database.db, { revieweeId: helper.id })).toEqual([]);
    expect(await ratingOf(helper, 'helper')).toEqual([4, 2]);
    expect(await mails(helper, 'reviews_published')).toHaveLength(2);
  });

  it('never publish an unreviewed side: the window alone publishes only what was written', async () => {
    const coach = await person(t, 'team');
    const helper = await person(t, 'helper');
    const jobId = await job(t, coach, helper, { daysAgo: 30 });
    expect(await state(jobId, helper)).toMatchObject({
      canReview: false,
      myReview: null,
      theirReview: null,
      theirReviewPending: false,
    });
    expect(await ids(listAbout(t, coach.id))).toEqual([]);
  });
});
