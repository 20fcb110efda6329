import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Application } from '@sideline/shared';
import { toast } from '@/components/ui/use-toast';
import { invalidateJobsAndApplications } from '@/features/jobs/job-detail/query-keys';
import { fullName } from '@/features/jobs/job-detail/format';
import { legacyApi as api, ApiError } from '@/lib/api';

type Decision = 'accepted' | 'rejected';

const reason = (error: unknown, fallback: string) => (error instanceof ApiError ? error.serverMessage : fallback);

/**
 * The owner's Accept / Reject (DESIGN decision 4: accepting assigns the job and rejects the job's other
 * pending applications, so every job and application list is refreshed afterwards).
 */
export function useApplicationDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ application, status }: { application: Application; status: Decision }) =>
      api.put<Application>(`/api/applications/${application.id}/status`, { status }),
    onSuccess: (_saved, { application, status }) => {
      const name = fullName(application.helper);
      toast(
        status === 'accepted'
          ? { title: 'Application Accepted', description: `${name} is booked for "${application.job.title}".` }
          : { title: 'Application Rejected', description: `${name}'s application was declined.` },
      );
    },
    onError: (error, { status }) =>
      toast({
        title: status === 'accepted' ? 'Failed to Accept' : 'Failed to Reject',
        description: reason(error, 'Please try again.'),
        variant: 'destructive',
      }),
    // Also after a refusal: a 409 usually means the job or application changed under us.
    onSettled: () => invalidateJobsAndApplications(queryClient),
  });
}

/** The helper takes back their own pending application. */
export function useWithdrawApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (application: Application) =>
      api.post<Application>(`/api/applications/${application.id}/withdraw`),
    onSuccess: (_saved, application) =>
      toast({ title: 'Application Withdrawn', description: `You withdrew from "${application.job.title}".` }),
    onError: (error) =>
      toast({ title: 'Failed to Withdraw', description: reason(error, 'Please try again.'), variant: 'destructive' }),
    onSettled: () => invalidateJobsAndApplications(queryClient),
  });
}
