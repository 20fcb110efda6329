import { formatRating, formatReviewDate, reviewerDisplayName, type Review } from '@sideline/shared';
import { StarRating } from '@/components/ui/star-rating';
import { ReplyForm } from './reply-form';

/** One review: stars, who wrote it and when, for which job, the comment, and the reviewee's reply. */
export function ReviewItem({ review, headingLevel = 'h3' }: { review: Review; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className="flex flex-col">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Heading className="font-semibold text-slate-900">{reviewerDisplayName(review.reviewer)}</Heading>
        <span className="inline-flex items-center gap-1.5 text-sm text-slate-700">
          <StarRating value={review.rating} />
          <span aria-hidden="true">{formatRating(review.rating)}</span>
        </span>
      </div>
      <p className="mt-0.5 text-xs text-slate-600">
        <time dateTime={review.createdAt}>{formatReviewDate(review.createdAt, review.jobTimeZone)}</time> ·{' '}
        {review.jobTitle}
      </p>
      {review.comment && (
        <p className="mt-2 text-sm break-words whitespace-pre-line text-slate-800">{review.comment}</p>
      )}
      {review.reply && (
        <div className="mt-3 rounded-md border-l-4 border-brand-700 bg-slate-50 px-3 py-2">
          <p className="text-xs font-semibold text-slate-900">Reply</p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-800">{review.reply}</p>
        </div>
      )}
      {review.canReply && <ReplyForm reviewId={review.id} />}
    </article>
  );
}
