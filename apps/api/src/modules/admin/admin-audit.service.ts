import { count, desc, lt } from 'drizzle-orm';
import type { AuditEntry } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { adminAuditLog } from '../../db/schema/index.js';
import { decodeCursor, encodeCursor } from './admin-paging.js';

/** Newest first, paged by id: the admin's read of the log audit/ writes. */
export async function listAudit(db: Db, limit: number, cursor: string | undefined) {
  const c = cursor ? decodeCursor(cursor) : null;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(adminAuditLog)
      .where(c ? lt(adminAuditLog.id, c.i) : undefined)
      .orderBy(desc(adminAuditLog.id))
      .limit(limit + 1),
    db.select({ n: count() }).from(adminAuditLog),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const items: AuditEntry[] = page.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  return {
    items,
    total: total?.n ?? 0,
    nextCursor: rows.length > limit && last ? encodeCursor({ v: '', i: last.id }) : null,
  };
}
