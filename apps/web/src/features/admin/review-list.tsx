import { useState } from 'react';
import type { AdminReview } from '@sideline/shared';
import { Button } from '@/components/ui/button';
import { useHideReview } from './api/mutations';
import { ActionDialog } from './action-dialog';
import { Pill } from './status-badge';

/** The reviews a user wrote or received, blind and hidden ones too; Hide asks for the reason its author will see. */
export function ReviewList({ reviews, userId }: { reviews: AdminReview[]; userId: number }) {
  const [hiding, setHiding] = useState<AdminReview | null>(null);
  const hide = useHideReview();
  if (reviews.length === 0) return <p>No reviews.</p>;
  return (
    <>
      <ul className="flex flex-col gap-3">
        {reviews.map((r) => (
          <li key={r.id} className="rounded-md border border-slate-200 p-2">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">
                {r.reviewerId === userId
                  ? `By them about ${r.revieweeName}`
                  : `By ${r.reviewerName} about them`}
              </span>
              <span>· {r.rating} of 5 stars</span>
              {r.hiddenAt ? (
                <Pill tone="destructive">Hidden</Pill>
              ) : (
                <Pill tone="neutral">{r.published ? 'Public' : 'Blind'}</Pill>
              )}
            </div>
            <p className="mt-1 text-slate-700">{r.jobTitle}</p>
            {r.comment && <p className="mt-1 [overflow-wrap:anywhere]">“{r.comment}”</p>}
            {r.hiddenReason && <p className="mt-1 text-red-800">Hidden: {r.hiddenReason}</p>}
            {!r.hiddenAt && (
              <Button className="mt-2" size="sm" variant="destructive" onClick={() => setHiding(r)}>
                Hide review<span className="sr-only"> #{r.id}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {hiding && (
        <ActionDialog
          open
          onOpenChange={(open) => !open && setHiding(null)}
          title={`Hide ${hiding.reviewerName}'s review?`}
          description={`It leaves ${hiding.revieweeName}'s public reviews and rating at once. ${hiding.reviewerName} will see that it is hidden and the reason below.`}
          text={{ label: 'Reason shown to the author', hint: 'Please give a reason.' }}
          confirmLabel="Confirm Hide"
          destructive
          pending={hide.isPending}
          onConfirm={(reason) => hide.mutate({ id: hiding.id, reason }, { onSuccess: () => setHiding(null) })}
        />
      )}
    </>
  );
}
