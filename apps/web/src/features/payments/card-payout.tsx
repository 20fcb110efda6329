import { CreditCard } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { ApiError, hasErrorCode } from '@/lib/api';
import { useConnectLink, useConnectStatus } from './api/card-api';

const STATE_TEXT = {
  none: 'Connect a payout account with our card provider so teams can pay you by card.',
  pending: 'Your payout account setup is not finished yet. Continue where you left off.',
  enabled: 'Your payout account is connected: teams can pay you by card.',
} as const;

/**
 * "Get paid by card" in a helper's Payment Settings: the payout account's state, and the button
 * that opens the provider's onboarding (the provider sends the helper back to /payments/connect/return).
 */
export function CardPayout() {
  const status = useConnectStatus();
  const link = useConnectLink();
  const start = () =>
    link.mutate(undefined, {
      onError: (error) =>
        toast({
          title: 'Could not start card setup',
          description: error instanceof ApiError ? error.serverMessage : 'Please try again.',
          variant: 'destructive',
        }),
    });

  let body;
  if (status.isPending) body = <Spinner className="size-5" label="Checking card payouts..." />;
  else if (status.isError)
    body = (
      <p className="text-sm text-slate-700">
        {hasErrorCode(status.error, 'card_payments_not_configured')
          ? status.error.serverMessage
          : 'Your card payout status could not be loaded.'}
      </p>
    );
  else
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-sm text-slate-700" data-state={status.data.state}>
          {STATE_TEXT[status.data.state]}
        </p>
        {status.data.state !== 'enabled' && (
          <Button
            type="button"
            variant="outline"
            className="self-start"
            disabled={link.isPending}
            onClick={start}
          >
            <CreditCard aria-hidden="true" />
            {link.isPending
              ? 'Opening...'
              : status.data.state === 'none'
                ? 'Get paid by card'
                : 'Continue card setup'}
          </Button>
        )}
      </div>
    );

  return (
    <section
      aria-labelledby="card-payout-title"
      className="mt-6 flex flex-col gap-2 border-t border-slate-200 pt-4"
    >
      <h3 id="card-payout-title" className="text-sm font-semibold text-slate-900">
        Get paid by card
      </h3>
      {body}
    </section>
  );
}
