import { Link } from 'react-router';
import { RECENT_APPLICATIONS_SHOWN, type Application } from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';
import { perHour, shortJobDate } from '@/lib/format/job-format';
import { ApplicationStatusBadge, JobStatusBadge } from '@/components/jobs/status-badges';
import { JobTypeBadge } from '@/components/jobs/job-type-badge';
import { DashboardEmpty, DashboardSection, itemLevel, type SectionLevel } from './team-dashboard-states';

interface HelperRecentApplicationsProps {
  /** Newest first (useHelperApplications sorts them). */
  applications: Application[];
  level: SectionLevel;
}

/**
 * Nested under the "both" dashboard's Helper Dashboard (h3), this list shares its title with the
 * team's Recent Applications: the region gets a distinct name so landmark navigation can tell them apart.
 */
export const regionLabel = (level: SectionLevel) =>
  level === 'h3' ? 'Helper Recent Applications' : undefined;

/** The helper's latest applications (the spec shows 5), with where each one stands. */
export function HelperRecentApplications({ applications, level }: HelperRecentApplicationsProps) {
  const Item = itemLevel(level);
  const shown = applications.slice(0, RECENT_APPLICATIONS_SHOWN);
  return (
    <DashboardSection
      id="helper-applications-title"
      title="Recent Applications"
      level={level}
      regionLabel={regionLabel(level)}
    >
      {shown.length === 0 ? (
        <DashboardEmpty
          action={
            <Link to="/jobs" className={buttonVariants({ size: 'sm' })}>
              Browse Available Jobs
            </Link>
          }
        >
          No applications submitted yet.
        </DashboardEmpty>
      ) : (
        <ul className="flex flex-col gap-3">
          {shown.map((application) => {
            const { job } = application;
            // The spec: the job's rate, or 'Your proposal' when the helper asked for a different one.
            const proposed = application.proposedRate !== job.hourlyRate;
            return (
              <li key={application.id} className="flex flex-col gap-2 rounded-md border border-slate-200 p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <Item className="min-w-0 font-semibold break-words text-slate-900">{job.title}</Item>
                  {/* A gig that was done reads Completed or Paid, not still Accepted. */}
                  {application.status === 'accepted' &&
                  (job.status === 'completed' || job.status === 'paid') ? (
                    <JobStatusBadge status={job.status} />
                  ) : (
                    <ApplicationStatusBadge status={application.status} />
                  )}
                </div>
                <JobTypeBadge jobType={job.jobType} className="self-start" />
                <p className="text-sm text-slate-700">
                  {job.team.teamName} · {shortJobDate(job.jobDate)}
                </p>
                <p className="text-sm text-slate-700">
                  <span className="font-medium text-slate-900">{proposed ? 'Your proposal' : 'Rate'}:</span>{' '}
                  {perHour(proposed ? application.proposedRate : job.hourlyRate)}
                </p>
                <Link
                  to={`/jobs/${application.jobId}`}
                  className={buttonVariants({ variant: 'outline', size: 'sm', className: 'self-start' })}
                  aria-label={`View Job: ${job.title}`}
                >
                  View Job
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      {applications.length > shown.length && (
        <Link
          to="/dashboard/my-applications"
          className="mt-3 inline-block font-medium text-brand-800 underline underline-offset-4"
        >
          See all {applications.length} applications
        </Link>
      )}
    </DashboardSection>
  );
}
