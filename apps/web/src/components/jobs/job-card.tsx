import { CalendarDays, Clock, MapPin, Navigation, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { JobSummary } from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/session/use-auth';
import { RatingSummary } from '@/components/ui/star-rating';
import { hourlyRateLabel, hoursLabel, longJobDate, milesLabel } from '@/lib/format/job-format';
import { GameTimeRange } from '@/lib/format/viewer-zone';
import { JobTypeBadge } from './job-type-badge';

interface JobCardProps {
  job: JobSummary;
  /** The title's level, so the card sits under its page's or section's own heading. */
  headingLevel?: 'h2' | 'h3';
  /** A mark the page adds under the title (Find Work: whether the game fits the helper's availability). */
  badge?: ReactNode;
}

/** The spec's job card, shared by Find Work and the home page's Available Gigs preview. */
export function JobCard({ job, headingLevel: Heading = 'h3', badge }: JobCardProps) {
  const { user } = useAuth();
  // Both lead to the job page; signed out the spec calls it View Details, since applying needs an account.
  const action = user ? 'Apply' : 'View Details';

  return (
    <Card className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start justify-between gap-3">
        <JobTypeBadge jobType={job.jobType} />
        <p className="text-lg font-bold whitespace-nowrap text-slate-900">
          {hourlyRateLabel(job.hourlyRate)}
          <span className="sr-only"> per hour</span>
        </p>
      </div>

      <div>
        <Heading className="text-lg leading-snug font-semibold text-slate-900">{job.title}</Heading>
        <p className="mt-1 text-sm text-slate-700">
          <Users className="mr-1 inline size-4 align-[-3px] text-slate-600" aria-hidden="true" />
          <span className="sr-only">Team: </span>
          {job.team.teamName}
        </p>
        {badge && <div className="mt-2">{badge}</div>}
      </div>

      <ul className="flex flex-col gap-1.5 text-sm text-slate-700">
        <Fact icon={<MapPin />} label="Location">
          {job.location}
        </Fact>
        <Fact icon={<CalendarDays />} label="Date">
          {longJobDate(job.jobDate)}
        </Fact>
        <Fact icon={<Clock />} label="Time">
          <GameTimeRange job={job} /> ({hoursLabel(job.duration)})
        </Fact>
        {job.distanceMiles !== null && (
          <Fact icon={<Navigation />} label="Distance">
            {milesLabel(job.distanceMiles)}
          </Fact>
        )}
      </ul>

      {/* mt-auto keeps rating and button on one line across a row of cards of different lengths. */}
      <div className="mt-auto flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 pt-4">
        <RatingSummary avgRating={job.team.avgRating} totalReviews={job.team.totalReviews} />
        <Link
          to={`/jobs/${job.id}`}
          // The visible words come first, so speech input ("click Apply") still finds the link.
          aria-label={`${action}: ${job.title}`}
          className={buttonVariants({ size: 'sm', className: 'min-w-28' })}
        >
          {action}
        </Link>
      </div>
    </Card>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <span className="mt-0.5 text-slate-600 [&_svg]:size-4" aria-hidden="true">
        {icon}
      </span>
      <span className="min-w-0 break-words">
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}

/** A card-shaped placeholder while jobs load; hidden from screen readers (a status says "Loading"). */
export function JobCardSkeleton() {
  return (
    <Card className="flex flex-col gap-4 p-5" aria-hidden="true">
      <div className="flex justify-between">
        <Skeleton className="h-5 w-28 rounded-full" />
        <Skeleton className="h-6 w-16" />
      </div>
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <div className="flex flex-col gap-2">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-3/5" />
        <Skeleton className="h-4 w-1/2" />
      </div>
      <div className="flex justify-between pt-2">
        <Skeleton className="h-4 w-24" />
        <Skeleton className="h-9 w-28" />
      </div>
    </Card>
  );
}

/** Cards in a responsive grid, as a list so screen readers announce how many there are. */
interface JobGridProps {
  jobs: JobSummary[];
  label: string;
  headingLevel?: 'h2' | 'h3';
  id?: string;
  badgeFor?: (job: JobSummary) => ReactNode;
}

export function JobGrid({ jobs, label, headingLevel, id, badgeFor }: JobGridProps) {
  // A card below the screen is laid out and painted only as it comes near (content-visibility), at
  // about a card's height until then: twenty cards drawn at once cost a phone one card's layout.
  return (
    <ul id={id} aria-label={label} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {jobs.map((job) => (
        <li key={job.id} className="[contain-intrinsic-size:auto_22rem] [content-visibility:auto]">
          <JobCard job={job} headingLevel={headingLevel} badge={badgeFor?.(job)} />
        </li>
      ))}
    </ul>
  );
}

export function JobGridSkeleton({ count }: { count: number }) {
  return (
    <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <JobCardSkeleton key={index} />
      ))}
    </div>
  );
}
