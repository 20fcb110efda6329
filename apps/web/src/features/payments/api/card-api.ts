import { useMutation, useQuery } from '@tanstack/react-query';
import {
  CardCheckoutSchema,
  ClientSecretSchema,
  ConnectLinkSchema,
  ConnectStatusSchema,
  PaymentIntentBodySchema,
} from '@sideline/shared';
import { loadStripe } from '@stripe/stripe-js/pure';
import { api } from '@/lib/api';

export const cardKeys = {
  checkout: (jobId: number) => ['payments', 'card', jobId] as const,
  intent: (jobId: number) => ['payments', 'intent', jobId] as const,
  connect: () => ['payments', 'connect'] as const,
  stripeJs: (publishableKey: string) => ['stripe-js', publishableKey] as const,
};

/**
 * GET /api/payments/card/{jobId}: the card checkout's key and amounts, or why a card can't be used
 * (503 not set up, 409 the helper can't take cards): those answers are states, not retried.
 */
export function useCardCheckout(jobId: number | null, enabled = true) {
  return useQuery({
    queryKey: cardKeys.checkout(jobId ?? 0),
    enabled: enabled && jobId !== null,
    retry: false,
    queryFn: () => api.get(CardCheckoutSchema, `/api/payments/card/${jobId}`),
  });
}

/**
 * POST /api/create-payment-intent, once per visit: the server keeps one pending card payment per
 * job and answers a repeat with the same intent, so a remount is harmless.
 */
export function usePaymentIntent(jobId: number | null, enabled: boolean) {
  return useQuery({
    queryKey: cardKeys.intent(jobId ?? 0),
    enabled: enabled && jobId !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    queryFn: () =>
      api.send('POST', '/api/create-payment-intent', ClientSecretSchema, {
        schema: PaymentIntentBodySchema,
        value: { jobId: jobId! },
      }),
  });
}

/** GET /api/payments/connect: the helper's card payout account (none, pending, enabled). */
export function useConnectStatus(enabled = true) {
  return useQuery({
    queryKey: cardKeys.connect(),
    enabled,
    retry: false,
    queryFn: () => api.get(ConnectStatusSchema, '/api/payments/connect'),
  });
}

/** POST /api/payments/connect: a fresh onboarding link; the browser leaves for the provider's page. */
export function useConnectLink() {
  return useMutation({
    mutationFn: () => api.send('POST', '/api/payments/connect', ConnectLinkSchema),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/**
 * Stripe.js for the server's publishable key, loaded only when a checkout opens (the `pure` entry
 * injects the script on first use, not on import). Null (no browser support) counts as a failure.
 */
export function useStripeJs(publishableKey: string | undefined) {
  return useQuery({
    queryKey: cardKeys.stripeJs(publishableKey ?? ''),
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
