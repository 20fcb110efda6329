import { Link } from 'react-router';
import type { Application } from '@sideline/shared';
import { EmptyState } from '@/components/ui/empty-state';
import { longJobDate } from '@/lib/format/job-format';
import { GameTimeRange } from '@/lib/format/viewer-zone';
import { JobStatusBadge } from '@/components/jobs/status-badges';
import { ApplicationCard } from './application-card';

interface JobGroup {
  job: Application['job'];
  applications: Application[];
}

/** Groups keep the server's newest-first order: the job with the latest application comes first. */
function groupByJob(applications: Application[]): JobGroup[] {
  const groups = new Map<number, JobGroup>();
  for (const application of applications) {
    const group = groups.get(application.jobId) ?? { job: application.job, applications: [] };
    group.applications.push(application);
    groups.set(application.jobId, group);
  }
  return [...groups.values()];
}

/** Every application to the team's jobs, one section per job, Accept / Reject on pending ones. */
export function TeamApplicationsList({ applications }: { applications: Application[] }) {
  if (applications.length === 0) {
    return (
      <EmptyState title="No Applications Yet">
        When helpers apply to your jobs, their applications will appear here.
      </EmptyState>
    );
  }
  const pending = applications.filter((a) => a.status === 'pending').length;
  return (
    <div className="flex flex-col gap-8">
      <p className="text-slate-700">
        {applications.length} {applications.length === 1 ? 'application' : 'applications'}, {pending} pending
        review.
      </p>
      {groupByJob(applications).map(({ job, applications: items }) => (
        <section key={job.id} aria-labelledby={`job-${job.id}-title`} className="flex flex-col gap-3">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <h2 id={`job-${job.id}-title`} className="text-lg font-semibold break-words text-slate-900">
                <Link to={`/jobs/${job.id}`} className="underline-offset-4 hover:underline">
                  {job.title}
                </Link>
              </h2>
              <p className="text-sm text-slate-700">
                {longJobDate(job.jobDate)}, <GameTimeRange job={job} /> &middot; {items.length}{' '}
                {items.length === 1 ? 'application' : 'applications'}
              </p>
            </div>
            <JobStatusBadge status={job.status} />
          </div>
          <ul className="grid gap-3 md:grid-cols-2">
            {items.map((application) => (
              <li key={application.id}>
                <ApplicationCard application={application} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
