import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

interface PaginationProps {
  page: number;
  totalPages: number;
  /** What the pages list, for the navigation's name: "Helpers pages". */
  label: string;
}

/** Up to 7 page numbers around the current one, so long lists stay one row on a phone. */
function pageWindow(page: number, totalPages: number): number[] {
  const size = Math.min(7, totalPages);
  const start = Math.min(Math.max(1, page - 3), totalPages - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/**
 * Previous / numbers / Next as real links that change only ?page=, keeping the other query
 * parameters, so each page has its own URL and Back works.
 */
export function Pagination({ page, totalPages, label }: PaginationProps) {
  const { search } = useLocation();
  if (totalPages <= 1) return null;

  const hrefFor = (target: number) => {
    const params = new URLSearchParams(search);
    if (target === 1) params.delete('page');
    else params.set('page', String(target));
    const query = params.toString();
    // A path-less `to` stays on the current page and only swaps the query string.
    return { search: query ? `?${query}` : '' };
  };
  const stepClass = buttonVariants({ variant: 'outline', size: 'sm' });
  const disabledClass = cn(stepClass, 'pointer-events-none opacity-60');

  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={stepClass}>
          <ChevronLeft aria-hidden="true" /> Previous
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          <ChevronLeft aria-hidden="true" /> Previous
        </span>
      )}
      <ul className="flex flex-wrap gap-1">
        {pageWindow(page, totalPages).map((n) => (
          <li key={n}>
            <Link
              to={hrefFor(n)}
              aria-label={`Page ${n}`}
              aria-current={n === page ? 'page' : undefined}
              className={buttonVariants({
                variant: n === page ? 'default' : 'ghost',
                size: 'sm',
                className: 'min-w-9',
              })}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
      {page < totalPages ? (
        <Link to={hrefFor(page + 1)} className={stepClass}>
          Next <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span aria-disabled="true" className={disabledClass}>
          Next <ChevronRight aria-hidden="true" />
        </span>
      )}
    </nav>
  );
}

/** ?page= as a page number of at least 1; anything else is page 1. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
