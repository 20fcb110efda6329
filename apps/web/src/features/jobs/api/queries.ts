import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  HOME_PREVIEW,
  JobDetailSchema,
  JobSummarySchema,
  type JobStatus,
  type JobSummary,
} from '@sideline/shared';
import { api } from '@/lib/api';
import { jobKeys } from '@/lib/job-keys';
import { jobDetailPath, jobPreviewPath } from '@/lib/route-data-paths';

const JobListSchema = z.array(JobSummarySchema);

/** GET /api/jobs/{id}: the job as this viewer may see it. */
export const jobDetailQuery = (id: number) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: () => api.get(JobDetailSchema, jobDetailPath(id)),
    // A job page the server rendered carries the job (decision 0024).
    initialData: () => api.embedded(JobDetailSchema, jobDetailPath(id)),
  });

// The search's calls, zod-free until a search is made (decision 0054), for those importing them here.
export {
  askJobSearchAhead,
  JOB_SEARCH_PAGE_SIZE,
  jobSearchQuery,
  prepareJobSearch,
  useJobSearch,
} from './job-search';

const byDateAndTime = (a: JobSummary, b: JobSummary) =>
  `${a.jobDate} ${a.startTime}`.localeCompare(`${b.jobDate} ${b.startTime}`);

const soonestFirst = (jobs: JobSummary[]) => jobs.sort(byDateAndTime).slice(0, HOME_PREVIEW.fetch);

/**
 * Home preview: the spec's `limit=6&status=open`, soonest first (the old client sorted newest date
 * first, which put far-off games ahead of this weekend's). The section shows up to 3 of them.
 */
export const jobPreviewQuery = () =>
  queryOptions({
    queryKey: jobKeys.preview,
    queryFn: async () => soonestFirst(await api.get(JobListSchema, jobPreviewPath())),
    // The home page the server rendered carries the list (decision 0026).
    initialData: () => {
      const jobs = api.embedded(JobListSchema, jobPreviewPath());
      return jobs && soonestFirst(jobs);
    },
  });

/** A team's jobs: every status for its owner; `status` narrows it (the public page asks for open). */
export const teamJobsQuery = (teamId: number, status?: JobStatus) =>
  queryOptions({
    queryKey: jobKeys.team(teamId, status),
    queryFn: () => api.get(JobListSchema, teamJobsPath(teamId, status)),
    initialData: () => api.embedded(JobListSchema, teamJobsPath(teamId, status)),
  });

const teamJobsPath = (teamId: number, status?: JobStatus) =>
  `/api/jobs/team/${teamId}${status ? `?status=${status}` : ''}`;

/** The jobs a helper was booked for (their gigs). */
export const helperJobsQuery = (helperId: number) =>
  queryOptions({
    queryKey: jobKeys.helper(helperId),
    queryFn: () => api.get(JobListSchema, `/api/jobs/helper/${helperId}`),
    initialData: () => api.embedded(JobListSchema, `/api/jobs/helper/${helperId}`),
  });

/** `id` is null when the URL cannot name a job: nothing is fetched. */
export const useJob = (id: number | null) => useQuery({ ...jobDetailQuery(id ?? 0), enabled: id !== null });

export const useJobPreview = () => useQuery(jobPreviewQuery());

export const useTeamJobs = (teamId: number | undefined) =>
  useQuery({ ...teamJobsQuery(teamId ?? 0), enabled: teamId !== undefined });

export const useHelperJobs = (helperId: number | undefined) =>
  useQuery({ ...helperJobsQuery(helperId ?? 0), enabled: helperId !== undefined });

/**
 * The server's half of a page's first screen (decision 0054): a route loader puts the API's answer
 * (`PageReads`, the route's JSON) under the key the page's hook reads, parsed as a network answer is.
 */
export const seedJob = (client: QueryClient, id: number, wire: unknown) =>
  client.setQueryData(jobKeys.detail(id), api.parse(JobDetailSchema, wire, jobDetailPath(id)));

export const seedJobPreview = (client: QueryClient, wire: unknown) =>
  client.setQueryData(jobKeys.preview, soonestFirst(api.parse(JobListSchema, wire, jobPreviewPath())));
