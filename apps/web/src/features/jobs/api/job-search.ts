import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { askAhead } from '@/lib/asked-ahead';
import { jobKeys, type JobSearchParams } from '@/lib/job-keys';
import { jobsPath } from '@/lib/route-data-paths';

export const JOB_SEARCH_PAGE_SIZE = 20;

/** The search's parsing, with zod: loaded while the visitor fills in the form, not with the page. */
const loadParse = () => import('./job-search-parse');

/** Readies the search's answer parsing while the visitor fills in the form (job-search-parse.ts). */
export const prepareJobSearch = () => void loadParse().then((parse) => parse.prepareJobSearch());

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
    queryFn: async ({ pageParam }) => (await loadParse()).getJobSearchPage(jobSearchPath(params, pageParam)),
    getNextPageParam: (last) => last.nextCursor,
  });

/** Runs only once a search was made (`params` null before), as the spec asks. */
export const useJobSearch = (params: JobSearchParams | null) =>
  useInfiniteQuery({ ...jobSearchQuery(params ?? { zipCode: '', radius: 0 }), enabled: params !== null });
