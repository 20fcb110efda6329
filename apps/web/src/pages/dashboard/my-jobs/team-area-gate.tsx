import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isHelperRole, isTeamRole, type TeamProfile, type User } from '@sideline/shared';
import { gateLinkClass, RoleAreaGate } from '@/components/gates/role-area-gate';
import { useTeamProfile } from '@/lib/profiles/use-team-profile';

const MISSING_PROFILE = {
  title: 'Complete Your Team Profile',
  description: 'You need to complete your team profile before you can post jobs.',
  action: 'Create Team Profile',
};

interface TeamAreaGateProps {
  user: User;
  /** What a team sees once its profile is loaded. */
  children(team: TeamProfile): ReactNode;
}

/** The team screens need a team account with a team profile (its id is the teamId of every call). */
export function TeamAreaGate({ user, children }: TeamAreaGateProps) {
  const team = isTeamRole(user.role);
  const profile = useTeamProfile(user.id, team);
  return (
    <RoleAreaGate
      allowed={team}
      wrongRoleNote="This page is for team accounts that post jobs."
      otherAreaHint={
        isHelperRole(user.role) ? (
          <>
            Your applications are in{' '}
            <Link to="/dashboard/my-applications" className={gateLinkClass}>
              My Applications
            </Link>
            .
          </>
        ) : null
      }
      profile={profile}
      loadingLabel="Loading your team"
      missingProfile={MISSING_PROFILE}
    >
      {children}
    </RoleAreaGate>
  );
}
