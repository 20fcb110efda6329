import { useQuery } from '@tanstack/react-query';
import { helperProfileByUserQuery } from './api/helper-profile-api';

export { useSaveHelperProfile } from './api/helper-profile-api';

/** The user's own helper profile (email and Venmo filled for the owner), or null when none (404). */
export function useHelperProfile(userId: number | undefined, enabled = true) {
  return useQuery({ ...helperProfileByUserQuery(userId ?? 0), enabled: enabled && userId !== undefined });
}
