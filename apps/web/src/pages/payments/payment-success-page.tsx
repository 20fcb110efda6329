import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { usePaymentJob } from '@/features/payments/api/payments-api';
import { parseRouteId } from '@/lib/route-id';
import { useAuth } from '@/lib/session/use-auth';

// The provider's redirect says how the confirmation ended; anything but these is a failed payment.
const GOOD_REDIRECTS = new Set(['succeeded', 'processing']);

/**
 * /payments/success?jobId= (or job_id=): where the card provider returns. The job becomes paid when
 * the provider's signed webhook arrives, so this page watches the job until it says paid.
 */
export function Component() {
  const [params] = useSearchParams();
  const jobId = parseRouteId(params.get('jobId') ?? params.get('job_id') ?? undefined);
  const redirect = params.get('redirect_status');
  const failed = redirect !== null && !GOOD_REDIRECTS.has(redirect);
  const { user } = useAuth();
  const job = usePaymentJob(user && !failed ? jobId : null, { pollUntilPaid: true });
  const paid = job.data?.status === 'paid';
  const queryClient = useQueryClient();
  useEffect(() => {
    // The dashboards and lists read the job too: once it is paid they are out of date.
    if (paid) void queryClient.invalidateQueries({ queryKey: ['jobs'] });
  }, [paid, queryClient]);

  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-6 px-4 py-16 text-center">
      {failed ? (
        <>
          <h1 className="text-3xl font-bold text-slate-900">Payment Failed</h1>
          <p className="text-slate-700">
            Your card was not charged. Please try again or choose another way to pay.
          </p>
        </>
      ) : (
        <>
          <CheckCircle2 aria-hidden="true" className="size-14 text-brand-700" />
          <h1 className="text-3xl font-bold text-slate-900">Payment Successful</h1>
          <p className="text-slate-700">Thank you! Your payment has been submitted.</p>
          {job.data && (
            <Alert variant={paid ? 'success' : 'default'} role="status" className="justify-center">
              <p>
                {paid
                  ? `${job.data.title} is paid.`
                  : `We're confirming the payment for ${job.data.title} with the card provider. This page updates when it's done.`}
              </p>
            </Alert>
          )}
        </>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        {failed && jobId !== null && (
          <Link to={`/payments/options/${jobId}`} className={buttonVariants()}>
            Try again
          </Link>
        )}
        <Link to="/dashboard" className={buttonVariants({ variant: failed ? 'outline' : 'default' })}>
          Return to Dashboard
        </Link>
        {jobId !== null && (
          <Link to={`/jobs/${jobId}`} className={buttonVariants({ variant: 'outline' })}>
            View Job Details
          </Link>
        )}
      </div>
    </div>
  );
}
