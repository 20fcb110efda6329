import { count, desc, lt } from 'drizzle-orm';
import type { AuditEntry } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { adminAuditLog, type users } from '../../db/schema/index.js';
import { decodeCursor, encodeCursor } from './admin-paging.js';

type Actor = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName'>;

/** Written in the action's own transaction: an action is never done without its entry. */
export async function recordAudit(
  tx: Db,
  actor: Actor,
  entry: {
    action: string;
    targetType: string;
    targetId: number;
    before: object | null;
    after: object | null;
  },
): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorId: actor.id,
    actorName: `${actor.firstName} ${actor.lastName}`,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before as Record<string, unknown> | null,
    after: entry.after as Record<string, unknown> | null,
  });
}

/** Newest first, paged by id. */
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
