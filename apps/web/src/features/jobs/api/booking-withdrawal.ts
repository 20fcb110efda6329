import { useMutation, useQueryClient } from '@tanstack/react-query';
import { JobDetailSchema } from '@sideline/shared';
import { api } from '@/lib/api';
import { useJobSaved } from './mutations';

/**
 * POST /api/jobs/{id}/booking/withdraw: the booked helper's "I can't make it" before the start. The
 * job comes back open; the helper's gigs, reliability and card-hold views refresh with the lists.
 */
export function useWithdrawFromBooking(jobId: number) {
  const saved = useJobSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.send('POST', `/api/jobs/${jobId}/booking/withdraw`, JobDetailSchema),
    onSuccess: (job) => {
      saved(job);
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
    },
  });
}
