import type { ReactNode } from 'react';
import { CalendarDays, Briefcase, Gift, Star } from 'lucide-react';
import {
  DEFAULT_FREE_GAME_CAP_DOLLARS,
  PAID_GAMES_PER_FREE_GAME,
  formatRating,
  type JobSummary,
  type TeamProfile,
  type User,
  type VenueToday,
} from '@sideline/shared';
import { StarRating } from '@/components/ui/star-rating';
import { StatCard } from './stat-card';
import { upcomingGames } from './team-dashboard-games';

interface TeamStatsProps {
  user: Pick<User, 'freeGamesRemaining' | 'paidGamesCompleted'>;
  team: TeamProfile;
  /** undefined while loading; null when the list failed (its error is shown with the lists). */
  jobs: JobSummary[] | null | undefined;
  today: VenueToday;
}

/** A figure that depends on the job list: a bar while it loads, a dash (named for screen readers) if it failed. */
function jobFigure(jobs: JobSummary[] | null | undefined, count: (jobs: JobSummary[]) => number): ReactNode {
  if (jobs === undefined) {
    return (
      <>
        {/* A span, not the Skeleton div: the value sits inside StatCard's <p>. */}
        <span
          aria-hidden="true"
          className="inline-block h-8 w-12 animate-pulse rounded-md bg-slate-200 align-middle"
        />
        <span className="sr-only">Loading</span>
      </>
    );
  }
  if (jobs === null) {
    return (
      <>
        <span aria-hidden="true">-</span>
        <span className="sr-only">Not available</span>
      </>
    );
  }
  return count(jobs);
}

/** The team dashboard's four figures, all from the team's own jobs, account and profile. */
export function TeamStats({ user, team, jobs, today }: TeamStatsProps) {
  // A team with no reviews has avgRating 0, which is "no rating", not a zero-star rating.
  const rated = team.totalReviews > 0 && team.avgRating > 0;
  const reviews = `${team.totalReviews} ${team.totalReviews === 1 ? 'review' : 'reviews'}`;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Open Jobs"
        icon={Briefcase}
        value={jobFigure(jobs, (list) => list.filter((job) => job.status === 'open').length)}
      />
      <StatCard
        label="Upcoming Games"
        icon={CalendarDays}
        value={jobFigure(jobs, (list) => upcomingGames(list, today).length)}
      />
      <StatCard
        label="Free Games"
        icon={Gift}
        value={user.freeGamesRemaining}
        hint={`Every ${PAID_GAMES_PER_FREE_GAME} games paid by card through Sideline earn a free game, worth up to $${DEFAULT_FREE_GAME_CAP_DOLLARS} (${user.paidGamesCompleted} so far).`}
      />
      <StatCard
        label="Rating"
        icon={Star}
        value={rated ? formatRating(team.avgRating) : 'N/A'}
        hint={
          <span className="inline-flex flex-wrap items-center gap-2">
            {/* The spec marks a team in its first year as new. */}
            {team.yearsActive === 0 && (
              <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-900 ring-1 ring-brand-100">
                New
              </span>
            )}
            {rated ? (
              <>
                {/* The figure above already says the rating; the stars repeat it for the eye only. */}
                <span aria-hidden="true">
                  <StarRating value={team.avgRating} />
                </span>
                {reviews}
              </>
            ) : (
              'No reviews yet'
            )}
          </span>
        }
      />
    </div>
  );
}
