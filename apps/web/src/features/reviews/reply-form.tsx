import { useId, useState, type FormEvent } from 'react';
import { REVIEW_REPLY_MAX, ReviewReplyBodySchema } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { describedBy, FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useReplyToReview } from './api/review-mutations';

/** The reviewee's one public reply, opened from a button so a list of reviews stays calm. */
export function ReplyForm({ reviewId }: { reviewId: number }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reply = useReplyToReview();

  if (!open) {
    return (
      <Button variant="outline" size="sm" className="mt-3" onClick={() => setOpen(true)}>
        Reply
      </Button>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ReviewReplyBodySchema.safeParse({ reply: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    reply.mutate(
      { reviewId, reply: parsed.data.reply },
      {
        onSuccess: () => toast({ title: 'Reply Posted' }),
        onError: (err) =>
          setError(err instanceof ApiError ? err.serverMessage : 'Failed to post reply. Please try again.'),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-3 flex flex-col gap-1.5">
      <Label htmlFor={`${id}-reply`}>Your public reply</Label>
      <Textarea
        id={`${id}-reply`}
        rows={3}
        value={text}
        maxLength={REVIEW_REPLY_MAX}
        onChange={(e) => setText(e.target.value)}
        autoFocus
        {...describedBy(`${id}-error`, error, `${id}-hint`)}
      />
      <p id={`${id}-hint`} className="text-xs text-slate-600">
        {text.length}/{REVIEW_REPLY_MAX} characters. You can reply once; everyone sees it under the review.
      </p>
      <FieldError id={`${id}-error`} message={error} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={reply.isPending}>
          {reply.isPending ? 'Posting...' : 'Post Reply'}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
