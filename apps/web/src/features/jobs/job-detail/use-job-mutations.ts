import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  JobDetailSchema,
  type Application,
  type ApplyBody,
  type JobDetail,
  type SendMessageBody,
} from '@sideline/shared';
import { toast } from '@/components/ui/use-toast';
import { legacyApi as api } from '@/lib/api';
import { invalidateJobsAndApplications, jobKeys } from './query-keys';

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyBody) => api.post<Application>('/api/applications', body),
    // Also after a refusal: "already applied" or "job not open" means this page is out of date.
    onSettled: () => invalidateJobsAndApplications(queryClient),
  });
}

/** Shared by complete and cancel: both answer the updated JobDetail, shown at once, then lists refresh. */
function useJobChange(request: (jobId: number, reason?: string) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ jobId, reason }: { jobId: number; reason?: string }) =>
      JobDetailSchema.parse(await request(jobId, reason)),
    onSuccess: (job: JobDetail) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      // Not awaited: the page already shows the new state, so the toast and dialog need not wait for lists.
      void invalidateJobsAndApplications(queryClient);
    },
  });
}

/** DESIGN decision 3: one "Mark as Complete" control, using the PUT form of the endpoint. */
export const useCompleteJob = () => useJobChange((jobId) => api.put(`/api/jobs/${jobId}/complete`));

export const useCancelJob = () =>
  useJobChange((jobId, reason) => api.post(`/api/jobs/${jobId}/cancel`, reason ? { reason } : {}));

interface JobMessage {
  recipientId: number;
  jobId: number;
  content: string;
}

/**
 * Start Chat, Message Helper and Contact Team: send a first message tied to the job, then open the
 * inbox where the conversation continues.
 */
export function useStartJobChat() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ recipientId, jobId, content }: JobMessage) =>
      api.post('/api/messages', { recipientId, jobId, content } satisfies SendMessageBody),
    onSuccess: (_message, { recipientId, jobId }) => {
      void queryClient.invalidateQueries({ queryKey: ['messages'] });
      toast({ title: 'Chat Started', description: 'Your message was sent. Continue the conversation here.' });
      // Straight into that job's thread with the other person.
      void navigate(`/dashboard/messages?userId=${recipientId}&jobId=${jobId}`);
    },
    onError: () => toast({ title: 'Error', description: 'Failed to start chat', variant: 'destructive' }),
  });
}
