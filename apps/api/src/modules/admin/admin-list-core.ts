import { and, count, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import { ADMIN_COUNT_CAP, type AdminListQuery } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { keyset, pageOf, type SortKey } from './admin-paging.js';

/** The admin lists' shared machinery: a page by keyset, its capped total, the columns they share. */
export interface AdminPage<T> {
  items: T[];
  /** Exact up to ADMIN_COUNT_CAP; at the cap, `totalCapped` says there are more. */
  total: number;
  totalCapped?: boolean;
  nextCursor: string | null;
}

export const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
export const lowerName: SortKey = {
  expr: sql`lower(${users.firstName} || ' ' || ${users.lastName})`,
  type: 'text',
};
export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * `count(*)` of at most `cap` rows: the scan stops there instead of visiting every match. Under a
 * LIMIT the planner prices a filtered sequential (or primary-key) scan as stopping early, and picks
 * it over the trigram index; but a match of a few percent then evaluates the search expression on
 * tens of thousands of rows ("smith": 30,000 rows for 1,001 matches). Inside this one transaction
 * those two scans are priced out, so the count reads the index's bitmap and visits only matches.
 */
export async function cappedCount(db: Db, table: AnyPgTable, where: SQL | undefined, cap: number) {
  return db.transaction(async (tx) => {
    if (where) {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
    }
    const matches = tx
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(cap)
      .as('matches');
    return tx.select({ n: count() }).from(matches);
  });
}

/**
 * One list: the page by keyset, then its total. A first page that is not full is its own exact total,
 * so narrow searches never scan twice; otherwise the count stops at ADMIN_COUNT_CAP + 1 rows, because
 * an exact count of a broad match visits (and rechecks) every matching row: that, not the page, was
 * what made broad searches slow at 100,000 rows (bench/admin.ts, BENCH_EXPLAIN=1).
 */
export async function runList<R extends { sortValue: string; id: number }>(
  query: AdminListQuery,
  where: SQL | undefined,
  key: SortKey,
  id: AnyPgColumn,
  select: (after: SQL | undefined, sortValue: SQL<string>, orderBy: SQL[]) => Promise<R[]>,
  countRows: (where: SQL | undefined, cap: number) => Promise<{ n: number }[]>,
) {
  const ks = keyset(key, id, query.order, query.cursor);
  const rows = await select(and(where, ks.after), ks.sortValue, ks.orderBy);
  const paged = pageOf(rows, query.limit);
  if (!query.cursor && rows.length <= query.limit)
    return { ...paged, total: rows.length, totalCapped: false };
  const [counted] = await countRows(where, ADMIN_COUNT_CAP + 1);
  const n = counted?.n ?? 0;
  return { ...paged, total: Math.min(n, ADMIN_COUNT_CAP), totalCapped: n > ADMIN_COUNT_CAP };
}
