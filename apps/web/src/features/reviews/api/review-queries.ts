import { infiniteQueryOptions } from '@tanstack/react-query';
import { ReviewSchema, type RevieweeRole } from '@sideline/shared';
import { api } from '@/lib/api';
import { reviewKeys } from '@/lib/review-state';

export { jobReviewStateQuery, reviewKeys } from '@/lib/review-state';

const PAGE_SIZE = 10;

/** Published reviews about a user, newest first, a page at a time (X-Next-Cursor). */
export const revieweeReviewsQuery = (userId: number, as: RevieweeRole | 'all') =>
  infiniteQueryOptions({
    queryKey: reviewKeys.reviewee(userId, as),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (as !== 'all') params.set('as', as);
      if (pageParam) params.set('cursor', pageParam);
      return api.getPage(ReviewSchema, `/api/reviews/reviewee/${userId}?${params.toString()}`);
    },
    getNextPageParam: (page) => page.nextCursor,
  });
