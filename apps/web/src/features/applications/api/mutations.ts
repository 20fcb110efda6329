import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ApplicationSchema,
  ApplicationStatusBodySchema,
  ApplyBodySchema,
  type Application,
  type ApplyBody,
} from '@sideline/shared';
import { toast } from '@/components/ui/use-toast';
import { invalidateJobsAndApplications } from '@/lib/job-keys';
import { fullName } from '@/lib/format/names';
import { api, ApiError } from '@/lib/api';

type Decision = 'accepted' | 'rejected';

/** POST /api/applications; a proposed rate in cents goes out as the spec's dollars. */
export const applyToJob = (body: ApplyBody) =>
  api.send('POST', '/api/applications', ApplicationSchema, { schema: ApplyBodySchema, value: body });

export const decideApplication = (applicationId: number, status: Decision, setupIntentId?: string) =>
  api.send('PUT', `/api/applications/${applicationId}/status`, ApplicationSchema, {
    schema: ApplicationStatusBodySchema,
    value: setupIntentId ? { status, setupIntentId } : { status },
  });

export const withdrawApplication = (applicationId: number) =>
  api.send('POST', `/api/applications/${applicationId}/withdraw`, ApplicationSchema);

const reason = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.serverMessage : fallback;

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToJob,
    // Also after a refusal: "already applied" or "job not open" means this page is out of date.
    onSettled: () => invalidateJobsAndApplications(queryClient),
  });
}

/**
 * The owner's Accept / Reject (DESIGN decision 4: accepting assigns the job and rejects the job's other
 * pending applications, so every job and application list is refreshed afterwards).
 */
export function useApplicationDecision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      application,
      status,
      setupIntentId,
    }: {
      application: Application;
      status: Decision;
      /** The card saved for a card booking (decision 22). */
      setupIntentId?: string;
    }) => decideApplication(application.id, status, setupIntentId),
    onSuccess: (_saved, { application, status }) => {
      const name = fullName(application.helper);
      toast(
        status === 'accepted'
          ? {
              title: 'Application Accepted',
              description: `${name} is booked for "${application.job.title}".`,
            }
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
    mutationFn: (application: Application) => withdrawApplication(application.id),
    onSuccess: (_saved, application) =>
      toast({ title: 'Application Withdrawn', description: `You withdrew from "${application.job.title}".` }),
    onError: (error) =>
      toast({
        title: 'Failed to Withdraw',
        description: reason(error, 'Please try again.'),
        variant: 'destructive',
      }),
    onSettled: () => invalidateJobsAndApplications(queryClient),
  });
}
