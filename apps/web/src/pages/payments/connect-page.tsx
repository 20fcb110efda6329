import { CheckCircle2 } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { useConnectLink, useConnectStatus } from '@/features/payments/api/card-api';
import { ApiError } from '@/lib/api';
import { useAuth } from '@/lib/session/use-auth';
import { useCardPayments } from '@/lib/site-config';
import { Component as NotFound } from '@/pages/not-found-page';

/**
 * /payments/connect/return and /payments/connect/refresh: where the card provider's onboarding sends
 * a helper back (finished or not), or where an expired onboarding link leads.
 */
export function Component() {
  const { outcome } = useParams();
  const { user, isLoading } = useAuth();
  const cards = useCardPayments();
  // Without card provider keys there is no payout account to ask about (the call would answer 503).
  const status = useConnectStatus(Boolean(user) && cards === true);
  const link = useConnectLink();

  if (outcome !== 'return' && outcome !== 'refresh') return <NotFound />;
  let body;
  if (cards === false)
    body = (
      <Alert role="status">
        <p>
          Card payments are not set up, so there is no payout account to connect. Teams pay you by Venmo or
          PayPal.
        </p>
      </Alert>
    );
  else if (isLoading || cards === undefined || (user && status.isPending))
    body = <PageSpinner label="Checking your payout account..." />;
  else if (!user)
    body = (
      <Alert role="status" className="flex-col">
        <p>Please sign in to finish setting up card payments.</p>
        <Link to="/login" className={buttonVariants({ size: 'sm', className: 'self-start' })}>
          Sign In
        </Link>
      </Alert>
    );
  else if (status.isError)
    body = (
      <Alert variant="destructive" role="alert">
        <p>
          {status.error instanceof ApiError
            ? status.error.serverMessage
            : 'Your payout account could not be checked.'}
        </p>
      </Alert>
    );
  else if (status.data?.state === 'enabled')
    body = (
      <Alert variant="success" role="status" className="items-start">
        <CheckCircle2 aria-hidden="true" />
        <p>Your payout account is connected. Teams can now pay you by card.</p>
      </Alert>
    );
  else
    body = (
      <Alert variant="warning" role="status" className="flex-col">
        <p>
          {outcome === 'refresh'
            ? 'That setup link has expired. Continue to get a fresh one.'
            : 'Your payout account setup is not finished yet. Teams cannot pay you by card until it is.'}
        </p>
        <Button size="sm" className="self-start" disabled={link.isPending} onClick={() => link.mutate()}>
          {link.isPending ? 'Opening...' : 'Continue card setup'}
        </Button>
        {link.isError && (
          <p role="alert">
            {link.error instanceof ApiError ? link.error.serverMessage : 'Please try again.'}
          </p>
        )}
      </Alert>
    );

  return (
    <div className="mx-auto flex max-w-xl flex-col gap-6 px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">Card Payouts</h1>
      {body}
      <Link to="/dashboard" className={buttonVariants({ variant: 'outline', className: 'self-start' })}>
        Back to Dashboard
      </Link>
    </div>
  );
}
