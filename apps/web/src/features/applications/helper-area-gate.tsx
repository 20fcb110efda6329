import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isHelperRole, type OwnHelperProfile, type User } from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { buttonVariants } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ProfileLoadError } from '@/features/profiles/profile-load-error';
import { useHelperProfile } from '@/features/profiles/use-helper-profile';

const linkClass = 'font-medium text-brand-800 underline underline-offset-4';

/** The helper screens need a helper account with a helper profile (its id is the helperId). */
export function HelperAreaGate({ user, children }: { user: User; children(profile: OwnHelperProfile): ReactNode }) {
  const helper = isHelperRole(user.role);
  const profile = useHelperProfile(user.id, helper);

  if (!helper) {
    return (
      <Alert>
        <p>
          This page is for helper accounts.{' '}
          {user.role === 'team' ? (
            <>
              Applications to your jobs are in{' '}
              <Link to="/dashboard/applications" className={linkClass}>
                Applications
              </Link>{' '}
              and{' '}
              <Link to="/dashboard/my-jobs" className={linkClass}>
                My Jobs
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
  if (profile.isPending) return <Spinner label="Loading your helper profile" />;
  if (profile.isError) return <ProfileLoadError error={profile.error} onRetry={() => void profile.refetch()} />;
  if (!profile.data) {
    return (
      <Alert variant="warning">
        <div className="flex flex-col gap-2">
          <AlertTitle>Complete Your Helper Profile</AlertTitle>
          <AlertDescription>Set up your helper profile to apply for jobs and track your applications.</AlertDescription>
          <Link to="/dashboard/profile" className={buttonVariants({ size: 'sm', className: 'self-start' })}>
            Set Up Profile
          </Link>
        </div>
      </Alert>
    );
  }
  return <>{children(profile.data)}</>;
}
