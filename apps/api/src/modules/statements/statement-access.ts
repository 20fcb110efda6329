import { STATEMENT_MESSAGES } from '@sideline/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { requireGuardianOf } from '../guardians/guardian-view.service.js';

/**
 * Whose earnings statement the caller may read: their own, a teen's they are the approved guardian
 * of (decision 23), or anyone's for staff. Everyone else gets the same 403, whether or not the
 * account exists.
 */
export async function statementSubject(db: Db, viewer: UserRow, userId: number): Promise<number> {
  if (userId === viewer.id) return userId;
  if (viewer.role === 'admin') {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!row) throw notFound('User not found', 'user_not_found');
    return userId;
  }
  try {
    await requireGuardianOf(db, viewer.id, userId);
  } catch (error) {
    if (error instanceof AppError) throw forbidden(STATEMENT_MESSAGES.notYours, 'forbidden');
    throw error;
  }
  return userId;
}
