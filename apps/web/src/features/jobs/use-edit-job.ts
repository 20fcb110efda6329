import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { PostJobBody } from '@sideline/shared';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { editJob, useJobSaved } from './api/mutations';

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
  const saved = useJobSaved();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: PostJobBody) => editJob(jobId, body),
    onSuccess: (job) => {
      saved(job);
      toast({ title: 'Job Updated', description: 'Helpers now see the new details.' });
      void navigate(`/jobs/${job.id}`);
    },
    onError: (error) => {
      toast({ title: EDIT_FAILED_TITLE, description: editJobErrorMessage(error), variant: 'destructive' });
    },
  });
}
