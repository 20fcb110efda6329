import { Link } from 'react-router';
import { isTeamRole } from '@sideline/shared';
import { buttonVariants } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FamiliesList } from '@/features/team-families/families-list';
import { useAuth } from '@/lib/session/use-auth';

/** /dashboard/families: the team's families list, who may watch its private streams (decision 0041). */
export function Component() {
  const { user } = useAuth();
  // The dashboard layout only renders its pages for a signed-in user.
  if (!user) return null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Team Families</h1>
        <p className="mt-1 text-slate-700">
          The people who may watch your private streams. Each signs in to Sideline with the email you add here
          (and confirms it) to see the stream link on the job page.
        </p>
      </div>
      {isTeamRole(user.role) ? (
        <FamiliesList />
      ) : (
        <EmptyState
          title="For Team Accounts"
          action={
            <Link to="/jobs" className={buttonVariants()}>
              Find Gigs
            </Link>
          }
        >
          A families list belongs to a team: it says who may watch the team's private streams.
        </EmptyState>
      )}
    </div>
  );
}
