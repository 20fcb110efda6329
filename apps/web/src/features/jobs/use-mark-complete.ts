import type { JobDetail } from '@sideline/shared';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { useCompleteJob } from '@/features/jobs/api/mutations';

/**
 * Mark as Complete with the spec's toasts, shared by the job page and My Jobs. `onCompleted` receives the
 * completed job (with its payment instructions) so the caller can open the payment dialog; a card
 * job has none to open.
 */
export function useMarkComplete(onCompleted: (job: JobDetail) => void) {
  const complete = useCompleteJob();
  const run = (jobId: number) =>
    complete.mutate(
      { jobId },
      {
        onSuccess: (job) => {
          const helper = job.paymentInstructions?.helperName ?? 'your helper';
          // A card job is paid by the card saved at booking (decision 22): nothing to send by hand.
          if (job.paysByCard) {
            toast({
              title: 'Job Completed',
              description: `Your saved card pays ${helper} in 24 hours, unless you report a problem on the job page.`,
            });
            return;
          }
          toast({ title: 'Job Completed', description: `Please pay ${helper} within 24 hours.` });
          onCompleted(job);
        },
        onError: (error) =>
          toast({
            title: 'Failed to Complete',
            // The server names the reason, for example that the game date has not come yet.
            description: error instanceof ApiError ? error.serverMessage : 'Failed to mark job as completed.',
            variant: 'destructive',
          }),
      },
    );
  return {
    run,
    isPending: complete.isPending,
    /** Which job is being completed, so a list can show progress on the right card only. */
    pendingJobId: complete.isPending ? complete.variables.jobId : null,
  };
}
