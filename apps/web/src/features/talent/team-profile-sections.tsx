import { ArrowRight, CalendarDays, Clock, Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { formatDollars, type JobSummary, type TeamProfile } from '@sideline/shared';
import { focusRing } from '@/components/ui/focus-ring';
import { Skeleton } from '@/components/ui/skeleton';
import { longJobDate } from '@/lib/format/job-format';
import { GameTimeRange } from '@/lib/format/viewer-zone';
import { JobTypeBadge } from '@/components/jobs/job-type-badge';
import { cn } from '@/lib/cn';
import { EmptyLine, ProfileSection, ProfileText } from './profile-section';
import { useTeamOpenJobs } from './use-team-open-jobs';

export function TeamAboutSection({ team }: { team: TeamProfile }) {
  const bio = team.bio?.trim();
  return (
    <ProfileSection id="about-team" title="About the Team">
      {bio ? (
        <ProfileText>{bio}</ProfileText>
      ) : (
        <EmptyLine>This team has not written a description yet.</EmptyLine>
      )}
    </ProfileSection>
  );
}

export function AchievementsSection({ team }: { team: TeamProfile }) {
  return (
    <ProfileSection id="achievements" title="Team Achievements">
      {team.teamAchievements.length === 0 ? (
        <EmptyLine>No achievements listed yet.</EmptyLine>
      ) : (
        <ul className="flex flex-col gap-2">
          {team.teamAchievements.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Trophy className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
              <span className="break-words">{item}</span>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}

export function SuccessStoriesSection({ team }: { team: TeamProfile }) {
  return (
    <ProfileSection id="success-stories" title="Success Stories">
      {team.successStories.length === 0 ? (
        <EmptyLine>No success stories yet.</EmptyLine>
      ) : (
        <ul className="flex flex-col gap-3">
          {team.successStories.map((story) => (
            <li key={story}>
              <blockquote className="border-l-4 border-brand-600 pl-3 text-sm break-words">
                {story}
              </blockquote>
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}

/** The team's upcoming open jobs, each linking to its page; 'View All' leads to the job board. */
export function OpenJobsSection({ teamId }: { teamId: number }) {
  const jobs = useTeamOpenJobs(teamId);
  return (
    <ProfileSection
      id="open-jobs"
      title="Open Jobs"
      action={
        <Link
          to="/jobs"
          aria-label="View all jobs"
          className={cn(
            'inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-brand-800 underline-offset-4 hover:underline',
            focusRing,
          )}
        >
          View All <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      }
    >
      {jobs.isPending ? (
        <div>
          <p role="status" className="sr-only">
            Loading open jobs...
          </p>
          <Skeleton className="h-16 w-full" />
          <Skeleton className="mt-3 h-16 w-full" />
        </div>
      ) : jobs.isError ? (
        <EmptyLine>Open jobs could not be loaded right now.</EmptyLine>
      ) : jobs.data.length === 0 ? (
        <EmptyLine>No open jobs right now.</EmptyLine>
      ) : (
        <ul aria-label="Open jobs" className="flex flex-col gap-3">
          {jobs.data.map((job) => (
            <li key={job.id}>
              <OpenJobItem job={job} />
            </li>
          ))}
        </ul>
      )}
    </ProfileSection>
  );
}

function OpenJobItem({ job }: { job: JobSummary }) {
  return (
    <Link
      to={`/jobs/${job.id}`}
      className={cn(
        'flex flex-col gap-1.5 rounded-md border border-slate-200 p-3 hover:border-brand-600 hover:bg-slate-50',
        focusRing,
      )}
    >
      <span className="font-semibold break-words text-slate-900">{job.title}</span>
      <JobTypeBadge jobType={job.jobType} className="self-start" />
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
        <span className="inline-flex items-center gap-1">
          <CalendarDays className="size-4" aria-hidden="true" />
          {longJobDate(job.jobDate)}
        </span>
        <span className="inline-flex items-center gap-1">
          <Clock className="size-4" aria-hidden="true" />
          <GameTimeRange job={job} />
        </span>
        <span className="font-semibold text-brand-800">{formatDollars(job.hourlyRate)}/hr</span>
      </span>
    </Link>
  );
}
