import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HelperProfileBody, OwnHelperProfile } from '@sideline/shared';
import { legacyApi as api } from '@/lib/api';
import { getOrNull } from './get-or-null';

export const helperProfileKey = (userId: number) => ['helper-profile', 'user', userId] as const;

/** The user's own helper profile (email and Venmo filled for the owner), or null when none (404). */
export function useHelperProfile(userId: number | undefined, enabled = true) {
  return useQuery({
    queryKey: helperProfileKey(userId ?? 0),
    queryFn: () => getOrNull<OwnHelperProfile>(`/api/helper-profiles/user/${userId}`),
    enabled: enabled && userId !== undefined,
  });
}

/** Creates (POST) when there is no profile id yet, updates (PUT) otherwise. */
export function useSaveHelperProfile(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: HelperProfileBody }) =>
      id === null
        ? api.post<OwnHelperProfile>('/api/helper-profiles', body)
        : api.put<OwnHelperProfile>(`/api/helper-profiles/${id}`, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(helperProfileKey(userId), saved);
      void queryClient.invalidateQueries({ queryKey: ['helper-profile'] });
      // The public pages and lists (features/talent) cache under 'helper-profiles': they must not show old data.
      void queryClient.invalidateQueries({ queryKey: ['helper-profiles'] });
    },
  });
}
