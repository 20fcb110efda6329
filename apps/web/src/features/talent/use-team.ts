import { useQuery } from '@tanstack/react-query';
import { teamQuery } from './api/teams-api';

/** One team's public profile. `id` is null when the URL's id is not a number (nothing to fetch). */
export function useTeam(id: number | null) {
  return useQuery({ ...teamQuery(id ?? 0), enabled: id !== null });
}
