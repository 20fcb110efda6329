import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export interface Column<T> {
  key: string;
  label: string;
  /** The API's sort key, when the column sorts. */
  sort?: string;
  cell(row: T): ReactNode;
}

interface AdminTableProps<T extends { id: number }> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  sort: string;
  order: 'asc' | 'desc';
  onSort?(sort: string): void;
  onRowOpen?(row: T): void;
  rowLabel?(row: T): string;
  page: number;
  hasNext: boolean;
  onPrevious(): void;
  onNext(): void;
  loading: boolean;
}

/**
 * A table on wide screens; on a phone the same rows as stacked cards (label: value), so nothing
 * scrolls sideways at 390 px.
 */
export function AdminTable<T extends { id: number }>(props: AdminTableProps<T>) {
  const { columns, rows, sort, order } = props;
  const sortIcon = (key?: string) =>
    key !== sort ? (
      <ArrowUpDown aria-hidden="true" />
    ) : order === 'asc' ? (
      <ArrowUp aria-hidden="true" />
    ) : (
      <ArrowDown aria-hidden="true" />
    );
  return (
    <div className="flex flex-col gap-3">
      <table className="block w-full border-collapse text-left text-sm md:table">
        <caption className="sr-only">{props.caption}</caption>
        <thead className="hidden md:table-header-group">
          <tr className="border-b border-slate-300">
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                className="px-2 py-2 font-semibold text-slate-900"
                aria-sort={
                  c.sort && c.sort === sort ? (order === 'asc' ? 'ascending' : 'descending') : undefined
                }
              >
                {c.sort && props.onSort ? (
                  <button
                    type="button"
                    className="inline-flex cursor-pointer items-center gap-1 hover:underline [&_svg]:size-3.5"
                    onClick={() => props.onSort?.(c.sort!)}
                  >
                    {c.label}
                    {sortIcon(c.sort)}
                  </button>
                ) : (
                  c.label
                )}
              </th>
            ))}
            {props.onRowOpen && (
              <th scope="col" className="px-2 py-2">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length + 1} className="px-2 py-6 text-center text-slate-700">
                {props.loading ? 'Loading…' : 'No results.'}
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr
              key={row.id}
              className="mb-3 block rounded-lg border border-slate-200 bg-white p-3 md:mb-0 md:table-row md:rounded-none md:border-0 md:border-b md:p-0"
            >
              {columns.map((c) => (
                <td key={c.key} className="flex gap-2 px-0 py-1 md:table-cell md:px-2 md:py-2">
                  <span className="w-28 shrink-0 font-medium text-slate-700 md:hidden">{c.label}</span>
                  <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">{c.cell(row)}</span>
                </td>
              ))}
              {props.onRowOpen && (
                <td className="py-1 md:px-2 md:py-2">
                  <Button size="sm" variant="outline" onClick={() => props.onRowOpen?.(row)}>
                    View<span className="sr-only"> {props.rowLabel?.(row)}</span>
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <nav aria-label={`${props.caption} pages`} className={cn('flex items-center justify-end gap-2')}>
        <span className="text-sm text-slate-700">Page {props.page}</span>
        <Button size="sm" variant="outline" disabled={props.page <= 1} onClick={props.onPrevious}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={!props.hasNext} onClick={props.onNext}>
          Next
        </Button>
      </nav>
    </div>
  );
}
