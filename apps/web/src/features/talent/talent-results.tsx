import { SearchX, UsersRound } from 'lucide-react';
import {
  FIND_TALENT_PLACEHOLDERS,
  serviceTypeInfo,
  type HelperProfile,
  type HelperSkill,
} from '@sideline/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api';
import { HelperGrid, HelperGridSkeleton } from './helper-grid';
import { LoadMoreButton } from '@/components/search/load-more-button';
import { helpersFoundTitle } from './helpers-found-title';

export const PROMPT_TITLE = 'Search for game-day helpers';

interface TalentResultsProps {
  searched: boolean;
  zip: string;
  radius: number;
  skill: HelperSkill | null;
  isPending: boolean;
  error: Error | null;
  /** Every page loaded so far, in order. */
  helpers: HelperProfile[] | undefined;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => Promise<unknown>;
  onRetry: () => void;
  onClear: () => void;
}

/** Where the results go, e.g. "within 25 miles of 33602" or "in all areas". */
export function searchScope(zip: string, radius: number, skill: HelperSkill | null): string {
  const where = zip ? `within ${radius} miles of ${zip}` : 'in all areas';
  return skill ? `${serviceTypeInfo(skill).label} helpers ${where}` : `Helpers ${where}`;
}

/** The spec's states in order: prompt, 6 placeholders, error, 'No helpers found', then the cards. */
export function TalentResults(props: TalentResultsProps) {
  const { searched, zip, radius, skill, isPending, error, helpers, onRetry, onClear } = props;

  if (!searched) {
    return (
      <EmptyPanel
        icon={<UsersRound className="size-10 text-brand-700" aria-hidden="true" />}
        title={PROMPT_TITLE}
      >
        Enter a ZIP code to find scorekeepers, scoreboard operators and live streamers nearest you, or search
        without one to see every helper.
      </EmptyPanel>
    );
  }
  if (isPending) return <HelperGridSkeleton count={FIND_TALENT_PLACEHOLDERS} label={null} />;
  if (error) {
    // A 400 is the server refusing the ZIP ('Unknown ZIP code'): say it plainly next to the form.
    const badZip = error instanceof ApiError && error.status === 400;
    return (
      <Alert variant="destructive">
        <div>
          <AlertTitle>{badZip ? (error as ApiError).serverMessage : 'Search failed'}</AlertTitle>
          <AlertDescription className="mt-1">
            {badZip ? 'Check the ZIP code and search again.' : 'Something went wrong. Please try again.'}
          </AlertDescription>
          {!badZip && (
            <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
              Try Again
            </Button>
          )}
        </div>
      </Alert>
    );
  }
  if (!helpers || helpers.length === 0) {
    return (
      <EmptyPanel
        icon={<SearchX className="size-10 text-slate-600" aria-hidden="true" />}
        title="No helpers found"
      >
        We couldn&rsquo;t find helpers matching your search. Try a larger radius, another skill or a different
        ZIP code.
        <Button variant="outline" className="mt-5" onClick={onClear}>
          Clear Search
        </Button>
      </EmptyPanel>
    );
  }
  return (
    <section aria-labelledby="talent-results-title">
      <h2 id="talent-results-title" className="text-lg font-semibold text-slate-900">
        {helpersFoundTitle(helpers.length, props.hasNextPage)}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {searchScope(zip, radius, skill)}, {zip ? 'nearest first' : 'best rated first'}.
      </p>
      <HelperGrid id="talent-results-list" helpers={helpers} label="Search results" className="mt-6" />
      <LoadMoreButton
        hasNextPage={props.hasNextPage}
        isFetchingNextPage={props.isFetchingNextPage}
        onLoadMore={props.onLoadMore}
        listId="talent-results-list"
        shown={helpers.length}
        cardLinkPrefix="/helpers/"
        loadingLabel="Loading more helpers"
      />
    </section>
  );
}

function EmptyPanel({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-lg border border-dashed border-slate-300 px-6 py-14 text-center">
      {icon}
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 flex max-w-md flex-col items-center text-slate-600">{children}</div>
    </div>
  );
}
