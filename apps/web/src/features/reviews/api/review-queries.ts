import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { ReviewSchema, type PageReads, type PagedAnswer, type RevieweeRole } from '@sideline/shared';
import { api, firstPageOnly } from '@/lib/api';
import { reviewKeys } from '@/lib/review-state';

export { jobReviewStateQuery, reviewKeys } from '@/lib/review-state';

const PAGE_SIZE = 10;

/** The query a page of reviews is asked with (`cursor` null: the first), for a route loader too. */
export function revieweeReviewsRequest(
  as: RevieweeRole | 'all',
  cursor: string | null,
): Record<string, string> {
  const params: Record<string, string> = { limit: String(PAGE_SIZE) };
  if (as !== 'all') params.as = as;
  if (cursor) params.cursor = cursor;
  return params;
}

const revieweePath = (userId: number, as: RevieweeRole | 'all', cursor: string | null) =>
  `/api/reviews/reviewee/${userId}?${new URLSearchParams(revieweeReviewsRequest(as, cursor)).toString()}`;

/** Published reviews about a user, newest first, a page at a time (X-Next-Cursor). */
export const revieweeReviewsQuery = (userId: number, as: RevieweeRole | 'all') =>
  infiniteQueryOptions({
    queryKey: reviewKeys.reviewee(userId, as),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => api.getPage(ReviewSchema, revieweePath(userId, as, pageParam)),
    getNextPageParam: (page) => page.nextCursor,
  });

/** A route loader's first page (decision 0054) under the query's key. */
export const seedRevieweeReviews = (
  client: QueryClient,
  userId: number,
  as: RevieweeRole | 'all',
  answer: PagedAnswer,
) =>
  client.setQueryData(
    revieweeReviewsQuery(userId, as).queryKey,
    firstPageOnly(api.parsePage(ReviewSchema, answer, revieweePath(userId, as, null))),
  );

/** The first page of reviews about a profile's user, as a server loader reads it (decision 0054). */
export async function seedReviewsAbout(
  client: QueryClient,
  reads: PageReads,
  userId: number,
  as: RevieweeRole,
): Promise<void> {
  seedRevieweeReviews(client, userId, as, await reads.reviewsAbout(userId, revieweeReviewsRequest(as, null)));
}
