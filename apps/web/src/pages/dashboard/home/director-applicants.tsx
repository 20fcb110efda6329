import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useTeamApplications } from '@/features/applications/api/queries';
import { TeamApplicationsList } from '@/features/applications/team-applications-list';

/** The organization's applications, with the team's own Accept / Reject (the same calls as My Jobs). */
export function DirectorApplicants({ teamId }: { teamId: number }) {
  const applications = useTeamApplications(teamId);
  if (applications.isPending) return <Skeleton className="h-32 w-full" />;
  if (applications.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 text-slate-800">
        <p>Could not load the applications.</p>
        <Button variant="outline" onClick={() => void applications.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <TeamApplicationsList applications={applications.data} />;
}
