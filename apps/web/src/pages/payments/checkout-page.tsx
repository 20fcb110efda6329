import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { PAYMENT_MESSAGES } from '@sideline/shared';
import { Alert } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { PageSpinner, Spinner } from '@/components/ui/spinner';
import {
  useCardCheckout,
  usePaymentIntent,
  useRecountCheckout,
  useStripeJs,
} from '@/features/payments/api/card-api';
import { paymentKeys } from '@/features/payments/api/payments-api';
import { CardSummary } from '@/features/payments/card-summary';
import { cardUnavailable } from '@/features/payments/card-tab';
import { CheckoutForm } from '@/features/payments/checkout-form';
import { CheckoutWithoutCard } from '@/features/payments/checkout-without-card';
import { cardCharge, useCheckoutFreeGames, useFreeGameChoice } from '@/features/payments/free-game';
import { FreeGameChoice } from '@/features/payments/free-game-choice';
import { ApiError, hasErrorCode } from '@/lib/api';
import { parseRouteId } from '@/lib/route-id';
import { useAuth } from '@/lib/session/use-auth';
import { useCardPayments } from '@/lib/site-config';

/**
 * /payments/checkout/{jobId}: loads the job's card amounts, creates the payment intent, shows the
 * card form. "Use a free game" (`?freeGame=1`) is part of the intent: a change makes a new one (the
 * server cancels the old and takes or returns the credit) and the card form mounts afresh for it.
 */
export function Component() {
  const id = parseRouteId(useParams().jobId);
  const { user, isLoading, refresh } = useAuth();
  const [useFreeGame, setUseFreeGame] = useFreeGameChoice();
  const cards = useCardPayments();
  const checkout = useCardCheckout(id, Boolean(user) && cards === true);
  const intent = usePaymentIntent(id, checkout.isSuccess, useFreeGame);
  const stripe = useStripeJs(checkout.data?.publishableKey);
  const clientSecret = intent.data?.clientSecret;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!clientSecret) return;
    // A new intent may have taken or returned a free game, and it is the job's open payment: the
    // account's count and the payments list are out of date.
    void refresh();
    void queryClient.invalidateQueries({ queryKey: paymentKeys.list() });
  }, [clientSecret, refresh, queryClient]);
  const freeGames = useCheckoutFreeGames(
    checkout.data?.freeGamesRemaining,
    clientSecret,
    useRecountCheckout(id),
  );

  if (id === null) return <LoadError message="Invalid job ID" />;
  if (isLoading || cards === undefined) return <PageSpinner />;
  if (!cards) {
    // Not an error: this site takes Venmo and PayPal only, and the chooser has them.
    return (
      <Frame>
        <Alert variant="warning" role="status" className="flex-col">
          <p>{PAYMENT_MESSAGES.cardNotConfigured}</p>
          <OptionsLink jobId={id} />
        </Alert>
      </Frame>
    );
  }
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
    // Expected, not an error: this helper takes no card yet, so Venmo and PayPal are the way on.
    if (hasErrorCode(error, 'helper_cannot_take_cards'))
      return <CheckoutWithoutCard jobId={id} freeGamesRemaining={user.freeGamesRemaining} />;
    return <LoadError message={cardUnavailable(error) ?? 'Failed to load checkout'} />;
  }
  if (checkout.isPending) return <PageSpinner label="Loading checkout..." />;
  const noFreeGames = hasErrorCode(intent.error, 'no_free_games');
  let form;
  if (intent.isError || stripe.isError) {
    form = (
      <Alert variant="destructive" role="alert">
        <p>
          <span className="font-semibold">Error:</span>{' '}
          {noFreeGames
            ? `${PAYMENT_MESSAGES.noCredits} Untick "Use a free game" to pay the full amount.`
            : (cardUnavailable(intent.error) ?? 'Failed to initialize payment')}
        </p>
      </Alert>
    );
  } else if (intent.isPending || stripe.isPending) {
    form = (
      <div className="flex min-h-32 items-center justify-center">
        <Spinner label="Preparing the card form..." />
      </div>
    );
  } else {
    form = (
      <CheckoutForm
        // The provider's Elements take one client secret for life: a new intent mounts a new form.
        key={intent.data.clientSecret}
        jobId={checkout.data.jobId}
        amount={cardCharge(checkout.data, useFreeGame).charged}
        clientSecret={intent.data.clientSecret}
        stripe={stripe.data}
      />
    );
  }
  return (
    <Frame title={checkout.data.jobTitle}>
      <FreeGameChoice
        checkout={checkout.data}
        available={freeGames ?? 0}
        checked={useFreeGame}
        onChange={setUseFreeGame}
        // One intent at a time: a change while one is being made would race it at the server.
        busy={intent.isFetching}
      />
      <CardSummary checkout={checkout.data} useFreeGame={useFreeGame} />
      {form}
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

/** Back to the chooser, where Venmo and PayPal work whatever the card provider says. */
function OptionsLink({ jobId }: { jobId: number }) {
  return (
    <Link
      to={`/payments/options/${jobId}`}
      className={buttonVariants({ size: 'sm', className: 'self-start' })}
    >
      Pay by Venmo or PayPal
    </Link>
  );
}

/** Spec: a checkout that can't load says 'Error Loading Checkout' with Return to Jobs. */
function LoadError({ message }: { message: string }) {
  return (
    <div role="alert" className="mx-auto max-w-lg px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Error Loading Checkout</h1>
      <p className="mt-2 text-slate-700">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/jobs" className={buttonVariants()}>
          Return to Jobs
        </Link>
      </div>
    </div>
  );
}
