import { useQuery } from '@tanstack/react-query';
import { teamProfileByUserQuery } from './api/team-profile-api';

export { useSaveTeamProfile } from './api/team-profile-api';

/** The user's team profile, or null when they have none yet (404). */
export function useTeamProfile(userId: number | undefined, enabled = true) {
  return useQuery({ ...teamProfileByUserQuery(userId ?? 0), enabled: enabled && userId !== undefined });
}
