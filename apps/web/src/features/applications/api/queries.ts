import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApplicationSchema } from '@sideline/shared';
import { api } from '@/lib/api';
import { applicationKeys } from '@/lib/application-keys';

const ApplicationListSchema = z.array(ApplicationSchema);

/** Every application to the team's jobs, all statuses, newest first (owner only). */
export const teamApplicationsQuery = (teamId: number) =>
  queryOptions({
    queryKey: applicationKeys.team(teamId),
    queryFn: () => api.get(ApplicationListSchema, `/api/applications/team/${teamId}`),
    initialData: () => api.embedded(ApplicationListSchema, `/api/applications/team/${teamId}`),
  });

/** A page loader's read of the team's applications (decision 0054), under the hook's key. */
export const seedTeamApplications = (client: QueryClient, teamId: number, wire: unknown) =>
  client.setQueryData(
    teamApplicationsQuery(teamId).queryKey,
    api.parse(ApplicationListSchema, wire, `/api/applications/team/${teamId}`),
  );

/** The helper's own applications. */
export const helperApplicationsQuery = (helperId: number) =>
  queryOptions({
    queryKey: applicationKeys.helper(helperId),
    queryFn: () => api.get(ApplicationListSchema, `/api/applications/helper/${helperId}`),
    initialData: () => api.embedded(ApplicationListSchema, `/api/applications/helper/${helperId}`),
  });

export const useTeamApplications = (teamId: number | undefined) =>
  useQuery({ ...teamApplicationsQuery(teamId ?? 0), enabled: teamId !== undefined });

/** Newest first whatever order the server sends. */
export const useHelperApplications = (helperId: number | undefined) =>
  useQuery({
    ...helperApplicationsQuery(helperId ?? 0),
    enabled: helperId !== undefined,
    select: (applications) => [...applications].sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  });
