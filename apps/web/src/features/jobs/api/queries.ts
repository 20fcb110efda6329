import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { JobSummarySchema, type JobStatus } from '@sideline/shared';
import { api } from '@/lib/api';
import { jobKeys } from '@/lib/job-keys';

const JobListSchema = z.array(JobSummarySchema);

// The search's calls, zod-free until a search is made (decision 0054), for those importing them here.
export {
  askJobSearchAhead,
  JOB_SEARCH_PAGE_SIZE,
  jobSearchQuery,
  prepareJobSearch,
  useJobSearch,
} from './job-search';

// The job and the home preview, their parsing loaded lazily (decision 0054), for those importing them here.
export { jobDetailQuery, jobPreviewQuery, useJob, useJobPreview } from './job-reads';
export { seedJob, seedJobPreview } from './job-parse';

/** A team's jobs: every status for its owner; `status` narrows it (the public page asks for open). */
export const teamJobsQuery = (teamId: number, status?: JobStatus) =>
  queryOptions({
    queryKey: jobKeys.team(teamId, status),
    queryFn: () => api.get(JobListSchema, teamJobsPath(teamId, status)),
    initialData: () => api.embedded(JobListSchema, teamJobsPath(teamId, status)),
  });

const teamJobsPath = (teamId: number, status?: JobStatus) =>
  `/api/jobs/team/${teamId}${status ? `?status=${status}` : ''}`;

/** A page loader's read of the team's jobs, every status (decision 0054), under the hook's key. */
export const seedTeamJobs = (client: QueryClient, teamId: number, wire: unknown) =>
  client.setQueryData(teamJobsQuery(teamId).queryKey, api.parse(JobListSchema, wire, teamJobsPath(teamId)));

/** The jobs a helper was booked for (their gigs). */
export const helperJobsQuery = (helperId: number) =>
  queryOptions({
    queryKey: jobKeys.helper(helperId),
    queryFn: () => api.get(JobListSchema, `/api/jobs/helper/${helperId}`),
    initialData: () => api.embedded(JobListSchema, `/api/jobs/helper/${helperId}`),
  });

export const useTeamJobs = (teamId: number | undefined) =>
  useQuery({ ...teamJobsQuery(teamId ?? 0), enabled: teamId !== undefined });

export const useHelperJobs = (helperId: number | undefined) =>
  useQuery({ ...helperJobsQuery(helperId ?? 0), enabled: helperId !== undefined });
