import { useRef } from 'react';
import { ZipRadiusSearchForm } from '@/components/search/zip-radius-search-form';
import { helpersFoundTitle } from '@/features/talent/helpers-found-title';
import { SkillChips } from '@/features/talent/skill-chips';
import { PassportFilterSelect } from '@/features/talent/passport-filter';
import { AvailableFilter } from '@/features/talent/available-filter';
import { TalentResults } from '@/features/talent/talent-results';
import { useHelperSearch } from '@/features/talent/use-helpers';
import { useTalentSearchParams } from '@/features/talent/use-talent-search-params';
import { ApiError } from '@/lib/api';

/** /find-talent: nothing loads until Search is pressed; the search itself lives in the URL. */
export function Component() {
  const {
    searched,
    zip,
    radius,
    skill,
    available,
    query,
    search,
    setSkill,
    setAvailable,
    clear,
    passport,
    setPassport,
  } = useTalentSearchParams();
  const results = useHelperSearch(query);
  const helpers = results.data?.pages.flatMap((page) => page.items);
  const zipRef = useRef<HTMLInputElement>(null);

  // Pressing Search again for the very same search fetches fresh results (the URL would not change).
  const runSearch = (nextZip: string, nextRadius: number) => {
    if (searched && nextZip.trim() === zip && nextRadius === radius) void results.refetch();
    else search(nextZip, nextRadius);
  };

  const clearSearch = () => {
    clear();
    // The Clear Search button disappears with the results; keyboard focus goes back to the ZIP field.
    zipRef.current?.focus();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Find Talent</h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-600">
        Scorekeepers, scoreboard operators and live streamers for your next game in Tampa Bay.
      </p>

      <div className="mt-8 flex flex-col gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-6">
        <ZipRadiusSearchForm
          label="Find helpers"
          idPrefix="talent"
          zip={zip}
          radius={radius}
          onSearch={runSearch}
          zipRef={zipRef}
        />
        <SkillChips value={skill} onChange={setSkill} />
        <PassportFilterSelect value={passport} onChange={setPassport} />
        <AvailableFilter value={available} onChange={setAvailable} />
      </div>

      {/* Always mounted, so screen readers hear each change of state after Search or a chip. */}
      <p role="status" className="sr-only">
        {statusText(searched, results, helpers)}
      </p>

      <div className="mt-8">
        <TalentResults
          searched={searched}
          zip={zip}
          radius={radius}
          skill={skill}
          isPending={results.isPending}
          error={results.error}
          helpers={helpers}
          hasNextPage={results.hasNextPage}
          isFetchingNextPage={results.isFetchingNextPage}
          onLoadMore={() => results.fetchNextPage()}
          onRetry={() => void results.refetch()}
          onClear={clearSearch}
        />
      </div>
    </div>
  );
}

function statusText(
  searched: boolean,
  results: ReturnType<typeof useHelperSearch>,
  helpers: unknown[] | undefined,
): string {
  // Empty before a search: the prompt is on screen already and need not be read twice.
  if (!searched) return '';
  if (results.isPending) return 'Loading helpers...';
  if (results.error) {
    return results.error instanceof ApiError && results.error.status === 400
      ? results.error.serverMessage
      : 'Search failed';
  }
  const count = helpers?.length ?? 0;
  return count === 0 ? 'No helpers found' : helpersFoundTitle(count, results.hasNextPage);
}
