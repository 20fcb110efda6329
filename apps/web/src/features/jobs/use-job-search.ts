import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { HOME_PREVIEW, JobPageSchema, type JobSummary } from '@sideline/shared';
import { legacyApi as api } from '@/lib/api';

/**
 * Every job query key starts with 'jobs', so posting (or any change to a job) refreshes them all with
 * `invalidateQueries({ queryKey: ['jobs'] })`: queries never go stale on their own in this app.
 */
export const jobKeys = {
  all: ['jobs'] as const,
  search: (params: JobSearchParams) => ['jobs', 'search', params] as const,
  preview: ['jobs', 'home-preview'] as const,
};

export interface JobSearchParams {
  /** Empty means everywhere: the API then answers every upcoming job, soonest first. */
  zipCode: string;
  radius: number;
}

export const JOB_SEARCH_PAGE_SIZE = 20;

export function jobsPath(query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  return `/api/jobs?${params.toString()}`;
}

/**
 * Find Work: runs only once a search was made (`params` null before), as the spec asks. The type
 * chips filter on the client, so they are not part of the key and switching them never re-fetches.
 */
export function useJobSearch(params: JobSearchParams | null) {
  return useInfiniteQuery({
    queryKey: jobKeys.search(params ?? { zipCode: '', radius: 0 }),
    enabled: params !== null,
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const p = params!;
      const path = jobsPath({
        status: 'open',
        limit: JOB_SEARCH_PAGE_SIZE,
        zipCode: p.zipCode,
        // A radius only means something around a ZIP.
        radius: p.zipCode ? p.radius : null,
        cursor: pageParam,
      });
      return JobPageSchema.parse(await api.get(path));
    },
    getNextPageParam: (last) => last.nextCursor,
  });
}

const byDateAndTime = (a: JobSummary, b: JobSummary) =>
  `${a.jobDate} ${a.startTime}`.localeCompare(`${b.jobDate} ${b.startTime}`);

/**
 * Home preview: 6 open jobs, only those with a team, soonest first (the old client sorted newest
 * date first, which put far-off games ahead of this weekend's). The section shows up to 3 of them.
 */
export function useJobPreview() {
  return useQuery({
    queryKey: jobKeys.preview,
    queryFn: async () => {
      const raw = await api.get<{ jobs?: { team?: unknown }[]; nextCursor?: unknown }>(
        jobsPath({ limit: HOME_PREVIEW.fetch, status: 'open' }),
      );
      // Teamless jobs are dropped before validation: a card cannot be drawn without its team.
      const page = JobPageSchema.parse({ ...raw, jobs: (raw.jobs ?? []).filter((job) => job.team != null) });
      return page.jobs.sort(byDateAndTime).slice(0, HOME_PREVIEW.fetch);
    },
  });
}
