import { useQuery } from '@tanstack/react-query';

/** One key factory per resource: the helper's availability, the fits it decides, a job's re-staffing. */
export const availabilityKeys = {
  mine: ['users', 'me', 'availability'] as const,
  fits: (jobIds: readonly number[]) => ['users', 'me', 'availability', 'fits', jobIds.join(',')] as const,
  restaff: (jobId: number) => ['jobs', jobId, 'restaff'] as const,
};

/**
 * Whether each game fits the signed-in helper (off for anyone else). Its call and schema (with zod)
 * load with the first ask, so Find Work loads them only for a signed-in helper.
 */
export function useJobFits(jobIds: readonly number[], enabled: boolean) {
  return useQuery({
    queryKey: availabilityKeys.fits(jobIds),
    queryFn: async () => (await import('./job-fits-fetch')).fetchJobFits(jobIds),
    enabled: enabled && jobIds.length > 0,
  });
}
