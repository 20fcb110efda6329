import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the job and application screens; every key starts with 'jobs' or 'applications'. */
export const jobKeys = {
  all: ['jobs'] as const,
  detail: (id: number) => ['jobs', 'detail', id] as const,
  team: (teamId: number) => ['jobs', 'team', teamId] as const,
  helper: (helperId: number) => ['jobs', 'helper', helperId] as const,
};

export const applicationKeys = {
  all: ['applications'] as const,
  team: (teamId: number) => ['applications', 'team', teamId] as const,
  helper: (helperId: number) => ['applications', 'helper', helperId] as const,
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
