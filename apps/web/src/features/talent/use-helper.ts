import { useQuery } from '@tanstack/react-query';
import { HelperProfileSchema } from '@sideline/shared';
import { legacyApi as api } from '@/lib/api';
import { helperKeys } from './use-helpers';

/** One helper's public profile. `id` is null when the URL's id is not a number (nothing to fetch). */
export function useHelper(id: number | null) {
  return useQuery({
    queryKey: helperKeys.detail(id ?? 0),
    enabled: id !== null,
    // The owner's answer also carries email and Venmo; the public page never shows them, so parse them away.
    queryFn: async () => HelperProfileSchema.parse(await api.get(`/api/helper-profiles/${id}`)),
  });
}
