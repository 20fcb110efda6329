import { Spinner } from '@/components/ui/spinner';
import { TeamApplicationsList } from '@/features/applications/team-applications-list';
import { useTeamApplications } from '@/features/applications/api/queries';
import { useAuth } from '@/lib/session/use-auth';
import { ListLoadError } from './my-jobs/list-load-error';
import { TeamAreaGate } from './my-jobs/team-area-gate';

/** /dashboard/applications: applications from helpers to all of the team's jobs. */
export function Component() {
  const { user } = useAuth();
  // The dashboard layout only renders its pages for a signed-in user.
  if (!user) return null;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Applications</h1>
        <p className="mt-1 text-slate-700">Helpers who applied to your jobs, newest first.</p>
      </div>
      <TeamAreaGate user={user}>{(team) => <Applications teamId={team.id} />}</TeamAreaGate>
    </div>
  );
}

function Applications({ teamId }: { teamId: number }) {
  const applications = useTeamApplications(teamId);
  if (applications.isError) {
    return <ListLoadError what="applications" error={applications.error} onRetry={() => void applications.refetch()} />;
  }
  if (applications.isPending) return <Spinner label="Loading applications" />;
  return <TeamApplicationsList applications={applications.data} />;
}
