import { useState } from 'react';
import { CalendarClock } from 'lucide-react';
import type { JobDetail } from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { gameTimeRange, longJobDate } from '@/lib/format/job-format';
import { useJob } from './api/queries';
import { useAnswerReschedule, type RescheduleAnswer } from './api/reschedule';

type Proposal = NonNullable<JobDetail['reschedule']>;

const newTime = (job: JobDetail, proposal: Proposal) =>
  `${longJobDate(proposal.jobDate)}, ${gameTimeRange({ ...proposal, timeZone: job.timeZone })}`;

const DONE: Record<RescheduleAnswer, { title: string; description: string }> = {
  accept: {
    title: 'New Time Accepted',
    description: 'The game is on at its new time. The team has been told.',
  },
  decline: {
    title: 'New Time Declined',
    description: 'You are no longer booked for this game. The team has been told.',
  },
  withdraw: { title: 'Request Taken Back', description: 'The game stays at its current time.' },
};

/**
 * A rained-out game's pending new time (decision 0045): the booked helper accepts or declines it,
 * the team waits for the answer (and may take the request back). Nothing for anyone else.
 */
export function ReschedulePanel({ job }: { job: JobDetail }) {
  const [confirmDecline, setConfirmDecline] = useState(false);
  const answer = useAnswerReschedule(job.id);
  const proposal = job.reschedule;
  if (job.status !== 'rescheduling' || !proposal) return null;
  if (job.viewer !== 'owner' && job.viewer !== 'assigned-helper') return null;

  const send = (choice: RescheduleAnswer) =>
    answer.mutate(choice, {
      onSuccess: () => {
        setConfirmDecline(false);
        toast(DONE[choice]);
      },
      onError: (error) => {
        setConfirmDecline(false);
        toast({
          title: 'Something went wrong',
          description: error instanceof ApiError ? error.serverMessage : 'Please try again.',
          variant: 'destructive',
        });
      },
    });

  const when = newTime(job, proposal);
  if (job.viewer === 'owner') {
    const helper = job.helper ? `${job.helper.user.firstName} ${job.helper.user.lastName}` : 'your helper';
    return (
      <Alert variant="warning" role="region" aria-label={`New time for ${job.title}`}>
        <CalendarClock aria-hidden="true" />
        <div className="flex flex-col gap-2">
          <AlertTitle>Waiting for {helper} to accept the new time</AlertTitle>
          <AlertDescription>
            You asked to move this game to {when}. Until {helper} answers, it stays booked at its current
            time.
          </AlertDescription>
          <Button
            variant="outline"
            size="sm"
            className="self-start"
            disabled={answer.isPending}
            onClick={() => send('withdraw')}
          >
            Take Back Request
          </Button>
        </div>
      </Alert>
    );
  }
  return (
    <Alert variant="warning" role="region" aria-label={`New time for ${job.title}`}>
      <CalendarClock aria-hidden="true" />
      <div className="flex flex-col gap-2">
        <AlertTitle>The team asks to move this game to {when}.</AlertTitle>
        {proposal.note && <AlertDescription>Note from the team: {proposal.note}</AlertDescription>}
        <AlertDescription>
          If you decline, you are no longer booked and the job opens to other helpers.
        </AlertDescription>
        <div className="flex flex-wrap gap-2">
          <Button size="sm" disabled={answer.isPending} onClick={() => send('accept')}>
            {answer.isPending && answer.variables === 'accept' ? 'Accepting...' : 'Accept New Time'}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={answer.isPending}
            onClick={() => setConfirmDecline(true)}
          >
            Decline
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirmDecline}
        onOpenChange={setConfirmDecline}
        title="Decline the new time?"
        description={`You will no longer be booked for "${job.title}", and the team can book another helper for ${when}.`}
        confirmLabel="Decline New Time"
        pendingLabel="Declining..."
        cancelLabel="Go Back"
        pending={answer.isPending}
        onConfirm={() => send('decline')}
      />
    </Alert>
  );
}

/** The same request where only the job's summary is at hand (the helper's dashboard). */
export function RescheduleRequestFor({ jobId }: { jobId: number }) {
  const job = useJob(jobId);
  return job.data ? <ReschedulePanel job={job.data} /> : null;
}
