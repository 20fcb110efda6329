import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import { reviewKeys as profileReviewKeys } from './profile-keys';
import { createQueryClient } from './query-client';
import { jobReviewStateQuery, reviewKeys } from './review-state';

const fetchMock = vi.fn<typeof fetch>();

/** GET /api/reviews/job/{id} as it crosses HTTP. */
const wireState = {
  jobId: 7,
  jobTitle: 'Scorekeeper',
  jobTimeZone: 'America/New_York',
  jobStatus: 'completed',
  reviewee: { userId: 2, name: 'Sam Helper', role: 'helper' },
  windowClosesAt: '2026-03-21T12:00:00.000Z',
  canReview: true,
  myReview: null,
  theirReview: null,
  theirReviewPending: false,
};

let client: QueryClient;
beforeEach(() => {
  client = createQueryClient();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  client.clear();
  vi.unstubAllGlobals();
});

describe('jobReviewStateQuery', () => {
  it("reads the job's review state from /api/reviews/job/{id} into the job's review key", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(wireState)));

    const state = await client.fetchQuery(jobReviewStateQuery(7));

    expect(fetchMock).toHaveBeenCalledWith('/api/reviews/job/7', expect.objectContaining({ method: 'GET' }));
    expect(state).toEqual(wireState);
    expect(client.getQueryData(reviewKeys.job(7))).toEqual(wireState);
  });

  it('fails on an answer that is not a review state', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ ...wireState, jobStatus: 'lost' })));

    await expect(client.fetchQuery(jobReviewStateQuery(7))).rejects.toMatchObject({
      status: 502,
      code: 'internal_error',
    });
    expect(client.getQueryData(reviewKeys.job(7))).toBeUndefined();
  });
});

describe('reviewKeys', () => {
  it('puts every review query, from either factory, under one prefix a review refreshes', async () => {
    const keys = [
      reviewKeys.job(7),
      reviewKeys.reviewee(2, 'helper'),
      reviewKeys.reviewee(2, 'all'),
      profileReviewKeys.reviewee(2),
    ];
    for (const key of keys) client.setQueryData(key, []);
    client.setQueryData(['jobs', 'detail', 7], {});

    await client.invalidateQueries({ queryKey: reviewKeys.all });

    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    expect(client.getQueryState(['jobs', 'detail', 7])?.isInvalidated).toBe(false);
  });

  it('keeps the reviews a user wrote as one role apart from the ones as the other', () => {
    expect(reviewKeys.reviewee(2, 'helper')).not.toEqual(reviewKeys.reviewee(2, 'team'));
  });
});
