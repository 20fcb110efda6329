import { describe, expect, it } from 'vitest';
import {
  averageRating,
  blindReviewNotice,
  formatReviewDate,
  isPublishable,
  isReviewableStatus,
  isReviewWindowOpen,
  reviewerDisplayName,
  reviewTargetFor,
  reviewWindowClosesAt,
} from './reviews.js';
import { JOB_STATUSES } from './jobs.js';
import { formatRating, starsFor } from './star-rating.js';
import { PostReviewBodySchema, ReviewReplyBodySchema } from '../schemas/reviews.js';

describe('who reviews whom', () => {
  const job = { ownerUserId: 10, helperUserId: 20 };
  it('has the owner review the helper, the helper review the team, and nobody else', () => {
    expect(reviewTargetFor(job, 10)).toEqual({ revieweeId: 20, revieweeRole: 'helper' });
    expect(reviewTargetFor(job, 20)).toEqual({ revieweeId: 10, revieweeRole: 'team' });
    expect(reviewTargetFor(job, 30)).toBeNull();
    expect(reviewTargetFor({ ownerUserId: 10, helperUserId: null }, 10)).toBeNull();
  });

  it('allows reviews of completed and paid jobs only', () => {
    expect(JOB_STATUSES.filter(isReviewableStatus)).toEqual(['completed', 'paid']);
  });
});

describe('the review window', () => {
  const completedAt = new Date('2026-03-01T18:00:00Z');
  it('closes exactly 14 days after completion', () => {
    expect(reviewWindowClosesAt(completedAt).toISOString()).toBe('2026-03-15T18:00:00.000Z');
    expect(isReviewWindowOpen(completedAt, new Date('2026-03-15T17:59:59Z'))).toBe(true);
    expect(isReviewWindowOpen(completedAt, new Date('2026-03-15T18:00:00Z'))).toBe(false);
  });

  it('publishes when both have reviewed or the window has closed', () => {
    expect(isPublishable(1, false)).toBe(false);
    expect(isPublishable(2, false)).toBe(true);
    expect(isPublishable(1, true)).toBe(true);
    expect(isPublishable(0, true)).toBe(true);
  });
});

describe('showing reviews', () => {
  it('averages, with 0 for none, to one decimal with the half-star rule', () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([4, 5])).toBe(4.5);
    expect(formatRating(averageRating([5, 4, 4]))).toBe('4.3');
    expect(starsFor(averageRating([4, 5]))).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starsFor(averageRating([5, 4, 4]))).toEqual(['full', 'full', 'full', 'full', 'empty']);
  });

  it('names a team reviewer by the team, a helper by first name and initial', () => {
    expect(reviewerDisplayName({ firstName: 'Mia', lastName: 'Soto', teamName: 'Largo Lightning' })).toBe(
      'Largo Lightning',
    );
    expect(reviewerDisplayName({ firstName: 'Jordan', lastName: 'Ellis', teamName: null })).toBe('Jordan E.');
    expect(blindReviewNotice('Jordan Ellis')).toBe('Jordan Ellis left you a review; leave yours to see it');
    expect(formatReviewDate('2026-03-01T03:00:00Z', 'America/New_York')).toBe('February 28, 2026');
    expect(formatReviewDate('2026-03-01T03:00:00Z', 'UTC')).toBe('March 1, 2026');
  });
});

describe('review bodies', () => {
  const body = { jobId: 1, revieweeId: 2, rating: 5 };
  it('takes the spec body with whole-number ratings 1-5 and a trimmed comment of at most 1,000 characters', () => {
    expect(PostReviewBodySchema.parse({ ...body, reviewerId: 3, comment: '  Great  ' }).comment).toBe(
      'Great',
    );
    expect(PostReviewBodySchema.safeParse({ ...body, comment: `${'a'.repeat(1000)}  ` }).success).toBe(true);
    for (const bad of [
      { rating: 0 },
      { rating: 6 },
      { rating: 3.5 },
      { rating: '4' },
      { comment: 'a'.repeat(1001) },
    ]) {
      expect(
        PostReviewBodySchema.safeParse({ ...body, ...bad }).success,
        JSON.stringify(bad).slice(0, 40),
      ).toBe(false);
    }
    expect(PostReviewBodySchema.safeParse({ ...body, jobId: '1' }).success).toBe(false);
  });

  it('takes a reply of 1 to 500 characters', () => {
    expect(ReviewReplyBodySchema.safeParse({ reply: ' Thanks! ' }).data).toEqual({ reply: 'Thanks!' });
    expect(ReviewReplyBodySchema.safeParse({ reply: '  ' }).success).toBe(false);
    expect(ReviewReplyBodySchema.safeParse({ reply: 'a'.repeat(501) }).success).toBe(false);
  });
});
