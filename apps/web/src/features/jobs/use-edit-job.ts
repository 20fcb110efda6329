import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { JobDetailSchema, type PostJobBody } from '@sideline/shared';
import { toast } from '@/components/ui/use-toast';
import { legacyApi as api, ApiError } from '@/lib/api';
import { jobKeys } from './job-detail/query-keys';

export const EDIT_FAILED_TITLE = 'Failed to Update Job';

/** The toast's sentence for a refused edit: the server's own words for 400/403/409. */
export function editJobErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status < 500 && error.body?.message) return error.body.message;
    return `Failed to update job: ${error.status} ${error.serverMessage}`;
  }
  return `Failed to update job: ${error instanceof Error ? error.message : 'Network error'}`;
}

/**
 * PUT /api/jobs/{id} with the same body as posting. Success refreshes every job list and opens the
 * job; a failure only toasts (the form keeps every value and shows field messages).
 */
export function useEditJob(jobId: number) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (body: PostJobBody) => JobDetailSchema.parse(await api.put(`/api/jobs/${jobId}`, body)),
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job.id), job);
      toast({ title: 'Job Updated', description: 'Helpers now see the new details.' });
      void queryClient.invalidateQueries({ queryKey: jobKeys.all });
      void navigate(`/jobs/${job.id}`);
    },
    onError: (error) => {
      toast({ title: EDIT_FAILED_TITLE, description: editJobErrorMessage(error), variant: 'destructive' });
    },
  });
}
