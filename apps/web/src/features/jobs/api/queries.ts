import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import {
  HOME_PREVIEW,
  JobDetailSchema,
  JobSummarySchema,
  type JobStatus,
  type JobSummary,
} from '@sideline/shared';
import { api } from '@/lib/api';
import { jobKeys, type JobSearchParams } from '@/lib/job-keys';
import { jobDetailPath, jobPreviewPath, jobsPath } from '@/lib/route-data-paths';

const JobListSchema = z.array(JobSummarySchema);

export const JOB_SEARCH_PAGE_SIZE = 20;

/** GET /api/jobs/{id}: the job as this viewer may see it. */
export const jobDetailQuery = (id: number) =>
  queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: () => api.get(JobDetailSchema, jobDetailPath(id)),
    // A job page the server rendered carries the job (decision 0024).
    initialData: () => api.embedded(JobDetailSchema, jobDetailPath(id)),
  });

/**
 * Find Work: pages of open jobs (a list each, the next cursor from `X-Next-Cursor`). The type chips
 * filter on the client, so they are not part of the key and switching them never re-fetches.
 */
/** Readies the search's answer parsing while the visitor fills in the form (see `api.prepareList`). */
export const prepareJobSearch = () => api.prepareList(JobSummarySchema);

export const jobSearchQuery = (params: JobSearchParams) =>
  infiniteQueryOptions({
    queryKey: jobKeys.search(params),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api.getPage(
        JobSummarySchema,
        jobsPath({
          status: 'open',
          limit: JOB_SEARCH_PAGE_SIZE,
          zipCode: params.zipCode,
          // A radius only means something around a ZIP.
          radius: params.zipCode ? params.radius : null,
          cursor: pageParam,
        }),
      ),
    getNextPageParam: (last) => last.nextCursor,
  });

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

/** Runs only once a search was made (`params` null before), as the spec asks. */
export const useJobSearch = (params: JobSearchParams | null) =>
  useInfiniteQuery({ ...jobSearchQuery(params ?? { zipCode: '', radius: 0 }), enabled: params !== null });

export const useJobPreview = () => useQuery(jobPreviewQuery());

export const useTeamJobs = (teamId: number | undefined) =>
  useQuery({ ...teamJobsQuery(teamId ?? 0), enabled: teamId !== undefined });

export const useHelperJobs = (helperId: number | undefined) =>
  useQuery({ ...helperJobsQuery(helperId ?? 0), enabled: helperId !== undefined });
