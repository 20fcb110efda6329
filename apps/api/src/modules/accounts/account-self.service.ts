import { and, eq, isNull } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { forbidden } from '../../lib/errors.js';
import { deleteUserSessions, type UserRow } from '../../plugins/session.js';

/*
 * Account writes that the profile and guardian modules need. They live below users/ (which itself
 * calls the profile modules and guardians) so those modules never import users/.
 */

/** The spec's clients send their own userId in bodies; any other id is refused, never silently used. */
export function assertOwnUserId(actor: UserRow, userId: number | undefined): void {
  if (userId !== undefined && userId !== actor.id)
    throw forbidden('You can only create or change your own profile.', 'not_self');
}

/** The one Venmo handle of the account, written by either profile form (absent: left as it is). */
export async function setVenmoHandle(db: Db, userId: number, handle: string | undefined): Promise<void> {
  if (handle === undefined) return;
  await db.update(users).set({ venmoUsername: handle }).where(eq(users.id, userId));
}

/**
 * Closes an account for good on its guardian's word (decision 23): like a suspension, sign-in is
 * refused, its sessions end and it leaves search. Runs in the caller's transaction.
 */
export async function closeAccount(tx: DbOrTx, userId: number): Promise<void> {
  await tx.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, userId));
  await deleteUserSessions(tx, userId);
}

/**
 * The account row under a lock until the caller's transaction ends: a consent checks the address,
 * its confirmation and the date of birth it then relies on (decision 27).
 */
export async function lockAccount(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({
      id: users.id,
      email: users.email,
      emailConfirmedAt: users.emailConfirmedAt,
      dateOfBirth: users.dateOfBirth,
      zipCode: users.zipCode,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** An account without a date of birth gives one (a guardian's consent); a stored date never changes. */
export async function setMissingDateOfBirth(tx: DbOrTx, userId: number, dateOfBirth: string): Promise<void> {
  await tx
    .update(users)
    .set({ dateOfBirth })
    .where(and(eq(users.id, userId), isNull(users.dateOfBirth)));
}
