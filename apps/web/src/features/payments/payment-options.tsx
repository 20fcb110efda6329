import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PAYMENT_MESSAGES, type JobDetail } from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { usePayments } from './api/payments-api';
import { formatAmount } from '@/lib/format/money';
import { METHOD_LABELS, openPaymentOf, shortDate } from './format';
import { JobPaid, PayJob } from './pay-job';
import { PaymentAnswer } from './payment-answer';
import { PaymentPageFrame } from './payment-page-frame';

interface PaymentOptionsProps {
  job: JobDetail;
  freeGamesRemaining: number;
  /** Without the Credit Card tab: checkout already knows this helper can't take cards. */
  withoutCard?: boolean;
}

/**
 * /payments/options/{jobId}: what the owner can pay with, or what the assigned helper can answer.
 * Checkout shows it too, under its own heading and notice, when the card can't be used.
 */
export function PaymentOptions({
  job,
  freeGamesRemaining,
  withoutCard = false,
  heading,
  notice,
}: PaymentOptionsProps & { heading?: string; notice?: ReactNode }) {
  const isParty = job.viewer === 'owner' || job.viewer === 'assigned-helper';
  const payments = usePayments(isParty);
  const payment = openPaymentOf(payments.data, job.id);

  return (
    <PaymentPageFrame heading={heading ?? headingFor(job)} job={job}>
      {notice}
      <Body job={job} payment={payment} freeGamesRemaining={freeGamesRemaining} withoutCard={withoutCard} />
    </PaymentPageFrame>
  );
}

/** Each side in its own words: the team pays; the helper confirms the money arrived. */
function headingFor(job: JobDetail): string {
  if (job.viewer !== 'assigned-helper') return 'Pay for this job';
  return job.status === 'paid' ? 'Your payment' : 'Confirm your payment';
}

function Body({
  job,
  payment,
  freeGamesRemaining,
  withoutCard,
}: PaymentOptionsProps & { payment: ReturnType<typeof openPaymentOf> }) {
  if (job.viewer === 'signed-out') {
    return (
      <Alert role="status" className="flex-col">
        <p>Please sign in to pay for this job.</p>
        <Link to="/login" className={buttonVariants({ size: 'sm', className: 'self-start' })}>
          Sign In
        </Link>
      </Alert>
    );
  }
  if (job.viewer !== 'owner' && job.viewer !== 'assigned-helper') {
    return (
      <Alert variant="destructive" role="alert">
        <p>
          <span className="font-semibold">Access Denied:</span> {PAYMENT_MESSAGES.onlyOwner}
        </p>
      </Alert>
    );
  }
  if (job.status === 'paid') return <JobPaid job={job} payment={payment} />;
  // A cancelled booking's fee (decision 24) is paid and confirmed here like a game's pay.
  const fee = job.status === 'cancelled' ? job.cancellationFee : null;
  if (job.status !== 'completed' && !fee) {
    const [title, rest] = PAYMENT_MESSAGES.notAvailable.split(': ');
    return (
      <Alert variant="warning" role="status">
        <p>
          <span className="font-semibold">{title}:</span> {rest}
        </p>
      </Alert>
    );
  }
  if (job.viewer === 'assigned-helper') {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-slate-800">
          {payment?.reportedAt
            ? `${job.team.teamName} reports paying you ${formatAmount(payment.total)} by ${METHOD_LABELS[payment.method]} on ${shortDate(payment.reportedAt)}.`
            : `${job.team.teamName} owes you ${formatAmount(fee?.amount ?? job.totalPay)} for this ${fee ? 'cancellation' : 'job'}.`}{' '}
          {payment?.disputed ? 'You marked this payment as not received.' : 'Has the money arrived?'}
        </p>
        <PaymentAnswer
          jobId={job.id}
          jobTitle={job.title}
          reported={payment?.status === 'pending' && payment.reportedAt !== null}
          disputed={Boolean(payment?.disputed)}
        />
      </div>
    );
  }
  return (
    <PayJob job={job} payment={payment} freeGamesRemaining={freeGamesRemaining} withoutCard={withoutCard} />
  );
}
