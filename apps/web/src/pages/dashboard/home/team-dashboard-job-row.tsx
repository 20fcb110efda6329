import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { JobSummary } from '@sideline/shared';
import { Button, buttonVariants } from '@/components/ui/button';
import { longJobDate, timeRange } from '@/lib/format/job-format';
import { fullName } from '@/lib/format/names';
import { JobStatusBadge } from '@/components/jobs/status-badges';
import { JobTypeBadge } from '@/components/jobs/job-type-badge';
import { ViewJobLink } from '@/components/jobs/view-job-link';

interface TeamJobRowProps {
  job: JobSummary;
  /** More buttons beside View Details (Mark as Complete, Pay). */
  actions?: ReactNode;
  /** A line under the facts, for example the 24-hour payment reminder. */
  note?: ReactNode;
}

/** One of the team's games in a dashboard list: what, when, who, and what to do next. */
export function TeamJobRow({ job, actions, note }: TeamJobRowProps) {
  return (
    <li className="flex flex-col gap-2 rounded-md border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">{job.title}</h3>
        <JobStatusBadge status={job.status} expired={job.expired} />
      </div>
      <JobTypeBadge jobType={job.jobType} className="self-start" />
      <p className="text-sm text-slate-700">
        {longJobDate(job.jobDate)}
        <br />
        {timeRange(job.startTime, job.endTime)}
      </p>
      {job.helper && (
        <p className="text-sm text-slate-700">
          <span className="font-medium text-slate-900">Helper:</span> {fullName(job.helper.user)}
        </p>
      )}
      {note}
      <div className="flex flex-wrap gap-2 pt-1">
        <ViewJobLink job={job} />
        {actions}
      </div>
    </li>
  );
}

interface MarkCompleteButtonProps {
  job: JobSummary;
  completing: boolean;
  /** Another completion is running: one at a time keeps the dialog about the right job. */
  busy: boolean;
  onMarkComplete(jobId: number): void;
}

export function MarkCompleteButton({ job, completing, busy, onMarkComplete }: MarkCompleteButtonProps) {
  return (
    <Button
      size="sm"
      disabled={busy}
      onClick={() => onMarkComplete(job.id)}
      aria-label={`Mark as Complete: ${job.title}`}
    >
      {completing ? 'Completing...' : 'Mark as Complete'}
    </Button>
  );
}

/** Payment is only possible once the job is completed, so this link is shown on completed jobs alone. */
export function PayLink({ job }: { job: JobSummary }) {
  return (
    <Link
      to={`/payments/options/${job.id}`}
      className={buttonVariants({ size: 'sm' })}
      aria-label={`Pay: ${job.title}`}
    >
      Pay
    </Link>
  );
}
