import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isHelperRole, isTeamRole, type TeamProfile, type User } from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ProfileLoadError } from '@/features/profiles/profile-load-error';
import { useTeamProfile } from '@/features/profiles/use-team-profile';

const linkClass = 'font-medium text-brand-800 underline underline-offset-4';

interface TeamAreaGateProps {
  user: User;
  /** What a team sees once its profile is loaded. */
  children(team: TeamProfile): ReactNode;
}

/**
 * The team screens need a team account with a team profile (its id is the teamId of every call).
 * Anyone else gets a short note pointing at the screen meant for them.
 */
export function TeamAreaGate({ user, children }: TeamAreaGateProps) {
  const team = isTeamRole(user.role);
  const profile = useTeamProfile(user.id, team);

  if (!team) {
    return (
      <Alert>
        <p>
          This page is for team accounts that post jobs.{' '}
          {isHelperRole(user.role) ? (
            <>
              Your applications are in{' '}
              <Link to="/dashboard/my-applications" className={linkClass}>
                My Applications
              </Link>
              .
            </>
          ) : (
            <Link to="/dashboard" className={linkClass}>
              Back to your dashboard
            </Link>
          )}
        </p>
      </Alert>
    );
  }
  if (profile.isPending) return <Spinner label="Loading your team" />;
  if (profile.isError) return <ProfileLoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data) {
    return (
      <Alert variant="warning">
        <div className="flex flex-col gap-2">
          <AlertTitle>Complete Your Team Profile</AlertTitle>
          <AlertDescription>You need to complete your team profile before you can post jobs.</AlertDescription>
          <Link to="/dashboard/profile" className={buttonVariants({ size: 'sm', className: 'self-start' })}>
            Create Team Profile
          </Link>
        </div>
      </Alert>
    );
  }
  return <>{children(profile.data)}</>;
}
