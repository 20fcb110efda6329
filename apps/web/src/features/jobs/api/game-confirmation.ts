import { queryOptions } from '@tanstack/react-query';
import { GameConfirmationSchema, GameConfirmBodySchema, GameConfirmResponseSchema } from '@sideline/shared';
import { api } from '@/lib/api';

/** GET /api/jobs/{id}/confirmation: has the booked helper answered the game-day reminder? */
export const gameConfirmationQuery = (jobId: number) =>
  queryOptions({
    // Under 'jobs', so every job change refreshes it with the rest.
    queryKey: ['jobs', 'confirmation', jobId] as const,
    queryFn: () => api.get(GameConfirmationSchema, `/api/jobs/${jobId}/confirmation`),
  });

/**
 * The reminder link's one tap: confirms once per token (a query, so a re-render never posts twice;
 * confirming again is harmless anyway).
 */
export const confirmGameQuery = (token: string | null) =>
  queryOptions({
    queryKey: ['game-confirmations', token] as const,
    queryFn: () =>
      api.send('POST', '/api/game-confirmations', GameConfirmResponseSchema, {
        schema: GameConfirmBodySchema,
        value: { token: token ?? '' },
      }),
    enabled: Boolean(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
