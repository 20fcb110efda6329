import { isHelperRole, isTeamRole, type User } from '@sideline/shared';
import { missingHelperFields, missingTeamFields, statusOf, type ProfileStatus } from './profile-completion';
import { useHelperProfile } from './use-helper-profile';
import { useTeamProfile } from './use-team-profile';

export interface ProfileNeed {
  key: 'team' | 'helper';
  title: string;
  status: ProfileStatus;
}

/** The profiles the user's role needs (team, helper, or both) with their real status from the API. */
export function useProfileStatuses(user: Pick<User, 'id' | 'role'>) {
  const needsTeam = isTeamRole(user.role);
  const needsHelper = isHelperRole(user.role);
  const team = useTeamProfile(user.id, needsTeam);
  const helper = useHelperProfile(user.id, needsHelper);

  const needs: ProfileNeed[] = [];
  if (needsTeam) {
    needs.push({
      key: 'team',
      title: 'Team profile',
      status: team.isPending
        ? { state: 'loading' }
        : team.isError
          ? { state: 'error' }
          : statusOf(team.data, missingTeamFields),
    });
  }
  if (needsHelper) {
    needs.push({
      key: 'helper',
      title: 'Helper profile',
      status: helper.isPending
        ? { state: 'loading' }
        : helper.isError
          ? { state: 'error' }
          : statusOf(helper.data, missingHelperFields),
    });
  }
  const allComplete = needs.every((need) => need.status.state === 'complete');
  const retry = () => {
    if (team.isError) void team.refetch();
    if (helper.isError) void helper.refetch();
  };
  return { needs, allComplete, retry };
}
