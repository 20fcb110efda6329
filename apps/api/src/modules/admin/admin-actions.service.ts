import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { ADMIN_MESSAGES, type AdminDirector, type AdminUser } from '@sideline/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import { deleteUserSessions, type UserRow } from '../../plugins/session.js';
import { directorSignups } from '../tournaments/director-review.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { toAdminUser } from './admin-user-list.js';

const userNotFound = () => notFound('User not found', 'user_not_found');

async function lockUser(tx: DbOrTx, id: number): Promise<UserRow> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!row) throw userNotFound();
  return row;
}

const suspension = (u: UserRow) => ({ suspendedAt: u.suspendedAt?.toISOString() ?? null });

/**
 * Suspends in one transaction: the flag, the end of every session and the audit entry. The session
 * lookup and sign-in both refuse a suspended user, and job search and Find Talent skip them.
 */
export async function suspendUser(db: Db, admin: UserRow, id: number): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    if (before.role === 'admin') throw forbidden(ADMIN_MESSAGES.cannotSuspendAdmin);
    if (before.suspendedAt) throw conflict(ADMIN_MESSAGES.alreadySuspended);
    const [after] = await tx
      .update(users)
      .set({ suspendedAt: new Date() })
      .where(and(eq(users.id, id), isNull(users.suspendedAt)))
      .returning();
    await deleteUserSessions(tx, id);
    await recordAudit(tx, admin, {
      action: 'user.suspend',
      targetType: 'user',
      targetId: id,
      before: suspension(before),
      after: suspension(after!),
    });
    return toAdminUser(after!);
  });
}

export async function reinstateUser(db: Db, admin: UserRow, id: number): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    if (!before.suspendedAt) throw conflict(ADMIN_MESSAGES.notSuspended);
    const [after] = await tx
      .update(users)
      .set({ suspendedAt: null })
      .where(and(eq(users.id, id), isNotNull(users.suspendedAt)))
      .returning();
    await recordAudit(tx, admin, {
      action: 'user.reinstate',
      targetType: 'user',
      targetId: id,
      before: suspension(before),
      after: suspension(after!),
    });
    return toAdminUser(after!);
  });
}

/** Approves or declines a tournament director's sign-up, once; the caller then emails them. */
export async function reviewDirector(
  db: Db,
  admin: UserRow,
  id: number,
  decision: 'approved' | 'declined',
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const before = await lockUser(tx, id);
    if (before.role !== 'tournament-director') throw notFound(ADMIN_MESSAGES.notDirector, 'user_not_found');
    if (before.directorStatus) throw conflict(ADMIN_MESSAGES.alreadyReviewed);
    const [after] = await tx
      .update(users)
      .set({ directorStatus: decision, directorReviewedAt: new Date() })
      .where(and(eq(users.id, id), isNull(users.directorStatus)))
      .returning();
    await recordAudit(tx, admin, {
      action: decision === 'approved' ? 'director.approve' : 'director.decline',
      targetType: 'user',
      targetId: id,
      before: { directorStatus: null },
      after: { directorStatus: decision },
    });
    return toAdminUser(after!);
  });
}

/**
 * The review queue, oldest sign-up first (the first 200; the total in the header tells if more wait);
 * the tournament sign-up issue adds directors to it (status null).
 */
export async function directorQueue(
  db: Db,
  status: 'pending' | 'approved' | 'declined',
): Promise<{ items: AdminDirector[]; total: number; nextCursor: null }> {
  const where = and(
    eq(users.role, 'tournament-director'),
    status === 'pending' ? isNull(users.directorStatus) : eq(users.directorStatus, status),
  );
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.id)).limit(200),
    db.select({ n: count() }).from(users).where(where),
  ]);
  const details = await directorSignups(
    db,
    rows.map((r) => r.id),
  );
  const items = rows.map((r) => ({ ...toAdminUser(r), ...details.get(r.id)! }));
  return { items, total: total?.n ?? 0, nextCursor: null };
}
