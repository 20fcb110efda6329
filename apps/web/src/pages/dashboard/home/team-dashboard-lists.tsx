import { useRef, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Application, JobDetail, JobSummary, VenueToday } from '@sideline/shared';
import { PaymentInstructionsDialog } from '@/features/jobs/payment-instructions-dialog';
import { useMarkComplete } from '@/features/jobs/use-mark-complete';
import { TeamRecentApplications } from './team-dashboard-applications';
import { TeamFollowUps, UpcomingGamesSection } from './team-dashboard-games';
import { DashboardLoadError, DashboardSection, ListSkeleton } from './team-dashboard-states';

interface TeamDashboardListsProps {
  jobs: UseQueryResult<JobSummary[]>;
  applications: UseQueryResult<Application[]>;
  today: VenueToday;
}

/**
 * What is still owed after game day, then Upcoming Games and Recent Applications. Mark as Complete
 * lives here (not in a row) because the completed job leaves its list and its row unmounts, but the
 * payment instructions dialog must stay open.
 */
export function TeamDashboardLists({ jobs, applications, today }: TeamDashboardListsProps) {
  const [completed, setCompleted] = useState<JobDetail | null>(null);
  // The shared hook shows the spec's toasts and refreshes every ['jobs'] and ['applications'] list.
  const complete = useMarkComplete(setCompleted);
  const paymentTitle = useRef<HTMLHeadingElement>(null);
  const completion = { completingId: complete.pendingJobId, onMarkComplete: complete.run };

  return (
    <>
      {/* What is owed after game day comes before what is coming: it needs doing now. */}
      {jobs.isSuccess && (
        <TeamFollowUps jobs={jobs.data} today={today} paymentTitleRef={paymentTitle} {...completion} />
      )}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {jobs.isSuccess ? (
          <UpcomingGamesSection jobs={jobs.data} today={today} {...completion} />
        ) : (
          <DashboardSection id="upcoming-games-title" title="Upcoming Games">
            {/* While Retry runs the query stays in error: show the skeleton so the press visibly did something. */}
            {jobs.isError && !jobs.isFetching ? (
              <DashboardLoadError what="your games" error={jobs.error} onRetry={() => void jobs.refetch()} />
            ) : (
              <ListSkeleton label="your upcoming games" />
            )}
          </DashboardSection>
        )}
        {applications.isSuccess ? (
          <TeamRecentApplications applications={applications.data} />
        ) : (
          <DashboardSection id="team-applications-title" title="Recent Applications">
            {applications.isError && !applications.isFetching ? (
              <DashboardLoadError
                what="applications"
                error={applications.error}
                onRetry={() => void applications.refetch()}
              />
            ) : (
              <ListSkeleton label="applications" rows={2} />
            )}
          </DashboardSection>
        )}
      </div>

      <PaymentInstructionsDialog
        open={completed !== null}
        onOpenChange={(open) => !open && setCompleted(null)}
        jobId={completed?.id ?? 0}
        completedAt={completed?.completedAt ?? null}
        instructions={completed?.paymentInstructions ?? null}
        // The Mark as Complete button left with its row; the Payment Due list is where the job went.
        fallbackFocus={() => paymentTitle.current}
      />
    </>
  );
}
