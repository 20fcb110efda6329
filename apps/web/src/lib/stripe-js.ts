import { CardSetupBodySchema, CardSetupSchema } from '@sideline/shared';
import { useQuery } from '@tanstack/react-query';
import { loadStripe } from '@stripe/stripe-js/pure';
import { api } from './api';

/**
 * Stripe.js for the server's publishable key, loaded only when a card form opens (the `pure` entry
 * injects the script on first use, not on import). Null (no browser support) counts as a failure.
 */
export function useStripeJs(publishableKey: string | undefined) {
  return useQuery({
    queryKey: ['stripe-js', publishableKey ?? ''],
    enabled: publishableKey !== undefined,
    retry: false,
    staleTime: Infinity,
    queryFn: async () => {
      const stripe = await loadStripe(publishableKey!);
      if (!stripe) throw new Error('Stripe.js is not available in this browser.');
      return stripe;
    },
  });
}

/**
 * POST /api/jobs/{id}/card-setup: the provider's setup intent for saving a card on a card job, to
 * book `applicationId`'s helper or, without it, to replace the card of a guarantee that failed.
 */
export const startCardSetup = (jobId: number, applicationId?: number) =>
  api.send('POST', `/api/jobs/${jobId}/card-setup`, CardSetupSchema, {
    schema: CardSetupBodySchema,
    value: applicationId === undefined ? {} : { applicationId },
  });
