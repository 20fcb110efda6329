import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { JobSummary } from '@sideline/shared';
import { Button, buttonVariants } from '@/components/ui/button';
import { longJobDate, perHour } from '@/lib/format/job-format';
import { GameTimeRange } from '@/lib/format/viewer-zone';
import { fullName } from '@/lib/format/names';
import { JobTypeBadge } from '@/components/jobs/job-type-badge';
import { JobStatusBadge } from '@/components/jobs/status-badges';
import { ViewJobLink } from '@/components/jobs/view-job-link';

interface MyJobCardProps {
  job: JobSummary;
  /** Pending applications waiting on this job (shown on open jobs). */
  pendingCount?: number;
  completing: boolean;
  onMarkComplete(jobId: number): void;
}

function Line({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="inline font-medium text-slate-900">{term}: </dt>
      <dd className="inline">{children}</dd>
    </div>
  );
}

/** One of the team's own jobs, with what the team can do next from the list. */
export function MyJobCard({ job, pendingCount = 0, completing, onMarkComplete }: MyJobCardProps) {
  const helper = job.helper ? fullName(job.helper.user) : null;
  const done = job.status === 'completed' || job.status === 'paid';

  return (
    <article className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <h2 className="text-lg font-semibold break-words text-slate-900">{job.title}</h2>
          <JobTypeBadge jobType={job.jobType} className="self-start" />
        </div>
        <JobStatusBadge status={job.status} expired={job.expired} />
      </div>

      <dl className="grid gap-1 text-sm text-slate-700">
        <Line term="When">
          {longJobDate(job.jobDate)}, <GameTimeRange job={job} />
        </Line>
        <Line term="Where">{job.location}</Line>
        <Line term="Rate">{perHour(job.hourlyRate)}</Line>
        {helper && !done && <Line term="Helper">{helper}</Line>}
      </dl>

      {done && helper && <p className="text-sm font-medium text-brand-900">Completed by {helper}</p>}
      {job.status === 'open' && (
        <p className="text-sm text-slate-700">
          {pendingCount === 0
            ? 'No applications waiting.'
            : `${pendingCount} pending ${pendingCount === 1 ? 'application' : 'applications'}`}
        </p>
      )}

      <div className="flex flex-wrap gap-2">
        <ViewJobLink job={job} />
        {job.status === 'assigned' && (
          <Button
            size="sm"
            disabled={completing}
            onClick={() => onMarkComplete(job.id)}
            aria-label={`Mark Complete: ${job.title}`}
          >
            {completing ? 'Completing...' : 'Mark Complete'}
          </Button>
        )}
        {job.status === 'completed' && !job.paysByCard && (
          <Link
            to={`/payments/options/${job.id}`}
            className={buttonVariants({ size: 'sm' })}
            aria-label={`Pay Now: ${job.title}`}
          >
            Pay Now
          </Link>
        )}
      </div>
    </article>
  );
}
