import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

interface LoadMoreButtonProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => Promise<unknown>;
  /** The helper list's id and how many cards it holds now: focus goes to the first new one. */
  listId: string;
  shown: number;
}

/** "Load more" under a helper list paged by cursor; gone after the last page. */
export function LoadMoreButton({
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  listId,
  shown,
}: LoadMoreButtonProps) {
  if (!hasNextPage) return null;
  // The button vanishes after the last page, which would drop keyboard focus on the page body: move
  // it to the first newly shown card's profile link instead.
  const loadMore = async () => {
    await onLoadMore();
    requestAnimationFrame(() => {
      const cards = document.querySelectorAll<HTMLElement>(`#${listId} > li`);
      cards[shown]?.querySelector<HTMLElement>('a[href^="/helpers/"]')?.focus();
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
        {isFetchingNextPage && <Spinner className="size-4" label="Loading more helpers" />}
        {isFetchingNextPage ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}

/** "24 helpers found", or "24+ helpers found" while more can be loaded. */
export function helpersFoundTitle(count: number, more: boolean): string {
  return `${count}${more ? '+' : ''} ${count === 1 && !more ? 'helper' : 'helpers'} found`;
}
