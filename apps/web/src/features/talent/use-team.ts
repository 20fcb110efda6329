import { useQuery } from '@tanstack/react-query';
import { TeamProfileSchema } from '@sideline/shared';
import { legacyApi as api } from '@/lib/api';

export const teamKeys = {
  all: ['team-profiles'] as const,
  detail: (id: number) => ['team-profiles', 'detail', id] as const,
};

/** One team's public profile. `id` is null when the URL's id is not a number (nothing to fetch). */
export function useTeam(id: number | null) {
  return useQuery({
    queryKey: teamKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: async () => TeamProfileSchema.parse(await api.get(`/api/team-profiles/${id}`)),
  });
}
