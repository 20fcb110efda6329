import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CardHoldCardBodySchema,
  CardHoldDisputeBodySchema,
  CardHoldSchema,
  type CardHold,
  type CardHoldStatus,
} from '@sideline/shared';
import { api, ApiError } from '@/lib/api';

/** Keyed by the job's status too: completing or cancelling the job changes what the guarantee says. */
const holdKey = (jobId: number, jobStatus: string) => ['card-hold', jobId, jobStatus] as const;

/** Guarantees that pay the job by the saved card: every other way of paying stands aside. */
export const PAYS_BY_SAVED_CARD: readonly CardHoldStatus[] = ['scheduled', 'held', 'disputed', 'captured'];

/**
 * GET /api/jobs/{id}/card-hold: a card job's guarantee, for its team and booked helper. A job with
 * none answers 404, which is a state (null), not an error.
 */
export function useCardHold(jobId: number, jobStatus: string, enabled: boolean) {
  return useQuery({
    queryKey: holdKey(jobId, jobStatus),
    enabled,
    retry: false,
    queryFn: async (): Promise<CardHold | null> => {
      try {
        return await api.get(CardHoldSchema, `/api/jobs/${jobId}/card-hold`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** PUT /api/jobs/{id}/card-hold: the team's new card for a guarantee whose hold failed. */
export function useReplaceCard(jobId: number, jobStatus: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (setupIntentId: string) =>
      api.send('PUT', `/api/jobs/${jobId}/card-hold`, CardHoldSchema, {
        schema: CardHoldCardBodySchema,
        value: { setupIntentId },
      }),
    onSuccess: (hold) => queryClient.setQueryData(holdKey(jobId, jobStatus), hold),
  });
}

/** POST /api/jobs/{id}/card-hold/dispute: the team stops the charge; an admin settles it. */
export function useDisputeHold(jobId: number, jobStatus: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api.send('POST', `/api/jobs/${jobId}/card-hold/dispute`, CardHoldSchema, {
        schema: CardHoldDisputeBodySchema,
        value: { reason },
      }),
    onSuccess: (hold) => queryClient.setQueryData(holdKey(jobId, jobStatus), hold),
    // A declined card turns the panel into "Fix Card"; the hold is read again to show it.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'card_hold_declined')
        void queryClient.invalidateQueries({ queryKey: holdKey(jobId, jobStatus) });
    },
  });
}
