import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { blindReviewNotice } from '@sideline/shared';
import { Button, buttonVariants } from '@/components/ui/button';
import { jobReviewStateQuery } from '@/lib/review-state';

/**
 * Leave Review while the server says a review is possible, then 'Review submitted'; nothing once the
 * window has closed. While the other party's review is blind, says so: it shows once ours is in.
 */
export function LeaveReviewAction({ jobId, revieweeId }: { jobId: number; revieweeId: number }) {
  const state = useQuery(jobReviewStateQuery(jobId));
  const link = (
    <Link to={`/reviews/${jobId}/${revieweeId}`} className={buttonVariants({ variant: 'outline' })}>
      Leave Review
    </Link>
  );
  // Until the state is known (or if it could not be read) the link is offered; the page explains.
  if (!state.data)
    return state.isPending ? (
      <Button variant="outline" disabled>
        Leave Review
      </Button>
    ) : (
      link
    );
  if (state.data.myReview) return <Button disabled>Review submitted</Button>;
  if (!state.data.canReview) return null;
  return (
    <>
      {link}
      {state.data.theirReviewPending && state.data.reviewee && (
        <p role="status" className="text-sm text-slate-700">
          {blindReviewNotice(state.data.reviewee.name)}
        </p>
      )}
    </>
  );
}
