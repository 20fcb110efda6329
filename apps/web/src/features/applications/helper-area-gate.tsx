import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isHelperRole, type OwnHelperProfile, type User } from '@sideline/shared';
import { gateLinkClass, RoleAreaGate } from '@/components/gates/role-area-gate';
import { useHelperProfile } from '@/lib/profiles/use-helper-profile';

const MISSING_PROFILE = {
  title: 'Complete Your Helper Profile',
  description: 'Set up your helper profile to apply for jobs and track your applications.',
  action: 'Set Up Profile',
};

/** The helper screens need a helper account with a helper profile (its id is the helperId). */
export function HelperAreaGate({
  user,
  children,
}: {
  user: User;
  children(profile: OwnHelperProfile): ReactNode;
}) {
  const helper = isHelperRole(user.role);
  const profile = useHelperProfile(user.id, helper);
  return (
    <RoleAreaGate
      allowed={helper}
      wrongRoleNote="This page is for helper accounts."
      otherAreaHint={
        user.role === 'team' ? (
          <>
            Applications to your jobs are in{' '}
            <Link to="/dashboard/applications" className={gateLinkClass}>
              Applications
            </Link>{' '}
            and{' '}
            <Link to="/dashboard/my-jobs" className={gateLinkClass}>
              My Jobs
            </Link>
            .
          </>
        ) : null
      }
      profile={profile}
      loadingLabel="Loading your helper profile"
      missingProfile={MISSING_PROFILE}
    >
      {children}
    </RoleAreaGate>
  );
}
