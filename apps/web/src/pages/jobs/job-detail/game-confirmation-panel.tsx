import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { JobDetail } from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { gameConfirmationQuery, useConfirmGame, useReopenJob } from '@/features/jobs/api/game-confirmation';

const failure = (title: string, error: unknown, fallback: string) =>
  toast({
    title,
    description: error instanceof ApiError ? error.serverMessage : fallback,
    variant: 'destructive',
  });

/**
 * The in-app side of the game-day reminder: the booked helper answers "I'll be there" here as well
 * as from the email; once the team has been warned that the helper did not answer, the team may open
 * the job to its standby applicants. Nothing before the reminder goes out.
 */
export function GameConfirmationPanel({ job }: { job: JobDetail }) {
  const party = job.viewer === 'owner' || job.viewer === 'assigned-helper';
  const confirmation = useQuery({
    ...gameConfirmationQuery(job.id),
    enabled: party && job.status === 'assigned',
  });
  const status = confirmation.data?.status;
  if (!party || job.status !== 'assigned' || !status) return null;
  if (job.viewer === 'assigned-helper' && (status === 'awaiting' || status === 'unconfirmed'))
    return <HelperPrompt jobId={job.id} />;
  if (job.viewer === 'owner' && status === 'unconfirmed') return <TeamPrompt job={job} />;
  return null;
}

function HelperPrompt({ jobId }: { jobId: number }) {
  const confirm = useConfirmGame(jobId);
  return (
    <Alert variant="warning" role="region" aria-label="Game-day confirmation">
      <div className="flex w-full flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <AlertTitle>Game day is coming</AlertTitle>
          <AlertDescription>
            Let the team know you'll be there. If you can't make it, message them now.
          </AlertDescription>
        </div>
        <Button
          className="shrink-0"
          disabled={confirm.isPending}
          onClick={() =>
            confirm.mutate(undefined, {
              onSuccess: () =>
                toast({ title: "You're Confirmed", description: "The team knows you'll be there." }),
              onError: (error) => failure('Could Not Confirm', error, 'Please try again.'),
            })
          }
        >
          {confirm.isPending ? 'Confirming...' : "I'll Be There"}
        </Button>
      </div>
    </Alert>
  );
}

function TeamPrompt({ job }: { job: JobDetail }) {
  const [open, setOpen] = useState(false);
  const reopen = useReopenJob(job.id);
  const name = job.helper ? job.helper.user.firstName : 'Your helper';
  return (
    <Alert variant="warning" role="region" aria-label="Game-day confirmation">
      <div className="flex w-full flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <AlertTitle>{name} hasn't confirmed</AlertTitle>
          <AlertDescription>
            Message them to check they are coming. If they can't make it, open the job to the helpers you
            turned away: it goes back up and you can accept one of them.
          </AlertDescription>
        </div>
        <Button variant="outline" className="shrink-0" onClick={() => setOpen(true)}>
          Open to Standby Applicants
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Open this job to standby applicants?"
        description={`${name} will no longer be booked for "${job.title}" and will be told why. The helpers you turned away become pending again.`}
        confirmLabel="Open the Job"
        pendingLabel="Opening..."
        cancelLabel="Keep the Booking"
        pending={reopen.isPending}
        onConfirm={() =>
          reopen.mutate(undefined, {
            onSuccess: (answer) => {
              setOpen(false);
              toast({ title: 'Job Open Again', description: answer.message });
            },
            onError: (error) => failure('Could Not Open the Job', error, 'Please try again.'),
          })
        }
      />
    </Alert>
  );
}
