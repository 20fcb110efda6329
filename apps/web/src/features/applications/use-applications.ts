import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApplicationSchema } from '@sideline/shared';
import { applicationKeys } from '@/features/jobs/job-detail/query-keys';
import { legacyApi as api } from '@/lib/api';

const ApplicationListSchema = z.array(ApplicationSchema);

/** Every application to the team's jobs, all statuses, newest first (owner only). */
export function useTeamApplications(teamId: number | undefined) {
  return useQuery({
    queryKey: applicationKeys.team(teamId ?? 0),
    enabled: teamId !== undefined,
    queryFn: async () => ApplicationListSchema.parse(await api.get(`/api/applications/team/${teamId}`)),
  });
}

/** The helper's own applications, newest first whatever order the server sends. */
export function useHelperApplications(helperId: number | undefined) {
  return useQuery({
    queryKey: applicationKeys.helper(helperId ?? 0),
    enabled: helperId !== undefined,
    queryFn: async () => ApplicationListSchema.parse(await api.get(`/api/applications/helper/${helperId}`)),
    select: (applications) => [...applications].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  });
}
