import type { RefObject } from 'react';
import { Link } from 'react-router';
import { isGameDayReached, type JobSummary, type VenueToday } from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';
import { MarkCompleteButton, PayLink, TeamJobRow } from './team-dashboard-job-row';
import { DashboardEmpty, DashboardSection } from './team-dashboard-states';

const byStart = (a: JobSummary, b: JobSummary) =>
  a.jobDate.localeCompare(b.jobDate) || a.startTime.localeCompare(b.startTime);

/** The spec's upcoming games: open or assigned (or waiting on a new time), today or later, soonest first. */
export function upcomingGames(jobs: JobSummary[], today: VenueToday): JobSummary[] {
  const upcoming: JobSummary['status'][] = ['open', 'assigned', 'rescheduling'];
  return jobs.filter((job) => upcoming.includes(job.status) && job.jobDate >= today(job)).sort(byStart);
}

/** Played but not closed: assigned games dated before today, which still need Mark as Complete. */
export const gamesToComplete = (jobs: JobSummary[], today: VenueToday) =>
  jobs.filter((job) => job.status === 'assigned' && job.jobDate < today(job)).sort(byStart);

/** Completed but not yet paid: the team owes the helper. */
/** Completed games the team pays by hand: a card job's saved card pays itself (decision 22). */
export const paymentsDue = (jobs: JobSummary[]) =>
  jobs.filter((job) => job.status === 'completed' && !job.paysByCard).sort(byStart);

export interface CompletionProps {
  completingId: number | null;
  onMarkComplete(jobId: number): void;
}

function completeButton(job: JobSummary, { completingId, onMarkComplete }: CompletionProps) {
  return (
    <MarkCompleteButton
      job={job}
      completing={completingId === job.id}
      busy={completingId !== null}
      onMarkComplete={onMarkComplete}
    />
  );
}

interface UpcomingGamesProps extends CompletionProps {
  jobs: JobSummary[];
  today: VenueToday;
}

export function UpcomingGamesSection({ jobs, today, ...completion }: UpcomingGamesProps) {
  const games = upcomingGames(jobs, today);
  return (
    <DashboardSection id="upcoming-games-title" title="Upcoming Games">
      {games.length === 0 ? (
        <DashboardEmpty
          action={
            <Link to="/post-job" className={buttonVariants({ size: 'sm' })}>
              Post a Job
            </Link>
          }
        >
          No upcoming games.
        </DashboardEmpty>
      ) : (
        <ul className="flex flex-col gap-3">
          {games.map((job) => (
            <TeamJobRow
              key={job.id}
              job={job}
              // Completion is refused before the game date, so only today's assigned games offer it.
              actions={
                job.status === 'assigned' &&
                isGameDayReached(job.jobDate, today(job)) &&
                completeButton(job, completion)
              }
            />
          ))}
        </ul>
      )}
    </DashboardSection>
  );
}

interface FollowUpProps extends CompletionProps {
  jobs: JobSummary[];
  today: VenueToday;
  /** Where focus lands when a completed job's button has left the page with its row. */
  paymentTitleRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * What the team still owes after game day: games to mark complete, then jobs to pay. Each list is
 * only shown when it has something in it, so a tidy account has no empty boxes.
 */
export function TeamFollowUps({ jobs, today, paymentTitleRef, ...completion }: FollowUpProps) {
  const toComplete = gamesToComplete(jobs, today);
  const toPay = paymentsDue(jobs);
  if (toComplete.length === 0 && toPay.length === 0) return null;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {toComplete.length > 0 && (
        <DashboardSection
          id="awaiting-completion-title"
          title="Awaiting Completion"
          description="These games have been played. Mark each one complete to see how to pay your helper."
        >
          <ul className="flex flex-col gap-3">
            {toComplete.map((job) => (
              <TeamJobRow key={job.id} job={job} actions={completeButton(job, completion)} />
            ))}
          </ul>
        </DashboardSection>
      )}
      {toPay.length > 0 && (
        <DashboardSection id="payment-due-title" title="Payment Due" titleRef={paymentTitleRef}>
          <ul className="flex flex-col gap-3">
            {toPay.map((job) => (
              <TeamJobRow
                key={job.id}
                job={job}
                note={
                  <p className="text-sm font-medium text-amber-900">
                    Please pay within 24 hours of completion.
                  </p>
                }
                actions={<PayLink job={job} />}
              />
            ))}
          </ul>
        </DashboardSection>
      )}
    </div>
  );
}
