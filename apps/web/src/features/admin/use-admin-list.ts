import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { adminListQuery } from './api/queries';
import type { AdminListTab } from './api/keys';

const PAGE_SIZE = 25;

/** One tab's list: sort, order and a stack of cursors (Previous pops, Next pushes); a new search restarts. */
export function useAdminList<T extends AdminListTab>(tab: T, q: string, defaultSort: string) {
  const [sort, setSort] = useState(defaultSort);
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [lastQ, setLastQ] = useState(q);
  if (q !== lastQ) {
    // Adjusting state during render (React's documented pattern) rather than an effect: no stale page.
    setLastQ(q);
    setCursors([undefined]);
  }
  const query = useQuery({
    ...adminListQuery(tab, { q, sort, order, limit: PAGE_SIZE, cursor: cursors.at(-1) }),
    placeholderData: keepPreviousData,
  });
  return {
    query,
    rows: query.data?.items ?? [],
    total: query.data?.total ?? null,
    totalCapped: query.data?.totalCapped ?? false,
    sort,
    order,
    page: cursors.length,
    hasNext: Boolean(query.data?.nextCursor),
    onSort(next: string) {
      if (next === sort) setOrder(order === 'asc' ? 'desc' : 'asc');
      else {
        setSort(next);
        setOrder('asc');
      }
      setCursors([undefined]);
    },
    onNext() {
      const next = query.data?.nextCursor;
      if (next) setCursors([...cursors, next]);
    },
    onPrevious() {
      if (cursors.length > 1) setCursors(cursors.slice(0, -1));
    },
  };
}
