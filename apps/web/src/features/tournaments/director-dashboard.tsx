import type { ReactNode } from 'react';
import { Clock, XCircle } from 'lucide-react';
import { TOURNAMENT_MESSAGES } from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useDirectorDashboard } from './api/tournaments-api';
import { errorMessage } from './form-errors';
import { TournamentSection } from './tournament-section';

/**
 * The tournament director's dashboard (decision 10): review status, then each tournament with its
 * games and staffing. `applicants` renders the organization's applications (another feature's list).
 */
export function DirectorDashboard({ applicants }: { applicants(teamId: number): ReactNode }) {
  const dashboard = useDirectorDashboard();
  if (dashboard.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (dashboard.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-slate-800">
        <p>Could not load your tournaments: {errorMessage(dashboard.error, 'please try again.')}</p>
        <Button variant="outline" onClick={() => void dashboard.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  const { directorStatus, organization, tournaments } = dashboard.data;
  const canPost = directorStatus === 'approved';
  return (
    <div className="flex flex-col gap-6">
      {directorStatus === 'pending' && (
        <Alert variant="warning">
          <Clock aria-hidden="true" className="size-5" />
          <div>
            <AlertTitle>Account Under Review</AlertTitle>
            <AlertDescription>{TOURNAMENT_MESSAGES.underReview}</AlertDescription>
          </div>
        </Alert>
      )}
      {directorStatus === 'declined' && (
        <Alert variant="destructive">
          <XCircle aria-hidden="true" className="size-5" />
          <div>
            <AlertTitle>Sign-up Not Approved</AlertTitle>
            <AlertDescription>{TOURNAMENT_MESSAGES.declined}</AlertDescription>
          </div>
        </Alert>
      )}
      {organization && (
        <p className="text-slate-700">
          Organization: <span className="font-semibold text-slate-900">{organization.name}</span>
        </p>
      )}
      {tournaments.length === 0 ? (
        <EmptyState title="No Tournaments Yet">Your tournaments and their games will appear here.</EmptyState>
      ) : (
        tournaments.map((tournament) => (
          <TournamentSection key={tournament.id} tournament={tournament} canPost={canPost} />
        ))
      )}
      {organization && canPost && (
        <section aria-labelledby="director-applicants-title" className="flex flex-col gap-4">
          <h2 id="director-applicants-title" className="text-xl font-bold text-slate-900">
            Applicants
          </h2>
          {applicants(organization.teamId)}
        </section>
      )}
    </div>
  );
}
