import type { Review } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { longDate } from './format';
import { EmptyLine, ProfileSection } from './profile-section';
import { StarRating } from './star-rating';
import { useReviews } from './use-reviews';

/** Reviews about a user. Empty is said plainly; a failed load says so instead of pretending "none". */
export function ReviewsSection({ userId }: { userId: number }) {
  const reviews = useReviews(userId);
  return (
    <ProfileSection id="reviews" title="Reviews">
      {reviews.isPending ? (
        <div className="flex flex-col gap-3">
          <p role="status" className="sr-only">
            Loading reviews...
          </p>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-16 w-full" />
        </div>
      ) : reviews.isError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-red-800">
          Reviews could not be loaded.
          <Button variant="outline" size="sm" onClick={() => void reviews.refetch()}>
            Try Again
          </Button>
        </div>
      ) : reviews.data.length === 0 ? (
        <EmptyLine>No reviews yet.</EmptyLine>
      ) : (
        <ul className="divide-y divide-slate-200">
          {reviews.data.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}

function reviewerName({ reviewer }: Review): string {
  // Teams review as their team; helpers by first name and last initial, as on most marketplaces.
  if (reviewer.teamName) return reviewer.teamName;
  const initial = reviewer.lastName.charAt(0);
  return initial ? `${reviewer.firstName} ${initial}.` : reviewer.firstName;
}

function ReviewItem({ review }: { review: Review }) {
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{reviewerName(review)}</h3>
        <StarRating value={review.rating} />
      </div>
      <p className="mt-0.5 text-xs text-slate-600">
        <time dateTime={review.createdAt}>{longDate(review.createdAt)}</time>
      </p>
      {review.comment?.trim() && <p className="mt-2 text-sm break-words text-slate-700">{review.comment}</p>}
    </li>
  );
}
