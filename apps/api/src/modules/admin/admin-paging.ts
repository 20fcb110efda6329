import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { idSchema } from '@sideline/shared';
import { badRequest } from '../../lib/errors.js';

/** A sort key: the SQL expression and the type its text form is cast back to in the keyset. */
export interface SortKey {
  expr: SQL | AnyPgColumn;
  type: 'text' | 'integer' | 'date';
}

/**
 * The keyset of the last row on a page: its sort value as PostgreSQL's own text form (exact for
 * every type, so no rounding of timestamps or floats) and its id as the tie-breaker.
 */
const CursorSchema = z.object({ v: z.string().max(1000), i: idSchema }).strict();
export type Cursor = z.infer<typeof CursorSchema>;

export const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

export function decodeCursor(value: string): Cursor {
  if (/^[A-Za-z0-9_-]+$/.test(value)) {
    try {
      const parsed = CursorSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
      if (parsed.success) return parsed.data;
    } catch {
      // not JSON: refused below
    }
  }
  throw badRequest('Invalid cursor', 'invalid_cursor');
}

const CASTS = { text: sql`text`, integer: sql`integer`, date: sql`date` };

/** The where-condition after the cursor, the order by, and the sort value to select, for one key. */
export function keyset(key: SortKey, id: AnyPgColumn, order: 'asc' | 'desc', cursor: string | undefined) {
  const dir = order === 'asc' ? asc : desc;
  let after: SQL | undefined;
  if (cursor) {
    const c = decodeCursor(cursor);
    const cmp = order === 'asc' ? sql`>` : sql`<`;
    after = sql`(${key.expr}, ${id}) ${cmp} (cast(${c.v} as ${CASTS[key.type]}), ${c.i})`;
  }
  return {
    after,
    orderBy: [dir(key.expr), dir(id)],
    sortValue: sql<string>`(${key.expr})::text`,
  };
}

/** Page of `limit` from `limit + 1` rows; the next cursor from the last row kept. */
export function pageOf<R extends { sortValue: string; id: number }>(rows: R[], limit: number) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor({ v: last.sortValue, i: last.id }) : null;
  return { page, nextCursor };
}

/** `%q%` for like, with the user's own % _ \ taken literally; lowercased for the lower() indexes. */
export const containsPattern = (q: string) => `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The enum values whose value or label contains q (case-insensitive): `role`, `status`, services. */
export function matchingValues<V extends string>(q: string, labels: Record<V, string>): V[] {
  const needle = q.toLowerCase();
  return (Object.keys(labels) as V[]).filter(
    (v) => v.toLowerCase().includes(needle) || labels[v].toLowerCase().includes(needle),
  );
}
