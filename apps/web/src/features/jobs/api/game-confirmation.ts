import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  GameConfirmationSchema,
  GameConfirmBodySchema,
  GameConfirmResponseSchema,
  ReopenJobResponseSchema,
} from '@sideline/shared';
import { api } from '@/lib/api';
import { invalidateJobsAndApplications } from '@/lib/job-keys';

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

/** The booked helper's "I'll be there" on the job page (signed in, no token needed). */
export function useConfirmGame(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send('POST', `/api/jobs/${jobId}/confirmation`, GameConfirmationSchema),
    onSuccess: (confirmation) =>
      queryClient.setQueryData(gameConfirmationQuery(jobId).queryKey, confirmation),
  });
}

/** The team's answer to a missed reconfirmation: the job goes back up for its standby applicants. */
export function useReopenJob(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send('POST', `/api/jobs/${jobId}/reopen`, ReopenJobResponseSchema),
    onSuccess: () => invalidateJobsAndApplications(queryClient),
  });
}
