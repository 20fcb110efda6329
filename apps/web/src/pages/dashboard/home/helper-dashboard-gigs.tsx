import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isBooked, type JobSummary, type VenueToday } from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';
import { longJobDate, perHour, timeRange } from '@/lib/format/job-format';
import { JobTypeBadge } from '@/components/jobs/job-type-badge';
import { DashboardEmpty, DashboardSection, itemLevel, type SectionLevel } from './team-dashboard-states';
import { ViewJobLink } from '@/components/jobs/view-job-link';
import { RescheduleRequestFor } from '@/features/jobs/reschedule-panel';

/**
 * The spec's upcoming gigs: jobs assigned to the helper, dated today or later, soonest first. A game
 * whose team asks to move it stays here, with the request to answer (decision 0045).
 */
export function upcomingGigs(jobs: JobSummary[], today: VenueToday): JobSummary[] {
  return jobs
    .filter((job) => isBooked(job.status) && job.jobDate >= today(job))
    .sort((a, b) => a.jobDate.localeCompare(b.jobDate) || a.startTime.localeCompare(b.startTime));
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="inline font-medium text-slate-900">{term}: </dt>
      <dd className="inline break-words">{children}</dd>
    </div>
  );
}

export function UpcomingGigsSection({ gigs, level }: { gigs: JobSummary[]; level: SectionLevel }) {
  const Item = itemLevel(level);
  return (
    <DashboardSection id="upcoming-gigs-title" title="Upcoming Gigs" level={level}>
      {gigs.length === 0 ? (
        <DashboardEmpty
          action={
            <Link to="/jobs" className={buttonVariants({ size: 'sm', variant: 'outline' })}>
              Find Gigs
            </Link>
          }
        >
          No upcoming gigs scheduled.
        </DashboardEmpty>
      ) : (
        <ul className="flex flex-col gap-3">
          {gigs.map((job) => (
            <li key={job.id} className="flex flex-col gap-2 rounded-md border border-slate-200 p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <Item className="min-w-0 font-semibold break-words text-slate-900">{job.title}</Item>
                <JobTypeBadge jobType={job.jobType} />
              </div>
              <dl className="grid gap-1 text-sm text-slate-700">
                <Fact term="Team">{job.team.teamName}</Fact>
                <Fact term="Date">{longJobDate(job.jobDate)}</Fact>
                <Fact term="Time">{timeRange(job.startTime, job.endTime)}</Fact>
                <Fact term="Location">{job.location}</Fact>
                <Fact term="Rate">{perHour(job.hourlyRate)}</Fact>
              </dl>
              {job.status === 'rescheduling' && <RescheduleRequestFor jobId={job.id} />}
              <ViewJobLink job={job} className="self-start" />
            </li>
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}
