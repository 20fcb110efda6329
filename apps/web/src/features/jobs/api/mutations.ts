import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  CancelJobBodySchema,
  JobDetailSchema,
  PostJobBodySchema,
  TeamProfileSchema,
  type CancelJobBody,
  type JobDetail,
  type PostJobBody,
} from '@sideline/shared';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { messagingKeys } from '@/lib/messaging/messaging-keys';
import { sendMessageRequest } from '@/lib/messaging/use-send-message';
import { invalidateJobsAndApplications, jobKeys } from '@/lib/job-keys';

/** What posting needs to know of the coach's team profile (the spec's client reads the same). */
const PostingTeamSchema = TeamProfileSchema.pick({
  id: true,
  teamName: true,
  sportTypes: true,
  venmoUsername: true,
});

/** GET /api/team-profiles/user/{userId}, read for the spec's pre-post check (404: no profile). */
export const fetchPostingTeam = (userId: number) =>
  api.get(PostingTeamSchema, `/api/team-profiles/user/${userId}`);

/** POST /api/jobs; the form's cents go out as the spec's dollars through the shared schema. */
export const postJob = (body: PostJobBody) =>
  api.send('POST', '/api/jobs', JobDetailSchema, { schema: PostJobBodySchema, value: body });

/** PUT /api/jobs/{id}, the same body as posting. */
export const editJob = (jobId: number, body: PostJobBody) =>
  api.send('PUT', `/api/jobs/${jobId}`, JobDetailSchema, { schema: PostJobBodySchema, value: body });

/** DESIGN decision 3: one "Mark as Complete" control, using the PUT form of the endpoint. */
export const completeJob = (jobId: number) => api.send('PUT', `/api/jobs/${jobId}/complete`, JobDetailSchema);

/** The reason (weather, schedule change, other), a note, and on game day whether the helper had arrived. */
export const cancelJob = (jobId: number, body: NonNullable<CancelJobBody>) =>
  api.send('POST', `/api/jobs/${jobId}/cancel`, JobDetailSchema, {
    schema: CancelJobBodySchema,
    value: body,
  });

/** After a post or an edit: the job page shows the answer at once, and every job list refreshes. */
export function useJobSaved() {
  const queryClient = useQueryClient();
  return (job: JobDetail) => {
    queryClient.setQueryData(jobKeys.detail(job.id), job);
    void invalidateJobsAndApplications(queryClient);
  };
}

/** Complete answers the updated job, shown at once, then lists refresh. */
export function useCompleteJob() {
  const saved = useJobSaved();
  return useMutation({
    mutationFn: ({ jobId }: { jobId: number }) => completeJob(jobId),
    // Lists refresh without being awaited: the page already shows the new state.
    onSuccess: saved,
  });
}

/** Cancel, likewise; a fee it owes reaches the payments lists too. */
export function useCancelJob() {
  const saved = useJobSaved();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, body }: { jobId: number; body: NonNullable<CancelJobBody> }) =>
      cancelJob(jobId, body),
    onSuccess: (job) => {
      saved(job);
      void queryClient.invalidateQueries({ queryKey: ['payments'] });
    },
  });
}

interface JobMessage {
  recipientId: number;
  jobId: number;
  content: string;
}

/**
 * Start Chat, Message Helper and Contact Team: send a first message tied to the job, then open the
 * inbox where the conversation continues (through messaging's one send request).
 */
export function useStartJobChat() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: ({ recipientId, jobId, content }: JobMessage) =>
      sendMessageRequest({ recipientId, jobId, content }),
    onSuccess: (_message, { recipientId, jobId }) => {
      void queryClient.invalidateQueries({ queryKey: messagingKeys.all });
      toast({ title: 'Chat Started', description: 'Your message was sent. Continue the conversation here.' });
      // Straight into that job's thread with the other person.
      void navigate(`/dashboard/messages?userId=${recipientId}&jobId=${jobId}`);
    },
    onError: () => toast({ title: 'Error', description: 'Failed to start chat', variant: 'destructive' }),
  });
}
