import { and, eq, sql } from 'drizzle-orm';
import { PAYMENT_SETTINGS_MESSAGES, type PaymentSettingsBody } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { assertSelf, type UserRow } from '../../plugins/session.js';
import { refuseMinorPayoutSettings } from '../guardians/guardian-state.js';
import { fillMissingHelperPicture } from '../helper-profiles/helper-profiles.service.js';
import { fillMissingTeamPicture } from '../team-profiles/team-profiles.service.js';
import { assertOwnUpload } from '../uploads/uploads.service.js';

const blankToNull = (value: string | null) => (value ? value : null);

/**
 * Saves what the body names and leaves the rest. A preferred method must end up with its handle,
 * checked against the stored value too, in the same conditional update (no read-then-write race).
 */
export async function updatePaymentSettings(
  db: Db,
  actor: UserRow,
  userId: number,
  body: PaymentSettingsBody,
): Promise<UserRow> {
  assertSelf(actor, userId);
  const givesHandle = !!body.venmoUsername || !!body.paypalEmail || !!body.preferredPaymentMethod;
  if (givesHandle) await refuseMinorPayoutSettings(db, actor);
  const set: Partial<typeof users.$inferInsert> = {};
  if (body.venmoUsername !== undefined) set.venmoUsername = blankToNull(body.venmoUsername);
  if (body.paypalEmail !== undefined) set.paypalEmail = blankToNull(body.paypalEmail)?.toLowerCase() ?? null;
  if (body.preferredPaymentMethod !== undefined) set.preferredPaymentMethod = body.preferredPaymentMethod;
  // Nothing to change is not an error: the answer is the account as it is.
  if (Object.keys(set).length === 0) return actor;

  const venmoAfter = 'venmoUsername' in set ? sql`${set.venmoUsername ?? null}::text` : users.venmoUsername;
  const paypalAfter = 'paypalEmail' in set ? sql`${set.paypalEmail ?? null}::text` : users.paypalEmail;
  const methodAfter =
    'preferredPaymentMethod' in set
      ? sql`${set.preferredPaymentMethod ?? null}::text`
      : users.preferredPaymentMethod;
  const [updated] = await db
    .update(users)
    .set(set)
    .where(
      and(
        eq(users.id, userId),
        sql`(${methodAfter} is distinct from 'venmo' or ${venmoAfter} is not null)`,
        sql`(${methodAfter} is distinct from 'paypal' or ${paypalAfter} is not null)`,
      ),
    )
    .returning();
  if (updated) return updated;
  const [current] = await db.select().from(users).where(eq(users.id, userId));
  if (!current) throw notFound('User not found', 'user_not_found');
  const method =
    set.preferredPaymentMethod !== undefined ? set.preferredPaymentMethod : current.preferredPaymentMethod;
  const field = method === 'paypal' ? 'paypalEmail' : 'venmoUsername';
  const message =
    method === 'paypal' ? PAYMENT_SETTINGS_MESSAGES.paypalRequired : PAYMENT_SETTINGS_MESSAGES.venmoRequired;
  throw badRequest(message, 'validation_error', [{ path: field, message }]);
}

/** Sets the account picture, and fills the user's profiles that have none yet (the sign-up picture). */
export async function updateProfileImage(
  db: Db,
  actor: UserRow,
  userId: number,
  url: string | null,
): Promise<UserRow> {
  assertSelf(actor, userId);
  await assertOwnUpload(db, actor.id, url);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(users)
      .set({ profileImageUrl: url })
      .where(eq(users.id, userId))
      .returning();
    if (url) {
      await fillMissingHelperPicture(tx, userId, url);
      await fillMissingTeamPicture(tx, userId, url);
    }
    return updated!;
  });
}
