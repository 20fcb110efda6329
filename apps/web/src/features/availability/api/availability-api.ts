import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApplicationSchema,
  AvailabilityBodySchema,
  AvailabilitySchema,
  CalendarFileBodySchema,
  CalendarUrlBodySchema,
  ReopenJobResponseSchema,
  RestaffSuggestionSchema,
  type Availability,
  type AvailabilityBody,
} from '@sideline/shared';
import { z } from 'zod';
import { api } from '@/lib/api';
import { availabilityKeys } from './job-fits';

const PATH = '/api/users/me/availability';

// Here too for this module's users: the keys and the fits query live apart, without zod.
export { availabilityKeys, useJobFits } from './job-fits';

export const availabilityQuery = () =>
  queryOptions({
    queryKey: availabilityKeys.mine,
    queryFn: () => api.get(AvailabilitySchema, PATH),
    // The dashboard is rendered by the server (decision 0037): the answer comes embedded in the page.
    initialData: () => api.embedded(AvailabilitySchema, PATH),
  });

/** Every change answers the whole availability; fits decided before it are asked again. */
function useAvailabilityChange<V>(run: (value: V) => Promise<Availability>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (fresh) => {
      queryClient.setQueryData(availabilityKeys.mine, fresh);
      void queryClient.invalidateQueries({ queryKey: [...availabilityKeys.mine, 'fits'] });
    },
  });
}

export const useSaveAvailability = () =>
  useAvailabilityChange((body: AvailabilityBody) =>
    api.send('PUT', PATH, AvailabilitySchema, { schema: AvailabilityBodySchema, value: body }),
  );

export const useCalendarAddress = () =>
  useAvailabilityChange((url: string) =>
    api.send('PUT', `${PATH}/calendar-url`, AvailabilitySchema, {
      schema: CalendarUrlBodySchema,
      value: { url },
    }),
  );

export const useCalendarFile = () =>
  useAvailabilityChange((file: { fileName: string; content: string }) =>
    api.send('POST', `${PATH}/calendar-file`, AvailabilitySchema, {
      schema: CalendarFileBodySchema,
      value: file,
    }),
  );

export const useRemoveCalendar = () =>
  useAvailabilityChange(() => api.send('DELETE', `${PATH}/calendar`, AvailabilitySchema));

export function useRestaff(jobId: number, enabled: boolean) {
  return useQuery({
    queryKey: availabilityKeys.restaff(jobId),
    queryFn: () => api.get(RestaffSuggestionSchema, `/api/jobs/${jobId}/restaff`),
    enabled,
  });
}

/**
 * "Book {name}": the team's ordinary accept of that application, in one tap; the job page reloads.
 * After a missed reconfirmation the job is still booked: the tap is the team's reopen, then the accept.
 */
export function useBookNext(jobId: number, reopenFirst = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (applicationId: number) => {
      if (reopenFirst) await api.send('POST', `/api/jobs/${jobId}/reopen`, ReopenJobResponseSchema);
      return api.send('PUT', `/api/applications/${applicationId}/status`, ApplicationSchema, {
        schema: z.object({ status: z.literal('accepted') }),
        value: { status: 'accepted' },
      });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['jobs'] });
      void queryClient.invalidateQueries({ queryKey: ['applications'] });
      void queryClient.invalidateQueries({ queryKey: availabilityKeys.restaff(jobId) });
    },
  });
}
