import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { NoShowDecisionBodySchema, NoShowReportSchema } from '@sideline/shared';
import { toast } from '@/components/ui/use-toast';
import { api, ApiError } from '@/lib/api';
import { adminKeys } from './keys';

const noShowsKey = [...adminKeys.all, 'no-shows'] as const;

/** GET /api/admin/no-shows: no-shows the helper contested, waiting for staff. */
export const useContestedNoShows = () =>
  useQuery({
    queryKey: noShowsKey,
    queryFn: () => api.get(z.array(NoShowReportSchema), '/api/admin/no-shows'),
  });

/** Uphold the report (it counts on the helper's reliability) or overturn it (it never does). */
export function useDecideNoShow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision, note }: { id: number; decision: 'upheld' | 'overturned'; note: string }) =>
      api.send('POST', `/api/admin/no-shows/${id}/decide`, NoShowReportSchema, {
        schema: NoShowDecisionBodySchema,
        value: { decision, note },
      }),
    onSuccess: (report) => {
      toast({
        title: report.status === 'upheld' ? 'No-show upheld' : 'No-show overturned',
        description: report.jobTitle,
      });
      return queryClient.invalidateQueries({ queryKey: adminKeys.all });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Action failed',
        description: error instanceof ApiError ? error.serverMessage : 'Please try again.',
      }),
  });
}
