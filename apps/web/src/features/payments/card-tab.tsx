import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, hasErrorCode } from '@/lib/api';
import { useCardCheckout } from './api/card-api';
import { CardSummary } from './card-summary';
import { FreeGameChoice } from './free-game-choice';
import { useFreeGameChoice, withFreeGameChoice } from './free-game';

/** Why a card can't be used, in the server's words, when the answer is a known state. */
export function cardUnavailable(error: unknown): string | null {
  if (
    hasErrorCode(error, 'card_payments_not_configured') ||
    hasErrorCode(error, 'helper_cannot_take_cards') ||
    hasErrorCode(error, 'payment_not_available') ||
    hasErrorCode(error, 'already_paid')
  )
    return error.serverMessage;
  return null;
}

/**
 * The chooser's Credit Card tab: not set up, the helper can't take cards yet, or the amounts (and
 * the free game, when the team has one) with the way on to the job payment page (spec: the card
 * tab continues to /payments/job/{jobId}), the free-game choice carried along.
 */
export function CardTab({ jobId }: { jobId: number }) {
  const checkout = useCardCheckout(jobId);
  const [useFreeGame, setUseFreeGame] = useFreeGameChoice();
  if (checkout.isPending) return <Spinner label="Checking card payments..." />;
  if (checkout.isError) {
    const reason = cardUnavailable(checkout.error);
    if (reason) return <p className="text-sm text-slate-700">{reason}</p>;
    return (
      <Alert variant="destructive" role="alert" className="flex-col">
        <p>
          {checkout.error instanceof ApiError
            ? checkout.error.serverMessage
            : 'Card payments could not be checked.'}
        </p>
        <Button size="sm" variant="outline" className="self-start" onClick={() => void checkout.refetch()}>
          Try Again
        </Button>
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-800">
        Pay securely by card. Card payments carry a 10% platform fee on top of the helper&apos;s pay.
      </p>
      <FreeGameChoice
        checkout={checkout.data}
        available={checkout.data.freeGamesRemaining}
        checked={useFreeGame}
        onChange={setUseFreeGame}
      />
      <CardSummary checkout={checkout.data} useFreeGame={useFreeGame} />
      <Link
        to={withFreeGameChoice(`/payments/job/${jobId}`, useFreeGame)}
        className={buttonVariants({ className: 'self-start' })}
      >
        Continue to card payment
      </Link>
    </div>
  );
}
