import { useState } from 'react';
import { Link } from 'react-router';
import {
  CANCELLATION_FEE_LABELS,
  PAYMENT_MESSAGES,
  type JobDetail,
  type OutsideMethod,
  type Payment,
} from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { focusRing } from '@/components/ui/focus-ring';
import { toast } from '@/components/ui/use-toast';
import { ApiError, hasErrorCode } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useCardCheckout } from './api/card-api';
import { useReportPayment } from './api/payments-api';
import { formatAmount } from '@/lib/format/money';
import { useAuth } from '@/lib/session/use-auth';
import { useCardPayments } from '@/lib/site-config';
import { METHOD_LABELS, shortDate } from './format';
import { CardTab } from './card-tab';
import { freeGamesLabel, heldFreeGame } from './free-game';
import { OutsideMethodPanel } from './outside-method-panel';
import { Tabs } from './tabs';
import { paymentDueSentence } from '@/lib/format/payment-due';

type Tab = 'venmo' | 'card' | 'paypal';

const failed = (title: string) => (error: unknown) =>
  toast({
    title,
    description: error instanceof ApiError ? error.serverMessage : 'Please try again.',
    variant: 'destructive',
  });

/**
 * The owner's chooser for a completed job: Venmo (default), Credit Card, PayPal. Free games are
 * spent in card checkout only (decision 6), so the Venmo and PayPal tabs say so when the team has
 * one. `freeGamesRemaining` is the account's count, which leaves out a free game this job's open
 * card checkout holds: that one is still the team's to use here.
 */
export function PayJob({
  job,
  payment,
  freeGamesRemaining,
  withoutCard = false,
}: {
  job: JobDetail;
  payment: Payment | undefined;
  freeGamesRemaining: number;
  /** No Credit Card tab: the helper can't take cards (checkout said so). */
  withoutCard?: boolean;
}) {
  const [tab, setTab] = useState<Tab>('venmo');
  const report = useReportPayment(job.id);
  const { refresh } = useAuth();
  // Without card provider keys there is no card tab, and nothing asks the card calls.
  const cards = useCardPayments();
  const held = heldFreeGame(payment);
  const freeGames = freeGamesRemaining + held;
  const info = job.paymentInstructions;
  const helperName = info?.helperName ?? 'your helper';
  // A cancelled booking's fee goes by Venmo or PayPal: a card job's fee is charged to its saved card.
  const fee = job.status === 'cancelled' ? job.cancellationFee : null;
  const amount = fee?.amount ?? job.totalPay;
  const note = `Sideline: ${job.title} (${job.jobDate})`;

  const onReport = (method: OutsideMethod) =>
    report.mutate(method, {
      onSuccess: () => {
        // A card checkout left open gives way to the report, and its free game comes back.
        if (held) void refresh();
        toast({ title: 'Payment Reported', description: PAYMENT_MESSAGES.reported });
      },
      onError: failed('Could not report the payment'),
    });
  const panel = (method: OutsideMethod) => (
    <div className="flex flex-col gap-4">
      <OutsideMethodPanel
        method={method}
        handle={method === 'venmo' ? (info?.venmoUsername ?? null) : (info?.paypalEmail ?? null)}
        helperName={helperName}
        amountCents={amount}
        note={note}
        reporting={report.isPending}
        onReport={onReport}
      />
      {freeGames > 0 && cards === true && (
        <FreeGameNote jobId={job.id} count={freeGames} onPayByCard={() => setTab('card')} />
      )}
    </div>
  );

  return (
    <div className="flex flex-col gap-6">
      <div className="rounded-md bg-brand-50 p-4 text-center">
        <p className="text-sm text-brand-900">Amount due to {helperName}</p>
        <p className="text-3xl font-bold text-brand-900">{formatAmount(amount)}</p>
        <p className="mt-1 text-sm text-brand-900">
          {fee
            ? `${CANCELLATION_FEE_LABELS[fee.kind]} for the cancelled game.`
            : paymentDueSentence(job.completedAt)}
        </p>
      </div>
      {payment?.status === 'pending' &&
        (payment.method === 'card' ? (
          <CardPendingNotice payment={payment} />
        ) : (
          <PendingNotice payment={payment} helperName={helperName} />
        ))}
      <Tabs<Tab>
        label="Payment method"
        value={tab}
        onChange={setTab}
        items={[
          { key: 'venmo', label: 'Venmo', content: panel('venmo') },
          ...(cards === false || fee || withoutCard
            ? []
            : [
                {
                  key: 'card' as const,
                  label: 'Credit Card',
                  content: <CardTab jobId={job.id} />,
                },
              ]),
          { key: 'paypal', label: 'PayPal', content: panel('paypal') },
        ]}
      />
    </div>
  );
}

/**
 * Under Venmo and PayPal: the team's free games work in card checkout only. The card tab's own
 * query says whether this helper can take cards (and what a free game takes off this job).
 */
function FreeGameNote({ jobId, count, onPayByCard }: { jobId: number; count: number; onPayByCard(): void }) {
  const checkout = useCardCheckout(jobId);
  if (hasErrorCode(checkout.error, 'helper_cannot_take_cards'))
    return <p className="text-sm text-slate-700">{PAYMENT_MESSAGES.freeGameNeedsCard}</p>;
  return (
    <p className="text-sm text-slate-700">
      You have {freeGamesLabel(count)}. Free games are used in card checkout
      {checkout.data
        ? `, where one takes ${formatAmount(checkout.data.freeGameDiscount)} off this job`
        : ''}.{' '}
      {checkout.isSuccess && (
        <button
          type="button"
          onClick={onPayByCard}
          className={cn(
            'cursor-pointer rounded-sm font-medium text-brand-800 underline underline-offset-4 hover:no-underline',
            focusRing,
          )}
        >
          Pay by card
        </button>
      )}
    </p>
  );
}

/** A card checkout was opened and not finished: it can be finished, or another way chosen. */
function CardPendingNotice({ payment }: { payment: Payment }) {
  return (
    <Alert role="status">
      <p>
        {payment.freeGameDiscount > 0
          ? 'You started a card payment for this job with a free game. Finish it from the Credit Card tab; if you pay another way, the free game comes back to you.'
          : 'You started a card payment for this job. Finish it from the Credit Card tab, or pay another way.'}
      </p>
    </Alert>
  );
}

function PendingNotice({ payment, helperName }: { payment: Payment; helperName: string }) {
  if (payment.disputed) {
    return (
      <Alert variant="warning" role="status">
        <p>
          {helperName} says the {METHOD_LABELS[payment.method]} payment you reported on{' '}
          {shortDate(payment.reportedAt)} has not arrived. Check the transfer, then report it again once it is
          sent.
        </p>
      </Alert>
    );
  }
  return (
    <Alert variant="success" role="status">
      <p>
        You reported paying by {METHOD_LABELS[payment.method]} on {shortDate(payment.reportedAt)}. Waiting for{' '}
        {helperName} to confirm.
      </p>
    </Alert>
  );
}

/**
 * The job is paid: nothing left to do. The team sees what it paid (with a free game, the discount
 * and what its card was charged); the helper sees their pay, always in full.
 */
export function JobPaid({ job, payment }: { job: JobDetail; payment: Payment | undefined }) {
  return (
    <Alert variant="success" role="status" className="flex-col">
      <p className="font-semibold">This job is paid.</p>
      {payment && <PaidDetails payment={payment} />}
      <div className="flex flex-wrap gap-3">
        <Link to={`/jobs/${job.id}`} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
          View the job
        </Link>
        <Link to="/dashboard/payments" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
          All payments
        </Link>
      </div>
    </Alert>
  );
}

function PaidDetails({ payment }: { payment: Payment }) {
  const payee = payment.role === 'payee';
  const discount = payment.freeGameDiscount;
  const confirmed = payment.completedAt ? `, confirmed ${shortDate(payment.completedAt)}` : '';
  return (
    <>
      <p>
        {payee
          ? `${formatAmount(payment.amount)} to you by ${METHOD_LABELS[payment.method]}${confirmed}.`
          : `${formatAmount(payment.total)} by ${METHOD_LABELS[payment.method]}${confirmed}.`}
      </p>
      {discount > 0 && (
        <p>
          {payee
            ? 'The team used a free game; you were paid the full amount.'
            : `Free game \u2212${formatAmount(discount)}: your card was charged ${formatAmount(payment.total - discount)}.`}
        </p>
      )}
    </>
  );
}
