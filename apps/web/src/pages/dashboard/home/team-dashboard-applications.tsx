import { Link } from 'react-router';
import { RECENT_APPLICATIONS_SHOWN, type Application } from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';
import { JobTypeBadge } from '@/components/jobs/job-type-badge';
import { shortJobDate } from '@/lib/format/job-format';
import { DashboardEmpty, DashboardSection } from './team-dashboard-states';

interface JobWithPending {
  job: Application['job'];
  count: number;
}

/**
 * Pending applications grouped by open job. Applications arrive newest first, so the first job met
 * is the one with the latest application, and the list keeps that order.
 */
export function pendingByOpenJob(applications: Application[]): JobWithPending[] {
  const groups = new Map<number, JobWithPending>();
  for (const application of applications) {
    if (application.status !== 'pending' || application.job.status !== 'open') continue;
    const group = groups.get(application.jobId);
    if (group) group.count += 1;
    else groups.set(application.jobId, { job: application.job, count: 1 });
  }
  return [...groups.values()];
}

const plural = (count: number) => `${count} pending ${count === 1 ? 'application' : 'applications'}`;

export function TeamRecentApplications({ applications }: { applications: Application[] }) {
  const groups = pendingByOpenJob(applications);
  const shown = groups.slice(0, RECENT_APPLICATIONS_SHOWN);
  const hidden = groups.length - shown.length;

  return (
    <DashboardSection id="team-applications-title" title="Recent Applications">
      {shown.length === 0 ? (
        <DashboardEmpty
          action={
            <Link to="/post-job" className={buttonVariants({ size: 'sm' })}>
              Post a Job
            </Link>
          }
        >
          {/* Honest about the difference: nobody has applied, or everyone has been answered. */}
          {applications.length === 0 ? 'No applications yet.' : 'No applications waiting for review.'}
        </DashboardEmpty>
      ) : (
        <ul className="flex flex-col gap-3">
          {shown.map(({ job, count }) => (
            <li key={job.id} className="flex flex-col gap-2 rounded-md border border-slate-200 p-4">
              <h3 className="font-semibold break-words text-slate-900">{job.title}</h3>
              <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <JobTypeBadge jobType={job.jobType} />
                <span>{shortJobDate(job.jobDate)}</span>
              </div>
              <p className="text-sm font-medium text-slate-900">{plural(count)}</p>
              <Link
                to="/dashboard/my-jobs"
                className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}
                aria-label={`Review Applications: ${job.title}`}
              >
                Review Applications
              </Link>
            </li>
          ))}
        </ul>
      )}
      {hidden > 0 && (
        <p className="mt-3 text-sm text-slate-700">
          {hidden} more {hidden === 1 ? 'job has' : 'jobs have'} applications waiting.{' '}
          <Link to="/dashboard/my-jobs" className="font-medium text-brand-800 underline underline-offset-4">
            See all in My Jobs
          </Link>
        </p>
      )}
    </DashboardSection>
  );
}
