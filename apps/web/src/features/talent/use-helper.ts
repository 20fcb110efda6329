import { useQuery } from '@tanstack/react-query';
import { helperQuery } from './api/helpers-api';

/** One helper's public profile. `id` is null when the URL's id is not a number (nothing to fetch). */
export function useHelper(id: number | null) {
  return useQuery({ ...helperQuery(id ?? 0), enabled: id !== null });
}
