import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  JobAlertSettingsBodySchema,
  JobAlertSettingsSchema,
  type JobAlertSettingsBody,
} from '@sideline/shared';
import { api } from '@/lib/api';

const JOB_ALERTS_PATH = '/api/users/me/job-alerts';

export const jobAlertsQuery = () =>
  queryOptions({
    queryKey: ['users', 'me', 'job-alerts'] as const,
    queryFn: () => api.get(JobAlertSettingsSchema, JOB_ALERTS_PATH),
    initialData: () => api.embedded(JobAlertSettingsSchema, JOB_ALERTS_PATH),
  });

/** Saves the whole alert; the answer (as stored) replaces the cached settings. */
export function useSaveJobAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JobAlertSettingsBody) =>
      api.send('PUT', JOB_ALERTS_PATH, JobAlertSettingsSchema, {
        schema: JobAlertSettingsBodySchema,
        value: body,
      }),
    onSuccess: (fresh) => queryClient.setQueryData(jobAlertsQuery().queryKey, fresh),
  });
}
