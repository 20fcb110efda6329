import { Link } from 'react-router';
import type { Application } from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';
import { longJobDate, perHour } from '@/lib/format/job-format';
import { GameTimeRange } from '@/lib/format/viewer-zone';
import { ApplicationStatusBadge } from '@/components/jobs/status-badges';
import { JobTypeBadge } from '@/components/jobs/job-type-badge';
import { WithdrawApplicationButton } from './withdraw-application-button';

/** One of the helper's own applications: the job, its state, the rate, View Job and Withdraw. */
export function MyApplicationCard({ application }: { application: Application }) {
  const { job } = application;
  const proposed = application.proposedRate !== job.hourlyRate;
  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <h2 className="text-lg font-semibold break-words text-slate-900">{job.title}</h2>
          <JobTypeBadge jobType={job.jobType} className="self-start" />
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>
      <dl className="grid gap-1 text-sm text-slate-700">
        <div>
          <dt className="inline font-medium text-slate-900">Team: </dt>
          <dd className="inline">{job.team.teamName}</dd>
        </div>
        <div>
          <dt className="inline font-medium text-slate-900">When: </dt>
          <dd className="inline">
            {longJobDate(job.jobDate)}, <GameTimeRange job={job} />
          </dd>
        </div>
        <div>
          {/* The spec: the job's rate, or 'Your proposal' when the helper asked for a different one. */}
          <dt className="inline font-medium text-slate-900">{proposed ? 'Your proposal: ' : 'Rate: '}</dt>
          <dd className="inline">{perHour(application.proposedRate)}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2">
        <Link
          to={`/jobs/${job.id}`}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          aria-label={`View Job: ${job.title}`}
        >
          View Job
        </Link>
        {application.status === 'pending' && (
          <WithdrawApplicationButton application={application} size="sm" label="Withdraw" />
        )}
      </div>
    </article>
  );
}
