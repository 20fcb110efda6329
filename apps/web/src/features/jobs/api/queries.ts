import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
  type QueryClient,
} from '@tanstack/react-query';
import { z } from 'zod';
import {
  HOME_PREVIEW,
  JobDetailSchema,
  JobSummarySchema,
  type JobStatus,
  type JobSummary,
} from '@sideline/shared';
import { api } from '@/lib/api';
import { askAhead } from '@/lib/asked-ahead';
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
 * A job as the search answers it: parsed once while the visitor fills in the form, so the first
 * answer's parse runs code the browser has compiled and warmed, every field and codec of it (a
 * phone pays several times more for a schema's first full parse than for the next).
 */
const WARM_UP_JOB = {
  id: 1,
  title: 'Scorekeeper',
  description: 'Keep the book.',
  jobType: 'scorekeeper',
  jobDate: '2026-01-01',
  startTime: '08:00',
  endTime: '10:00',
  duration: 2,
  durationMinutes: 120,
  hourlyRate: 25,
  totalPay: 50,
  location: 'Field 1',
  zipCode: '33602',
  timeZone: 'America/New_York',
  paysByCard: false,
  status: 'open',
  teamId: 1,
  helperId: null,
  team: {
    id: 1,
    teamName: 'Team',
    sportType: 'baseball',
    avgRating: 5,
    totalReviews: 1,
    user: { id: 1, firstName: 'A', lastName: 'B' },
  },
  helper: null,
  distanceMiles: 1,
  expired: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  applicationWindowEndsAt: '2026-01-01T00:00:00.000Z',
  requirements: { backgroundCheck: false, safeSport: false },
} satisfies z.input<typeof JobSummarySchema>;

/** Readies the search's answer parsing while the visitor fills in the form (see `api.prepareList`). */
export const prepareJobSearch = () => api.prepareList(JobSummarySchema, [WARM_UP_JOB, WARM_UP_JOB]);

const jobSearchPath = (params: JobSearchParams, cursor: string | null) =>
  jobsPath({
    status: 'open',
    limit: JOB_SEARCH_PAGE_SIZE,
    zipCode: params.zipCode,
    // A radius only means something around a ZIP.
    radius: params.zipCode ? params.radius : null,
    cursor,
  });

/**
 * Sends a search's first page now, for the query that shows it to take (`asked-ahead.ts`): at the
 * press on Search, outside the query library, whose own start costs a phone a few milliseconds.
 */
export const askJobSearchAhead = (params: JobSearchParams) => askAhead(jobSearchPath(params, null));

/**
 * Find Work: pages of open jobs (a list each, the next cursor from `X-Next-Cursor`). The type chips
 * filter on the client, so they are not part of the key and switching them never re-fetches.
 */
export const jobSearchQuery = (params: JobSearchParams) =>
  infiniteQueryOptions({
    queryKey: jobKeys.search(params),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => api.getPage(JobSummarySchema, jobSearchPath(params, pageParam)),
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

/**
 * The server's half of a page's first screen (decision 0054): a route loader puts the API's answer
 * (`PageReads`, the route's JSON) under the key the page's hook reads, parsed as a network answer is.
 */
export const seedJob = (client: QueryClient, id: number, wire: unknown) =>
  client.setQueryData(jobKeys.detail(id), api.parse(JobDetailSchema, wire, jobDetailPath(id)));

export const seedJobPreview = (client: QueryClient, wire: unknown) =>
  client.setQueryData(jobKeys.preview, soonestFirst(api.parse(JobListSchema, wire, jobPreviewPath())));
