import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useCardCheckout, usePaymentIntent, useStripeJs } from '@/features/payments/api/card-api';
import { CardSummary } from '@/features/payments/card-summary';
import { cardUnavailable } from '@/features/payments/card-tab';
import { CheckoutForm } from '@/features/payments/checkout-form';
import { ApiError } from '@/lib/api';
import { parseRouteId } from '@/lib/route-id';
import { useAuth } from '@/lib/session/use-auth';

/** /payments/checkout/{jobId}: loads the job's card amounts, creates the payment intent, shows the card form. */
export function Component() {
  const id = parseRouteId(useParams().jobId);
  const { user, isLoading } = useAuth();
  const checkout = useCardCheckout(id, Boolean(user));
  const intent = usePaymentIntent(id, checkout.isSuccess);
  const stripe = useStripeJs(checkout.data?.publishableKey);

  if (id === null) return <LoadError message="Invalid job ID" />;
  if (isLoading) return <PageSpinner />;
  if (!user) {
    return (
      <Frame>
        <Alert role="status" className="flex-col">
          <p>Please sign in to pay for this job.</p>
          <Link to="/login" className={buttonVariants({ size: 'sm', className: 'self-start' })}>
            Sign In
          </Link>
        </Alert>
      </Frame>
    );
  }
  if (checkout.isError) {
    const error = checkout.error;
    if (error instanceof ApiError && error.status === 404)
      return <LoadError message="Job details not found" />;
    return <LoadError message={cardUnavailable(error) ?? 'Failed to load checkout'} />;
  }
  if (checkout.isPending) return <PageSpinner label="Loading checkout..." />;
  const initFailed = intent.isError || stripe.isError;
  return (
    <Frame title={checkout.data.jobTitle}>
      <CardSummary checkout={checkout.data} />
      {initFailed ? (
        <Alert variant="destructive" role="alert">
          <p>
            <span className="font-semibold">Error:</span>{' '}
            {intent.error instanceof ApiError && cardUnavailable(intent.error)
              ? cardUnavailable(intent.error)
              : 'Failed to initialize payment'}
          </p>
        </Alert>
      ) : intent.isPending || stripe.isPending ? (
        <PageSpinner label="Preparing the card form..." />
      ) : (
        <CheckoutForm checkout={checkout.data} clientSecret={intent.data.clientSecret} stripe={stripe.data} />
      )}
      <Link
        to={`/payments/options/${id}`}
        className="self-start text-sm font-medium text-brand-800 underline-offset-4 hover:underline"
      >
        Other payment options
      </Link>
    </Frame>
  );
}

function Frame({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">Checkout</h1>
        {title && <p className="mt-1 text-slate-700">{title}</p>}
      </div>
      {children}
    </div>
  );
}

function LoadError({ message }: { message: string }) {
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Error Loading Checkout</h1>
      <p className="mt-2 text-slate-700">{message}</p>
      <Link to="/jobs" className={buttonVariants({ className: 'mt-6' })}>
        Return to Jobs
      </Link>
    </div>
  );
}
