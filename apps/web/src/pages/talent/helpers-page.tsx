import { Button } from '@/components/ui/button';
import { HelperGrid, HelperGridSkeleton } from '@/features/talent/helper-grid';
import { LoadMoreButton } from '@/components/search/load-more-button';
import { HELPER_LIST_PAGE_SIZE as PAGE_SIZE } from '@/features/talent/api/helpers-api';
import { useHelperList } from '@/features/talent/use-helpers';

/** /helpers: every helper, verified and best rated first; "Load more" shows the next twelve. */
export function Component() {
  const list = useHelperList(PAGE_SIZE);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">All Helpers</h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-600">
        Every scorekeeper, scoreboard operator and live streamer on Sideline, verified and best rated first.
      </p>
      <div className="mt-8" aria-busy={list.isFetching || undefined}>
        <Body list={list} />
      </div>
    </div>
  );
}

function Body({ list }: { list: ReturnType<typeof useHelperList> }) {
  if (list.isPending) return <HelperGridSkeleton count={6} />;
  if (list.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-900">
        <p className="font-semibold">Helpers could not be loaded.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void list.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  const helpers = list.data.pages.flatMap((page) => page.items);
  if (helpers.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-slate-300 px-6 py-14 text-center">
        <h2 className="text-xl font-semibold text-slate-900">No helpers yet</h2>
        <p className="mt-2 text-slate-600">No helper has created a profile yet. Check back soon.</p>
      </div>
    );
  }
  return (
    <>
      <HelperGrid id="all-helpers-list" helpers={helpers} headingLevel="h2" label="Helpers" />
      <LoadMoreButton
        hasNextPage={list.hasNextPage}
        isFetchingNextPage={list.isFetchingNextPage}
        onLoadMore={() => list.fetchNextPage()}
        listId="all-helpers-list"
        shown={helpers.length}
        cardLinkPrefix="/helpers/"
        loadingLabel="Loading more helpers"
      />
    </>
  );
}
