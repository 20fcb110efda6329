import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { blindReviewNotice, type Conversation } from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';
import { jobReviewStateQuery } from '@/lib/review-state';
import { PaymentReviewFrame } from './payment-review-frame';

/** What this thread offers about reviewing the other person for the job, as the server decides it. */
function useThreadReview(jobId: number, otherUserId: number) {
  const { data } = useQuery(jobReviewStateQuery(jobId));
  if (!data || data.reviewee?.userId !== otherUserId) return { kind: 'none' as const };
  if (data.myReview) return { kind: 'submitted' as const };
  if (!data.canReview) return { kind: 'none' as const };
  return { kind: 'open' as const, pendingFrom: data.theirReviewPending ? data.reviewee.name : null };
}

/** The box's Leave a Review while a review is possible, then 'Review submitted'. */
export function ThreadReviewAction({ jobId, otherUserId }: { jobId: number; otherUserId: number }) {
  const review = useThreadReview(jobId, otherUserId);
  if (review.kind === 'none') return null;
  if (review.kind === 'submitted') {
    return <span className="self-center text-sm font-medium text-slate-800">Review submitted</span>;
  }
  return (
    <>
      <Link
        to={`/reviews/${jobId}/${otherUserId}`}
        className={buttonVariants({ size: 'sm', variant: 'outline' })}
      >
        Leave a Review
      </Link>
      {review.pendingFrom && (
        <p role="status" className="basis-full text-sm text-slate-800">
          {blindReviewNotice(review.pendingFrom)}
        </p>
      )}
    </>
  );
}

/**
 * For a party with nothing to pay in this thread (the helper, or a team whose helper has no Venmo
 * handle): the review part alone, once the job is done and only if there is something to show.
 */
export function ReviewOnlyBox({ conversation: c }: { conversation: Conversation }) {
  const done = c.jobId !== null && (c.jobStatus === 'completed' || c.jobStatus === 'paid');
  return done && c.jobId !== null ? <ReviewSection jobId={c.jobId} otherUserId={c.otherUserId} /> : null;
}

function ReviewSection({ jobId, otherUserId }: { jobId: number; otherUserId: number }) {
  const review = useThreadReview(jobId, otherUserId);
  if (review.kind === 'none') return null;
  return (
    <PaymentReviewFrame>
      <div className="mt-2 flex flex-wrap gap-2">
        <ThreadReviewAction jobId={jobId} otherUserId={otherUserId} />
      </div>
    </PaymentReviewFrame>
  );
}
