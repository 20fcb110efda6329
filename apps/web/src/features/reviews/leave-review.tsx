import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { formatReviewDate, REVIEW_MESSAGES, type JobReviewState } from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { jobReviewStateQuery } from './api/review-queries';
import { useSubmitReview } from './api/review-mutations';
import { ReviewCard } from './review-card';
import { ReviewItem } from './review-item';
import { BlindReviewNotice, InvalidReviewLink } from './review-notices';

/** A job the viewer is not a party of is, for them, an invalid review link. */
const isInvalidLink = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 403);

/** /reviews/{jobId}/{revieweeId}: the card while a review is possible, then what was said. */
export function LeaveReview({ jobId, revieweeId }: { jobId: number; revieweeId: number }) {
  const state = useQuery(jobReviewStateQuery(jobId));
  const submit = useSubmitReview();

  if (state.isPending) return <PageSpinner label="Loading..." />;
  if (state.isError) {
    if (isInvalidLink(state.error)) return <InvalidReviewLink />;
    return (
      <Alert variant="destructive" role="alert">
        <div className="flex flex-col gap-3">
          <AlertTitle>Error: {REVIEW_MESSAGES.loadFailed}</AlertTitle>
          <Button variant="outline" size="sm" className="self-start" onClick={() => void state.refetch()}>
            Try Again
          </Button>
        </div>
      </Alert>
    );
  }
  const data = state.data;
  if (!data.reviewee || data.reviewee.userId !== revieweeId) return <InvalidReviewLink />;
  const { reviewee } = data;

  const onSubmit = (review: { rating: number; comment: string | null }) =>
    submit.mutate(
      { jobId, revieweeId, rating: review.rating, comment: review.comment },
      {
        onSuccess: (saved) =>
          toast({
            title: 'Review Submitted',
            description: saved.published
              ? 'Both reviews are now public.'
              : `Your review stays hidden until ${reviewee.name} reviews you too.`,
          }),
        onError: () =>
          toast({ title: 'Error', description: REVIEW_MESSAGES.submitFailed, variant: 'destructive' }),
      },
    );

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-slate-700">
        For{' '}
        <Link to={`/jobs/${jobId}`} className="font-medium text-brand-800 underline underline-offset-2">
          {data.jobTitle}
        </Link>
      </p>
      {data.theirReviewPending && data.canReview && <BlindReviewNotice name={reviewee.name} />}
      {submit.isError && (
        <Alert variant="destructive" role="alert">
          <AlertDescription>
            Error: {REVIEW_MESSAGES.submitFailed}
            {submit.error instanceof ApiError && submit.error.status < 500
              ? `. ${submit.error.serverMessage}`
              : ''}
          </AlertDescription>
        </Alert>
      )}
      {data.canReview ? (
        <ReviewCard revieweeName={reviewee.name} isSubmitting={submit.isPending} onSubmit={onSubmit} />
      ) : (
        <ReviewStatus state={data} />
      )}
      {data.theirReview && (
        <Card className="p-6">
          <h2 className="mb-3 text-lg font-semibold text-slate-900">{reviewee.name}&apos;s review of you</h2>
          <ReviewItem review={data.theirReview} />
        </Card>
      )}
    </div>
  );
}

/** After the card: the viewer's own review and whether it is public yet, or why there is no card. */
function ReviewStatus({ state }: { state: JobReviewState }) {
  const name = state.reviewee?.name ?? 'the other party';
  const closes = state.windowClosesAt ? formatReviewDate(state.windowClosesAt, state.jobTimeZone) : null;
  if (state.myReview) {
    return (
      <Card className="p-6">
        <h2 className="text-lg font-semibold text-slate-900">Review submitted</h2>
        <p className="mt-1 mb-4 text-sm text-slate-700">
          {state.myReview.hidden
            ? `Sideline staff hid your review: it is not shown to ${name} or anyone else, and it does not count in ratings.`
            : state.myReview.published
              ? 'Your review is public.'
              : `Your review stays hidden until ${name} reviews you${closes ? `, or until ${closes}` : ''}; then both are published at once.`}
        </p>
        {state.myReview.hiddenReason && (
          <p className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-900">
            <span className="font-semibold">Reason: </span>
            {state.myReview.hiddenReason}
          </p>
        )}
        <ReviewItem review={state.myReview} />
      </Card>
    );
  }
  const reason =
    state.jobStatus === 'completed' || state.jobStatus === 'paid'
      ? `Reviews for this job closed${closes ? ` on ${closes}` : ''}.`
      : 'You can review this job once it is marked complete.';
  return (
    <Alert role="status">
      <AlertDescription>{reason}</AlertDescription>
    </Alert>
  );
}
