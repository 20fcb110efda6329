import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { JobNoShowSchema, NoShowContestBodySchema, NoShowReportSchema } from '@sideline/shared';
import { api } from '@/lib/api';
import { invalidateJobsAndApplications } from '@/lib/job-keys';

/** GET /api/jobs/{id}/no-show: the job's no-show report, for its team and its booked helper. */
export const jobNoShowQuery = (jobId: number) =>
  queryOptions({
    // Under 'jobs', so every job change refreshes it with the rest.
    queryKey: ['jobs', 'no-show', jobId] as const,
    queryFn: () => api.get(JobNoShowSchema, `/api/jobs/${jobId}/no-show`),
  });

/** The team reports its booked helper did not come: the job is cancelled. */
export function useReportNoShow(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send('POST', `/api/jobs/${jobId}/no-show`, NoShowReportSchema),
    onSuccess: () => invalidateJobsAndApplications(queryClient),
  });
}

/** The helper contests the report with a short reason, within 48 hours. */
export function useContestNoShow(jobId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      api.send('POST', `/api/jobs/${jobId}/no-show/contest`, NoShowReportSchema, {
        schema: NoShowContestBodySchema,
        value: { reason },
      }),
    onSuccess: (report) => queryClient.setQueryData(jobNoShowQuery(jobId).queryKey, { report }),
  });
}
