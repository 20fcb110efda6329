import { Link, useParams } from 'react-router';
import { PAYMENT_MESSAGES } from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { usePaymentJob, usePayments } from '@/features/payments/api/payments-api';
import { useCardCheckout } from '@/features/payments/api/card-api';
import { CardSummary } from '@/features/payments/card-summary';
import { cardUnavailable } from '@/features/payments/card-tab';
import { openPaymentOf } from '@/features/payments/format';
import { cardCharge, useFreeGameChoice, withFreeGameChoice } from '@/features/payments/free-game';
import { FreeGameChoice } from '@/features/payments/free-game-choice';
import { PaymentPageFrame } from '@/features/payments/payment-page-frame';
import { JobPaid } from '@/features/payments/pay-job';
import { ApiError } from '@/lib/api';
import { formatAmount } from '@/lib/format/money';
import { parseRouteId } from '@/lib/route-id';
import { useCardPayments } from '@/lib/site-config';
import { JobDetailSkeleton, JobLoadError, JobNotFound } from '@/pages/jobs/job-detail/job-detail-states';

/** /payments/job/{jobId}: the job to pay by card; payable only once it is completed. */
export function Component() {
  const id = parseRouteId(useParams().jobId);
  const job = usePaymentJob(id);
  const owner = job.data?.viewer === 'owner';
  const payable = owner && job.data?.status === 'completed';
  const cards = useCardPayments();
  const checkout = useCardCheckout(id, payable && cards === true);
  // Paid: the payment to show.
  const payments = usePayments(owner && job.data?.status === 'paid');
  const [useFreeGame, setUseFreeGame] = useFreeGameChoice();

  if (id === null) return <JobNotFound />;
  if (job.isError) {
    if (job.error instanceof ApiError && job.error.status === 404) return <JobNotFound />;
    return <JobLoadError onRetry={() => void job.refetch()} />;
  }
  if (job.isPending) return <JobDetailSkeleton />;
  const data = job.data;

  let body;
  if (data.viewer === 'signed-out') {
    body = (
      <Alert role="status" className="flex-col">
        <p>Please sign in to pay for this job.</p>
        <Link to="/login" className={buttonVariants({ size: 'sm', className: 'self-start' })}>
          Sign In
        </Link>
      </Alert>
    );
  } else if (!owner) {
    body = (
      <Alert variant="destructive" role="alert">
        <p>
          <span className="font-semibold">Access Denied:</span> {PAYMENT_MESSAGES.onlyOwner}
        </p>
      </Alert>
    );
  } else if (data.status === 'paid') {
    body = <JobPaid job={data} payment={openPaymentOf(payments.data, data.id)} />;
  } else if (data.status !== 'completed') {
    const [title, rest] = PAYMENT_MESSAGES.notAvailable.split(': ');
    body = (
      <Alert variant="warning" role="alert">
        <p>
          <span className="font-semibold">{title}:</span> {rest}
        </p>
      </Alert>
    );
  } else if (cards === false) {
    body = <NoCards jobId={data.id} message={PAYMENT_MESSAGES.cardNotConfigured} />;
  } else if (cards === undefined || checkout.isPending) {
    body = <Spinner label="Checking card payments..." />;
  } else if (checkout.isError) {
    const message =
      cardUnavailable(checkout.error) ?? 'Card payments could not be checked. Please try again.';
    body = <NoCards jobId={data.id} message={message} />;
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <FreeGameChoice
          checkout={checkout.data}
          available={checkout.data.freeGamesRemaining}
          checked={useFreeGame}
          onChange={setUseFreeGame}
        />
        <CardSummary checkout={checkout.data} useFreeGame={useFreeGame} />
        <p className="text-sm text-slate-700">Please pay within 24 hours of completion.</p>
        <div className="flex flex-wrap gap-3">
          <Link
            to={withFreeGameChoice(`/payments/checkout/${data.id}`, useFreeGame)}
            className={buttonVariants()}
          >
            Pay {formatAmount(cardCharge(checkout.data, useFreeGame).charged)} by card
          </Link>
          <Link to={`/payments/options/${data.id}`} className={buttonVariants({ variant: 'outline' })}>
            Other payment options
          </Link>
        </div>
      </div>
    );
  }

  return (
    <PaymentPageFrame heading="Job Payment" job={data}>
      {body}
    </PaymentPageFrame>
  );
}

/** Cards can't be used here: why, and the way back to the chooser's Venmo and PayPal. */
function NoCards({ jobId, message }: { jobId: number; message: string }) {
  return (
    <Alert variant="warning" role="alert" className="flex-col">
      <p>{message}</p>
      <Link
        to={`/payments/options/${jobId}`}
        className={buttonVariants({ size: 'sm', variant: 'outline', className: 'self-start' })}
      >
        Other payment options
      </Link>
    </Alert>
  );
}
