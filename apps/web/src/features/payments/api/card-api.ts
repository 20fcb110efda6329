import { useCallback } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CardCheckoutSchema,
  ClientSecretSchema,
  ConnectLinkSchema,
  ConnectStatusSchema,
  PaymentIntentBodySchema,
} from '@sideline/shared';
import { api } from '@/lib/api';

export const cardKeys = {
  checkout: (jobId: number) => ['payments', 'card', jobId] as const,
  intent: (jobId: number, useFreeGame: boolean) => ['payments', 'intent', jobId, useFreeGame] as const,
  connect: () => ['payments', 'connect'] as const,
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
 * Asks GET /api/payments/card/{jobId} again (after checkout made an intent, which may have taken or
 * returned a free game) and stores the answer for the card pages; answers the team's free games
 * now, or undefined when the call failed (the cached answer is then left as it was, and the page
 * showing it is not turned into an error).
 */
export function useRecountCheckout(jobId: number | null) {
  const queryClient = useQueryClient();
  return useCallback(async (): Promise<number | undefined> => {
    if (jobId === null) return undefined;
    try {
      const fresh = await api.get(CardCheckoutSchema, `/api/payments/card/${jobId}`);
      queryClient.setQueryData(cardKeys.checkout(jobId), fresh);
      return fresh.freeGamesRemaining;
    } catch {
      return undefined;
    }
  }, [jobId, queryClient]);
}

/**
 * POST /api/create-payment-intent, once per visit and free-game choice: the server keeps one
 * pending card payment per job and answers a repeat with the same intent, so a remount is
 * harmless. The choice is in the key: changing it asks again, and the server cancels the earlier
 * intent (returning its free game) and answers a new client secret. Nothing is kept once unused
 * (gcTime 0), so going back to a choice never reuses a canceled intent.
 */
export function usePaymentIntent(jobId: number | null, enabled: boolean, useFreeGame = false) {
  return useQuery({
    queryKey: cardKeys.intent(jobId ?? 0, useFreeGame),
    enabled: enabled && jobId !== null,
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    queryFn: () =>
      api.send('POST', '/api/create-payment-intent', ClientSecretSchema, {
        schema: PaymentIntentBodySchema,
        value: { jobId: jobId!, useFreeGame },
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
    initialData: () => api.embedded(ConnectStatusSchema, '/api/payments/connect'),
  });
}

/** POST /api/payments/connect: a fresh onboarding link; the browser leaves for the provider's page. */
export function useConnectLink() {
  return useMutation({
    mutationFn: () => api.send('POST', '/api/payments/connect', ConnectLinkSchema),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

export { useStripeJs } from '@/lib/stripe-js';
