import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { PAYMENT_MESSAGES } from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { usePaymentJob, usePayments } from '@/features/payments/api/payments-api';
import { successState, type SuccessState } from '@/features/payments/success-state';
import { parseRouteId } from '@/lib/route-id';
import { useAuth } from '@/lib/session/use-auth';
import { useCardPayments } from '@/lib/site-config';

const HEADINGS: Record<SuccessState, string> = {
  paid: 'Payment Successful',
  processing: 'Payment Processing',
  failed: 'Payment Failed',
  'not-recorded': 'No Payment Recorded',
};

/**
 * /payments/success?jobId= (or job_id=): where the card provider returns. It celebrates only what
 * the server recorded: the job paid (the provider's signed webhook), or "processing" while the card
 * payment waits for it, watching the job until it is paid. Anything else says so and leads back to
 * the pay page.
 */
export function Component() {
  const [params] = useSearchParams();
  const jobId = parseRouteId(params.get('jobId') ?? params.get('job_id') ?? undefined);
  const redirectStatus = params.get('redirect_status');
  const { user, isLoading } = useAuth();
  const cards = useCardPayments();
  const job = usePaymentJob(user ? jobId : null, { pollUntilPaid: redirectStatus !== null });
  const paid = job.data?.status === 'paid';
  const payments = usePayments(Boolean(user) && jobId !== null);
  const queryClient = useQueryClient();
  useEffect(() => {
    // The dashboards and lists read the job and its payment too: once it is paid they are out of date.
    if (!paid) return;
    void queryClient.invalidateQueries({ queryKey: ['jobs'] });
    void queryClient.invalidateQueries({ queryKey: ['payments', 'list'] });
  }, [paid, queryClient]);

  if (isLoading) return <PageSpinner />;
  if (!user) {
    return (
      <Frame heading="Sign in to see this payment">
        <Link to="/login" className={buttonVariants()}>
          Sign In
        </Link>
      </Frame>
    );
  }
  if (jobId === null) {
    return (
      <Frame heading={HEADINGS['not-recorded']}>
        <p className="text-slate-700">This link does not name a job, so there is no payment to show.</p>
        <Link to="/dashboard/payments" className={buttonVariants()}>
          Go to Payments
        </Link>
      </Frame>
    );
  }
  if (job.isPending || payments.isPending) return <PageSpinner label="Checking your payment..." />;

  const state = successState({
    redirectStatus,
    jobStatus: job.data?.status,
    payments: payments.data,
    jobId,
  });
  const title = job.data?.title ?? 'this job';
  const payPage = `/payments/options/${jobId}`;
  return (
    <Frame
      heading={HEADINGS[state]}
      icon={
        state === 'paid' ? (
          <CheckCircle2 aria-hidden="true" className="size-14 text-brand-700" />
        ) : state === 'processing' ? (
          <Clock aria-hidden="true" className="size-14 text-amber-700" />
        ) : undefined
      }
    >
      <Alert
        variant={state === 'paid' ? 'success' : state === 'processing' ? 'default' : 'warning'}
        role="status"
        className="justify-center"
      >
        <p>
          {state === 'paid' && `Thank you! ${title} is paid.`}
          {state === 'processing' &&
            `We're confirming the payment for ${title} with the card provider. This page updates when it's done.`}
          {state === 'failed' && 'Your card was not charged. Please try again or choose another way to pay.'}
          {state === 'not-recorded' &&
            (cards === false
              ? `There is no payment for ${title} yet. ${PAYMENT_MESSAGES.cardNotConfigured}`
              : `There is no payment for ${title} yet. Nothing was charged.`)}
        </p>
      </Alert>
      <div className="flex flex-wrap justify-center gap-3">
        {(state === 'failed' || state === 'not-recorded') && (
          <Link to={payPage} className={buttonVariants()}>
            {state === 'failed' ? 'Try again' : 'Back to payment options'}
          </Link>
        )}
        <Link
          to="/dashboard"
          className={buttonVariants({
            variant: state === 'paid' || state === 'processing' ? 'default' : 'outline',
          })}
        >
          Return to Dashboard
        </Link>
        <Link to={`/jobs/${jobId}`} className={buttonVariants({ variant: 'outline' })}>
          View Job Details
        </Link>
      </div>
    </Frame>
  );
}

function Frame({ heading, icon, children }: { heading: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-6 px-4 py-16 text-center">
      {icon}
      <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
      {children}
    </div>
  );
}
