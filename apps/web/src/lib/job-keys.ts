import type { QueryClient } from '@tanstack/react-query';
import type { JobStatus } from '@sideline/shared';
import { applicationKeys } from './application-keys';

export interface JobSearchParams {
  /** Empty means everywhere: the API then answers every upcoming job, soonest first. */
  zipCode: string;
  radius: number;
}

/**
 * The one query-key factory for jobs: every key starts with 'jobs', so any change to a job refreshes
 * every job list with `invalidateQueries({ queryKey: jobKeys.all })` (queries never go stale by
 * themselves in this app).
 */
export const jobKeys = {
  all: ['jobs'] as const,
  search: (params: JobSearchParams) => ['jobs', 'search', params] as const,
  preview: ['jobs', 'home-preview'] as const,
  detail: (id: number) => ['jobs', 'detail', id] as const,
  team: (teamId: number, status?: JobStatus) => ['jobs', 'team', teamId, status ?? 'all'] as const,
  helper: (helperId: number) => ['jobs', 'helper', helperId] as const,
};

/**
 * Any job or application change can move a job between lists (search, My Jobs tabs, dashboards) and
 * change other applications (accepting one rejects the rest), so both whole families are refreshed.
 */
export function invalidateJobsAndApplications(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: jobKeys.all }),
    queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
  ]);
}
