import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TeamProfile, TeamProfileBody } from '@sideline/shared';
import { legacyApi as api } from '@/lib/api';
import { getOrNull } from './get-or-null';

export const teamProfileKey = (userId: number) => ['team-profile', 'user', userId] as const;

/** The user's team profile, or null when they have none yet (404). */
export function useTeamProfile(userId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: teamProfileKey(userId ?? 0),
    queryFn: () => getOrNull<TeamProfile>(`/api/team-profiles/user/${userId}`),
    enabled: enabled && userId !== undefined,
  });
}

/** Creates (POST) when there is no profile id yet, updates (PUT) otherwise. */
export function useSaveTeamProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: TeamProfileBody }) =>
      id === null
        ? api.post<TeamProfile>('/api/team-profiles', body)
        : api.put<TeamProfile>(`/api/team-profiles/${id}`, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(teamProfileKey(userId), saved);
      void queryClient.invalidateQueries({ queryKey: ['team-profile'] });
      // The public pages and lists (features/talent) cache under 'team-profiles': they must not show old data.
      void queryClient.invalidateQueries({ queryKey: ['team-profiles'] });
    },
  });
}
