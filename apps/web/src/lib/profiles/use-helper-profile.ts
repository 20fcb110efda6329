import { queryOptions, useQuery } from '@tanstack/react-query';
import { HelperProfileSchema } from '@sideline/shared';
import { api } from '@/lib/api';
import { getOrNull } from '@/lib/get-or-null';
import { helperProfileKeys } from '@/lib/profile-keys';

/** The user's own helper profile (email and Venmo filled for the owner), or null when none (404). */
export const helperProfileByUserQuery = (userId: number) =>
  queryOptions({
    queryKey: helperProfileKeys.byUser(userId),
    queryFn: () => getOrNull(HelperProfileSchema, `/api/helper-profiles/user/${userId}`),
    // A dashboard the server rendered carries it (decision 0037); a 404 is never embedded.
    initialData: () => api.embedded(HelperProfileSchema, `/api/helper-profiles/user/${userId}`),
  });

export function useHelperProfile(userId: number | undefined, enabled = true) {
  return useQuery({ ...helperProfileByUserQuery(userId ?? 0), enabled: enabled && userId !== undefined });
}
