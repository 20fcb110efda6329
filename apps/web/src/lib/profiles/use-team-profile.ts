import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { TeamProfileSchema } from '@sideline/shared';
import { api } from '@/lib/api';
import { getOrNull } from '@/lib/get-or-null';
import { teamProfileKeys } from '@/lib/profile-keys';

/** The user's team profile, or null when they have none yet (404). */
export const teamProfileByUserQuery = (userId: number) =>
  queryOptions({
    queryKey: teamProfileKeys.byUser(userId),
    queryFn: () => getOrNull(TeamProfileSchema, `/api/team-profiles/user/${userId}`),
    // A dashboard the server rendered carries it (decision 0037); a 404 is never embedded.
    initialData: () => api.embedded(TeamProfileSchema, `/api/team-profiles/user/${userId}`),
  });

export function useTeamProfile(userId: number | undefined, enabled = true) {
  return useQuery({ ...teamProfileByUserQuery(userId ?? 0), enabled: enabled && userId !== undefined });
}

/** A page loader's read (decision 0054) under the hook's key; null is the route's 404: no profile yet. */
export const seedTeamProfileByUser = (client: QueryClient, userId: number, wire: unknown) =>
  client.setQueryData(
    teamProfileByUserQuery(userId).queryKey,
    wire === null ? null : api.parse(TeamProfileSchema, wire, `/api/team-profiles/user/${userId}`),
  );
