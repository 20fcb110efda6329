import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface LoadMoreButtonProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => Promise<unknown>;
  /** The list's id and how many cards it holds now: focus goes to the first new one. */
  listId: string;
  shown: number;
  /** The link inside a card that takes focus, by the start of its href ("/jobs/", "/helpers/"). */
  cardLinkPrefix: string;
  /** What the spinner says to screen readers ("Loading more gigs"). */
  loadingLabel: string;
  /** Elements to focus, in order, when no new card shows (a filter hid them all). */
  fallbackFocusIds?: string[];
}

/** "Load more" under a list paged by cursor; gone after the last page. */
export function LoadMoreButton({
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  listId,
  shown,
  cardLinkPrefix,
  loadingLabel,
  fallbackFocusIds = [],
}: LoadMoreButtonProps) {
  if (!hasNextPage) return null;
  // The button vanishes after the last page, which would drop keyboard focus on the page body: move
  // it to the first newly shown card's link instead (or a fallback when none shows).
  const loadMore = async () => {
    await onLoadMore();
    requestAnimationFrame(() => {
      const cards = document.querySelectorAll<HTMLElement>(`#${listId} > li`);
      const card = cards[shown]?.querySelector<HTMLElement>(`a[href^="${cardLinkPrefix}"]`);
      const fallback = fallbackFocusIds.map((id) => document.getElementById(id)).find(Boolean);
      (card ?? fallback)?.focus();
    });
  };
  return (
    <div className="mt-8 flex justify-center">
      {/* aria-disabled rather than disabled: a disabled button would drop the keyboard focus. */}
      <Button
        variant="outline"
        aria-disabled={isFetchingNextPage || undefined}
        onClick={() => {
          if (!isFetchingNextPage) void loadMore();
        }}
      >
        {isFetchingNextPage && <Spinner className="size-4" label={loadingLabel} />}
        {isFetchingNextPage ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
