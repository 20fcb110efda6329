import { useParams } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/session/use-auth';
import { LeaveReview } from '@/features/reviews/leave-review';
import { InvalidReviewLink, ReviewSignInRequired } from '@/features/reviews/review-notices';

/** A path id: digits only, within int4 (what the API accepts), else null. */
function routeId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** /reviews/{jobId}/{revieweeId}: leave a review (spec doc 2, Review). */
export function Component() {
  const params = useParams();
  const { user, isLoading } = useAuth();
  const jobId = routeId(params.jobId);
  const revieweeId = routeId(params.revieweeId);

  if (jobId === null || revieweeId === null) return <InvalidReviewLink />;
  if (!user && isLoading) return <PageSpinner label="Loading..." />;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6">
      {!user ? (
        <ReviewSignInRequired />
      ) : (
        <>
          <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">Leave a Review</h1>
          <LeaveReview key={`${jobId}/${revieweeId}`} jobId={jobId} revieweeId={revieweeId} />
        </>
      )}
    </div>
  );
}
