import { useQuery } from '@tanstack/react-query';
import { JobDetailSchema } from '@sideline/shared';
import { legacyApi as api } from '@/lib/api';
import { jobKeys } from './query-keys';

/** GET /api/jobs/{id}. `id` is null when the URL cannot name a job (nothing is fetched). */
export function useJob(id: number | null) {
  return useQuery({
    queryKey: jobKeys.detail(id ?? 0),
    enabled: id !== null,
    queryFn: async () => JobDetailSchema.parse(await api.get(`/api/jobs/${id}`)),
  });
}
