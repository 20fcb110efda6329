import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { jobStartsAt, NO_SHOW_CONTEST_HOURS, type JobDetail } from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';
import { jobNoShowQuery, useReportNoShow } from './api/no-shows';
import { NoShowStatus } from './no-show-status';

const failure = (title: string, error: unknown) =>
  toast({
    title,
    description: error instanceof ApiError ? error.serverMessage : 'Please try again.',
    variant: 'destructive',
  });

/**
 * The job page's no-show part (decision 0042), for the team and its booked helper only: once a
 * booked game has started the team may report that the helper did not come; afterwards both sides
 * see the report, the helper may contest it within 48 hours, and both see the staff's decision.
 */
export function NoShowPanel({ job }: { job: JobDetail }) {
  const party = job.viewer === 'owner' || job.viewer === 'assigned-helper';
  const started = jobStartsAt(job.jobDate, job.startTime, job.timeZone).getTime() <= Date.now();
  const relevant = party && ((job.status === 'assigned' && started) || job.status === 'cancelled');
  const noShow = useQuery({ ...jobNoShowQuery(job.id), enabled: relevant });
  if (!relevant || !noShow.data) return null;
  const { report } = noShow.data;
  if (report) return <NoShowStatus report={report} side={job.viewer === 'owner' ? 'team' : 'helper'} />;
  if (job.viewer === 'owner' && job.status === 'assigned') return <ReportPrompt job={job} />;
  return null;
}

function ReportPrompt({ job }: { job: JobDetail }) {
  const [open, setOpen] = useState(false);
  const report = useReportNoShow(job.id);
  const name = job.helper ? job.helper.user.firstName : 'Your helper';
  return (
    <Alert role="region" aria-label="No-show">
      <div className="flex w-full flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-col gap-1">
          <AlertTitle>Did {name} come?</AlertTitle>
          <AlertDescription>
            Once the game is over, mark it complete. If {name} never came, report a no-show: the job is
            cancelled and nothing is owed.
          </AlertDescription>
        </div>
        <Button variant="outline" className="shrink-0" onClick={() => setOpen(true)}>
          Report a No-Show
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Report that ${name} did not come?`}
        description={`"${job.title}" is cancelled and ${name} is told. ${name} has ${NO_SHOW_CONTEST_HOURS} hours to contest it, and our staff decide a contested report. Uncontested, it counts on ${name}'s reliability.`}
        confirmLabel="Report the No-Show"
        pendingLabel="Reporting..."
        cancelLabel="Go Back"
        pending={report.isPending}
        onConfirm={() =>
          // The promise, not mutate's callbacks: this prompt is gone once the job reloads as cancelled.
          report.mutateAsync().then(
            () => toast({ title: 'No-Show Reported', description: `${name} has been told.` }),
            (error: unknown) => failure('Could Not Report the No-Show', error),
          )
        }
      />
    </Alert>
  );
}
