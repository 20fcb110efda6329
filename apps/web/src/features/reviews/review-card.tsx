import { useState, type FormEvent } from 'react';
import { REVIEW_COMMENT_MAX, ReviewFormSchema } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { describedBy, FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { StarInput } from './star-input';

interface ReviewCardProps {
  revieweeName: string;
  isSubmitting: boolean;
  onSubmit: (review: { rating: number; comment: string | null }) => void;
}

/** The spec's Rate Your Experience card: stars, an optional comment, and Submit Review. */
export function ReviewCard({ revieweeName, isSubmitting, onSubmit }: ReviewCardProps) {
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ReviewFormSchema.safeParse({ rating, comment });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    onSubmit({ rating: parsed.data.rating, comment: parsed.data.comment || null });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Rate Your Experience</CardTitle>
        <CardDescription>How was working with {revieweeName}?</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="flex flex-col gap-5">
          <StarInput value={rating} onChange={setRating} disabled={isSubmitting} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="review-comment">Comment (optional)</Label>
            <Textarea
              id="review-comment"
              value={comment}
              maxLength={REVIEW_COMMENT_MAX}
              onChange={(e) => setComment(e.target.value)}
              placeholder="What went well? What could be better?"
              disabled={isSubmitting}
              {...describedBy('review-comment-error', error, 'review-comment-hint')}
            />
            <p id="review-comment-hint" className="text-xs text-slate-600">
              {comment.length}/{REVIEW_COMMENT_MAX} characters. Your review stays hidden until {revieweeName}{' '}
              reviews you too, or until the review window closes.
            </p>
            <FieldError id="review-comment-error" message={error} />
          </div>
          <Button type="submit" disabled={rating === null || isSubmitting} className="self-start">
            {isSubmitting ? 'Submitting...' : 'Submit Review'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
