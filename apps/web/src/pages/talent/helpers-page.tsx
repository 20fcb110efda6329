import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button, buttonVariants } from '@/components/ui/button';
import { HelperGrid, HelperGridSkeleton } from '@/features/talent/helper-grid';
import { Pagination, pageFromParams } from '@/features/talent/pagination';
import { useHelperList } from '@/features/talent/use-helpers';

/** Twelve fills the three-column grid in whole rows. */
const PAGE_SIZE = 12;

/** /helpers: every helper, best rated first, one page per URL (?page=2). */
export function Component() {
  const [params] = useSearchParams();
  const page = pageFromParams(params);
  const list = useHelperList(page, PAGE_SIZE);

  // The layout only scrolls on a new path; a new ?page= should also start at the top.
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [page]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">All Helpers</h1>
      <p className="mt-2 max-w-2xl text-lg text-slate-600">
        Every scorekeeper, scoreboard operator and live streamer on Sideline, verified and best rated first.
        {list.data && list.data.total > 0 && ` ${list.data.total} in all.`}
      </p>
      <div className="mt-8" aria-busy={list.isFetching || undefined}>
        <Body page={page} list={list} />
      </div>
    </div>
  );
}

function Body({ page, list }: { page: number; list: ReturnType<typeof useHelperList> }) {
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
  const { helpers, totalPages, total } = list.data;
  if (helpers.length === 0) {
    // Past the last page (an old link) is different from nobody having joined yet.
    const pastEnd = total > 0 && page > 1;
    return (
      <div className="rounded-lg border border-dashed border-slate-300 px-6 py-14 text-center">
        <h2 className="text-xl font-semibold text-slate-900">
          {pastEnd ? 'No helpers on this page' : 'No helpers yet'}
        </h2>
        <p className="mt-2 text-slate-600">
          {pastEnd
            ? `There are only ${totalPages} pages of helpers.`
            : 'No helper has created a profile yet. Check back soon.'}
        </p>
        {pastEnd && (
          <Link to="/helpers" className={buttonVariants({ variant: 'outline', className: 'mt-5' })}>
            Go to Page 1
          </Link>
        )}
      </div>
    );
  }
  return (
    <>
      <HelperGrid helpers={helpers} headingLevel="h2" label={`Helpers, page ${page} of ${totalPages}`} />
      <Pagination page={page} totalPages={totalPages} label="Helpers pages" />
    </>
  );
}
