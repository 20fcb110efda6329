import { useInfiniteQuery } from '@tanstack/react-query';
import type { RevieweeRole } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { revieweeReviewsQuery } from './api/review-queries';
import { ReviewItem } from './review-item';

/**
 * Published reviews about a user as one side (a helper page lists what they got for jobs worked, a
 * team page what the team got for jobs posted). Empty is said plainly; a failed load says so.
 */
export function ReviewsList({ userId, as }: { userId: number; as: RevieweeRole }) {
  const reviews = useInfiniteQuery(revieweeReviewsQuery(userId, as));
  if (reviews.isPending) {
    return (
      <div className="flex flex-col gap-3">
        <p role="status" className="sr-only">
          Loading reviews...
        </p>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (reviews.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
        Reviews could not be loaded.
        <Button variant="outline" size="sm" onClick={() => void reviews.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  const items = reviews.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="text-sm text-slate-600">No reviews yet.</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="divide-y divide-slate-200">
        {items.map((review) => (
          <li key={review.id} className="py-4 first:pt-0 last:pb-0">
            <ReviewItem review={review} />
          </li>
        ))}
      </ul>
      {reviews.hasNextPage && (
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          {reviews.isFetchingNextPage ? 'Loading...' : 'Show more reviews'}
        </Button>
      )}
    </div>
  );
}
