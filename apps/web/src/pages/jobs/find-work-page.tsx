import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ZipRadiusSearchForm } from '@/components/search/zip-radius-search-form';
import { JobResults, resultsTitle } from '@/features/jobs/job-results';
import { filterByType, FIND_WORK_CHIPS, JobTypeChips } from '@/components/jobs/job-type-chips';
import {
  askJobSearchAhead,
  jobSearchQuery,
  prepareJobSearch,
  useJobSearch,
} from '@/features/jobs/api/job-search';
import { useJobSearchParams } from '@/features/jobs/use-job-search-params';
import { useSearchShownFirst } from '@/features/jobs/use-search-shown-first';
import { ApiError } from '@/lib/api-error';
import { warmJobFormat } from '@/lib/format/job-format';
import { useAuth } from '@/lib/session/use-auth';
import { isHelperRole } from '@sideline/shared';
import { useJobFits } from '@/features/availability/api/job-fits';
import { AvailabilityFitBadge } from '@/features/availability/availability-fit-badge';

/** /jobs: nothing loads until Search is pressed; the search itself lives in the URL. */
export function Component() {
  const inUrl = useJobSearchParams();
  const { jobType, search, setJobType, clear } = inUrl;
  // A new search is drawn from the page's state first and reaches the URL a frame later.
  const { shown, start } = useSearchShownFirst(inUrl.query, search);
  const query = shown ?? inUrl.query;
  const searched = query !== null;
  const zip = shown?.zipCode ?? inUrl.zip;
  const radius = shown?.radius ?? inUrl.radius;
  const results = useJobSearch(query);
  const { user } = useAuth();
  const zipRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();

  // The cards' formatters are built while the visitor fills in the form, not after Search; the
  // answer's schema too, from the form's first focus: its parsing brings zod, which a visit that
  // never searches should not fetch.
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') return;
    const idle = requestIdleCallback(warmJobFormat, { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, []);
  const searchPrepared = useRef(false);
  const prepareSearch = () => {
    if (searchPrepared.current) return;
    searchPrepared.current = true;
    prepareJobSearch();
  };

  const allJobs = useMemo(() => results.data?.pages.flatMap((page) => page.items) ?? [], [results.data]);
  const jobs = useMemo(() => filterByType(allJobs, jobType), [allJobs, jobType]);
  // Signed in as a helper: each game is marked by whether it fits their availability (issue 55).
  const fits = useJobFits(jobs.map((job) => job.id).slice(0, 100), !!user && isHelperRole(user.role));

  // A 400 is the server refusing the ZIP ('Unknown ZIP code'): it belongs next to the ZIP field.
  const zipError =
    results.error instanceof ApiError && results.error.status === 400 ? results.error.serverMessage : null;

  // Pressing Search again for the very same search fetches fresh results (the URL would not change).
  const isShown = (nextZip: string, nextRadius: number) =>
    searched && nextZip.trim() === zip && nextRadius === radius;
  const runSearch = (nextZip: string, nextRadius: number) => {
    if (isShown(nextZip, nextRadius)) {
      void results.refetch();
      return;
    }
    // The results' query (same key) takes the answer already on its way.
    const next = { zipCode: nextZip.trim(), radius: nextRadius };
    start(next, queryClient.prefetchInfiniteQuery(jobSearchQuery(next)));
  };
  // The request leaves with the press on Search, taken by the query the click starts (or with the
  // submit, for Enter). A search already loaded is shown from the cache, so nothing is asked.
  const pressSearch = (nextZip: string, nextRadius: number) => {
    const next = { zipCode: nextZip.trim(), radius: nextRadius };
    if (isShown(nextZip, nextRadius) || queryClient.getQueryData(jobSearchQuery(next).queryKey)) return;
    askJobSearchAhead(next);
    // Typed before the page started (no focus seen since): the parsing loads beside the request.
    prepareSearch();
  };

  const clearFilters = () => {
    clear();
    // The Clear Filters button disappears with the results; keyboard focus goes back to the ZIP field.
    zipRef.current?.focus();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        Find Game Day Gigs
      </h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-600">
        Paid scorekeeping, scoreboard and live-streaming gigs at youth games around Tampa Bay.
      </p>

      <div className="mt-8 flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-6">
        <div className="contents" onFocusCapture={prepareSearch}>
          <ZipRadiusSearchForm
            label="Find gigs"
            idPrefix="jobs"
            zip={zip}
            radius={radius}
            onSearch={runSearch}
            onSearchPressed={pressSearch}
            zipError={zipError}
            zipMaxLength={10}
            zipRef={zipRef}
          />
        </div>
        <JobTypeChips chips={FIND_WORK_CHIPS} value={jobType} onChange={setJobType} />
      </div>

      {/* Always mounted, so screen readers hear each change of state after Search or a chip. */}
      <p role="status" className="sr-only">
        {statusText(searched, results.isPending, results.error, zipError, jobs.length, results.hasNextPage)}
      </p>

      <div className="mt-8">
        <JobResults
          badgeFor={(job) => <AvailabilityFitBadge fit={fits.data?.find((f) => f.jobId === job.id)} />}
          searched={searched}
          zip={zip}
          radius={radius}
          jobType={jobType}
          isPending={results.isPending}
          error={zipError ? null : results.error}
          zipRefused={zipError !== null}
          jobs={jobs}
          hasNextPage={results.hasNextPage}
          isFetchingNextPage={results.isFetchingNextPage}
          onLoadMore={() => results.fetchNextPage()}
          onRetry={() => void results.refetch()}
          onClear={clearFilters}
        />
      </div>
    </div>
  );
}

function statusText(
  searched: boolean,
  isPending: boolean,
  error: Error | null,
  zipError: string | null,
  count: number,
  more: boolean,
): string {
  // Empty before a search: the prompt is on screen already and need not be read twice.
  if (!searched) return '';
  if (isPending) return 'Loading gigs...';
  // The field's own error is an alert already; reading it twice would only repeat it.
  if (zipError) return '';
  if (error) return 'Search failed';
  return count === 0 ? 'No Gigs Found' : resultsTitle(count, more);
}
