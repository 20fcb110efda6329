import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { JobSummarySchema, TeamProfileSchema } from '@sideline/shared';
import { api } from '@/lib/api';
import { teamProfileKeys } from '@/lib/profile-keys';
import { teamOpenJobsPath, teamProfilePath } from '@/lib/route-data-paths';

/** One team's public profile; on a page the server rendered, the answer it embedded (decision 0024). */
export const teamQuery = (id: number) =>
  queryOptions({
    queryKey: teamProfileKeys.detail(id),
    queryFn: () => api.get(TeamProfileSchema, teamProfilePath(id)),
    initialData: () => api.embedded(TeamProfileSchema, teamProfilePath(id)),
  });

/**
 * A team's upcoming open jobs, for its public page. The owner would get every status without the
 * filter, so `status=open` is always sent. The key sits under the jobs family (['jobs', ...]) so a
 * job change anywhere refreshes it.
 */
export const teamOpenJobsQuery = (teamId: number) =>
  queryOptions({
    queryKey: ['jobs', 'team', teamId, 'open'] as const,
    queryFn: () => api.get(z.array(JobSummarySchema), teamOpenJobsPath(teamId)),
    initialData: () => api.embedded(z.array(JobSummarySchema), teamOpenJobsPath(teamId)),
  });

/** A route loader's reads (decision 0054) under the queries' keys: the profile, then its open jobs. */
export const seedTeam = (client: QueryClient, id: number, wire: unknown) =>
  client.setQueryData(teamQuery(id).queryKey, api.parse(TeamProfileSchema, wire, teamProfilePath(id)));

export const seedTeamOpenJobs = (client: QueryClient, teamId: number, wire: unknown) =>
  client.setQueryData(
    teamOpenJobsQuery(teamId).queryKey,
    api.parse(z.array(JobSummarySchema), wire, teamOpenJobsPath(teamId)),
  );
