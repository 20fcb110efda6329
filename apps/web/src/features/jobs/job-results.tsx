import { Briefcase, SearchX } from 'lucide-react';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { serviceTypeInfo, type JobSummary, type JobType } from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { JobGrid, JobGridSkeleton } from '@/components/jobs/job-card';
import { LoadMoreButton } from '@/components/search/load-more-button';

export const PROMPT_TITLE = 'Search for Gigs';
export const EMPTY_TITLE = 'No Gigs Found';
export const EMPTY_TEXT =
  "We couldn't find any jobs matching your criteria. Try adjusting your filters or searching for a different ZIP code.";

interface JobResultsProps {
  searched: boolean;
  zip: string;
  radius: number;
  jobType: JobType | null;
  isPending: boolean;
  /** Set for failures other than a refused ZIP, which the search form shows under its field. */
  error: Error | null;
  zipRefused: boolean;
  /** The jobs after the client-side type filter. */
  jobs: JobSummary[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => Promise<unknown>;
  onRetry: () => void;
  onClear: () => void;
  /** A mark per card, from the page (Find Work: availability). */
  badgeFor?: (job: JobSummary) => ReactNode;
}

/** The spec's states in order: prompt, skeletons, error, 'No Gigs Found', then the cards. */
export function JobResults(props: JobResultsProps) {
  const { searched, isPending, error, zipRefused, jobs } = props;

  if (!searched) {
    return (
      <EmptyPanel
        icon={<Briefcase className="size-10 text-brand-700" aria-hidden="true" />}
        title={PROMPT_TITLE}
      >
        Enter your ZIP code and press Search to see scorekeeping, scoreboard and streaming gigs near you, or
        search without one to see every upcoming gig.
      </EmptyPanel>
    );
  }
  if (isPending) return <JobGridSkeleton count={6} />;
  if (zipRefused) {
    return (
      <EmptyPanel
        icon={<SearchX className="size-10 text-slate-600" aria-hidden="true" />}
        title="Check the ZIP code"
      >
        We don&rsquo;t know that ZIP code. Enter a 5-digit US ZIP code, or leave it empty to search
        everywhere.
      </EmptyPanel>
    );
  }
  if (error) {
    return (
      <Alert variant="destructive">
        <div>
          <AlertTitle>Search failed</AlertTitle>
          <AlertDescription className="mt-1">Something went wrong. Please try again.</AlertDescription>
          <Button variant="outline" size="sm" className="mt-3" onClick={props.onRetry}>
            Try Again
          </Button>
        </div>
      </Alert>
    );
  }
  if (jobs.length === 0) {
    return (
      <>
        <EmptyPanel
          icon={<SearchX className="size-10 text-slate-600" aria-hidden="true" />}
          title={EMPTY_TITLE}
        >
          {EMPTY_TEXT}
          <Button variant="outline" className="mt-5" onClick={props.onClear}>
            Clear Filters
          </Button>
        </EmptyPanel>
        {/* The chip filters only what is loaded, so a later page may still hold matching gigs. */}
        <LoadMore {...props} />
      </>
    );
  }
  return <ResultsList {...props} />;
}

/**
 * Cards drawn with the results' first frame: the grid's first row (1, 2 or 3 columns at Tailwind's
 * sm and lg breakpoints), all a phone's first screen shows of them below the search form. At a
 * phone's speed twenty cards take hundreds of milliseconds to render and lay out, so the heading and
 * these are drawn at once and the rest once that frame is painted, in a transition that a tap can
 * interrupt (issue 34). Only on the list's first render: a new search unmounts it (the skeletons
 * show meanwhile), and Load more adds to a list already whole.
 */
function firstCards(): number {
  if (typeof window === 'undefined' || !window.matchMedia) return 3;
  if (window.matchMedia('(min-width: 64rem)').matches) return 3;
  return window.matchMedia('(min-width: 40rem)').matches ? 2 : 1;
}

function useDrawnCount(total: number): number {
  const [first] = useState(firstCards);
  const [whole, setWhole] = useState(false);
  useEffect(() => {
    if (whole) return;
    let timer = 0;
    // A frame callback runs before that frame's paint; the timeout it sets runs after it.
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => startTransition(() => setWhole(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [whole]);
  return whole ? total : Math.min(total, first);
}

function ResultsList(props: JobResultsProps) {
  const { zip, radius, jobType, jobs } = props;
  const drawn = useDrawnCount(jobs.length);
  return (
    <section aria-labelledby="job-results-title">
      {/* tabIndex -1: focus lands here when Load more brings nothing new to show. */}
      {/* elementtiming: the browser reports when the results' heading is first painted (bench:web). */}
      <h2
        id="job-results-title"
        elementtiming="search-results"
        tabIndex={-1}
        className="text-lg font-semibold text-slate-900 focus:outline-none"
      >
        {resultsTitle(jobs.length, props.hasNextPage)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{searchScope(zip, radius, jobType)}</p>
      <div className="mt-6">
        <JobGrid
          id="job-results-list"
          jobs={drawn < jobs.length ? jobs.slice(0, drawn) : jobs}
          label="Search results"
          badgeFor={props.badgeFor}
        />
      </div>
      {/* Below the whole list only: drawn under the first row, it would jump down a frame later. */}
      {drawn >= jobs.length && <LoadMore {...props} />}
    </section>
  );
}

export function resultsTitle(count: number, more: boolean): string {
  return `${count}${more ? '+' : ''} ${count === 1 && !more ? 'gig' : 'gigs'} found`;
}

/** e.g. "Streaming gigs within 25 miles of 33602, soonest first". */
export function searchScope(zip: string, radius: number, jobType: JobType | null): string {
  const what = jobType ? `${serviceTypeInfo(jobType).label} gigs` : 'Upcoming gigs';
  const where = zip
    ? `within ${radius} miles of ${zip}, soonest then nearest`
    : 'in all areas, soonest first';
  return `${what} ${where}.`;
}

function LoadMore({ hasNextPage, isFetchingNextPage, onLoadMore, jobs }: JobResultsProps) {
  return (
    <LoadMoreButton
      hasNextPage={hasNextPage}
      isFetchingNextPage={isFetchingNextPage}
      onLoadMore={onLoadMore}
      listId="job-results-list"
      shown={jobs.length}
      cardLinkPrefix="/jobs/"
      loadingLabel="Loading more gigs"
      fallbackFocusIds={['job-results-title', 'jobs-zip']}
    />
  );
}

function EmptyPanel({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-6 py-14 text-center">
      {icon}
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 flex max-w-md flex-col items-center text-slate-600">{children}</div>
    </div>
  );
}
