import { Link } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { isBooked, type Conversation } from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';
import { formatAmount } from '@/lib/format/money';
import { venmoPayUrl } from './format';
import { PaymentReviewFrame } from './payment-review-frame';
import { ReviewOnlyBox, ThreadReviewAction } from './thread-review-action';

/** Shown to the job's owner once the helper is booked or done, and only with a usable Venmo handle. */
export function canPayInThread(c: Conversation): boolean {
  return (
    c.viewerOwnsJob &&
    c.jobId !== null &&
    c.jobTotalPay !== null &&
    !!c.payeeVenmoUsername?.startsWith('@') &&
    c.jobStatus !== null &&
    (isBooked(c.jobStatus) || c.jobStatus === 'completed')
  );
}

/**
 * 'Payment & Review': pays the job's total pay (DESIGN 13), not its hourly rate. The shown amount
 * keeps its cents when it has any, so it always matches what the Venmo link asks for.
 */
export function PaymentReviewBox({ conversation: c }: { conversation: Conversation }) {
  if (!canPayInThread(c) || c.jobId === null || c.jobTotalPay === null || !c.payeeVenmoUsername)
    return <ReviewOnlyBox conversation={c} />;
  const title = c.jobTitle ?? `Job #${c.jobId}`;
  return (
    <PaymentReviewFrame>
      <p className="mt-1 text-sm text-slate-800">
        Pay <span className="font-semibold">{formatAmount(c.jobTotalPay)}</span> to {c.otherUserName} (
        {c.payeeVenmoUsername}) for <span className="font-medium">{title}</span>.
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <a
          href={venmoPayUrl(c.payeeVenmoUsername, c.jobTotalPay, title)}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ size: 'sm' })}
        >
          Pay with Venmo
          <ExternalLink aria-hidden="true" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <ThreadReviewAction jobId={c.jobId} otherUserId={c.otherUserId} />
        <Link
          to={`/payments/options/${c.jobId}`}
          className={buttonVariants({ size: 'sm', variant: 'link', className: 'px-1' })}
        >
          Other payment options
        </Link>
      </div>
    </PaymentReviewFrame>
  );
}
