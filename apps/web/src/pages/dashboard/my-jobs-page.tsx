import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { isTeamRole } from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useTeamApplications } from '@/features/applications/api/queries';
import { useAuth } from '@/lib/session/use-auth';
import { ListLoadError } from './my-jobs/list-load-error';
import { MyJobsTabs } from './my-jobs/my-jobs-tabs';
import { TeamAreaGate } from './my-jobs/team-area-gate';
import { useTeamJobs } from '@/features/jobs/api/queries';

/** /dashboard/my-jobs and /dashboard/jobs: the team's posted jobs and the applications to them. */
export function Component() {
  const { user } = useAuth();
  // The dashboard layout only renders its pages for a signed-in user.
  if (!user) return null;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">My Jobs</h1>
        {isTeamRole(user.role) && (
          <Link to="/post-job" className={buttonVariants()}>
            <Plus aria-hidden="true" />
            Post New Job
          </Link>
        )}
      </div>
      <TeamAreaGate user={user}>{(team) => <MyJobsContent teamId={team.id} />}</TeamAreaGate>
    </div>
  );
}

function MyJobsContent({ teamId }: { teamId: number }) {
  const jobs = useTeamJobs(teamId);
  const applications = useTeamApplications(teamId);

  if (jobs.isError) return <ListLoadError what="your jobs" error={jobs.error} onRetry={() => void jobs.refetch()} />;
  if (applications.isError) {
    return <ListLoadError what="applications" error={applications.error} onRetry={() => void applications.refetch()} />;
  }
  if (jobs.isPending || applications.isPending) return <Spinner label="Loading your jobs" />;
  return <MyJobsTabs jobs={jobs.data} applications={applications.data} />;
}
