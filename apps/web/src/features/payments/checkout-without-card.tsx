import { Link } from 'react-router';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { usePaymentJob } from './api/payments-api';
import { PaymentOptions } from './payment-options';

/**
 * Checkout when the server answers `helper_cannot_take_cards`: not an error but a state. The page
 * says so plainly, then shows what is due and the job's other ways to pay (Venmo, PayPal), and
 * leads back to the job.
 */
export function CheckoutWithoutCard({
  jobId,
  freeGamesRemaining,
}: {
  jobId: number;
  freeGamesRemaining: number;
}) {
  const job = usePaymentJob(jobId);
  const back = (
    <Link to={`/jobs/${jobId}`} className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
      Back to the job
    </Link>
  );
  if (job.isPending) return <PageSpinner label="Loading checkout..." />;
  if (job.isError) {
    return (
      <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-10 sm:px-6">
        <h1 className="text-3xl font-bold text-slate-900">Checkout</h1>
        <Alert variant="destructive" role="alert">
          <p>
            {job.error instanceof ApiError ? job.error.serverMessage : 'The job could not be loaded.'} Venmo
            and PayPal are on the job&apos;s payment page.
          </p>
        </Alert>
        {back}
      </div>
    );
  }
  return (
    <div className="flex flex-col">
      <PaymentOptions
        job={job.data}
        freeGamesRemaining={freeGamesRemaining}
        withoutCard
        heading="Checkout"
        notice={
          <Alert variant="warning" role="status">
            <div className="flex flex-col gap-1">
              <AlertTitle>This helper can&apos;t take card payments yet.</AlertTitle>
              <AlertDescription>Pay them by Venmo or PayPal below.</AlertDescription>
            </div>
          </Alert>
        }
      />
      <div className="mx-auto -mt-4 w-full max-w-2xl px-4 pb-10 sm:px-6">{back}</div>
    </div>
  );
}
