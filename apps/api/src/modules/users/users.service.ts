import { and, eq, isNull } from 'drizzle-orm';
import type { PaymentSettingsBody } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { helperProfiles, teamProfiles, users } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { assertOwnUpload } from '../uploads/uploads.service.js';

/** Account settings are only ever the signed-in user's own (admins included: they use admin tools). */
export function assertSelf(actor: UserRow, userId: number): void {
  if (actor.id !== userId) throw forbidden('You can only change your own account.', 'not_self');
}

export async function updatePaymentSettings(
  db: Db,
  actor: UserRow,
  userId: number,
  body: PaymentSettingsBody,
): Promise<UserRow> {
  assertSelf(actor, userId);
  const [updated] = await db
    .update(users)
    .set({
      ...(body.venmoUsername !== undefined ? { venmoUsername: body.venmoUsername } : {}),
      ...(body.paypalEmail !== undefined ? { paypalEmail: body.paypalEmail?.toLowerCase() ?? null } : {}),
      ...(body.preferredPaymentMethod !== undefined
        ? { preferredPaymentMethod: body.preferredPaymentMethod }
        : {}),
    })
    .where(eq(users.id, userId))
    .returning();
  if (!updated) throw notFound('User not found', 'user_not_found');
  return updated;
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
      await tx
        .update(helperProfiles)
        .set({ profileImage: url })
        .where(and(eq(helperProfiles.userId, userId), isNull(helperProfiles.profileImage)));
      await tx
        .update(teamProfiles)
        .set({ profileImage: url })
        .where(and(eq(teamProfiles.userId, userId), isNull(teamProfiles.profileImage)));
    }
    return updated!;
  });
}

export async function updateNotificationSettings(
  db: Db,
  actor: UserRow,
  userId: number,
  messageEmails: boolean,
): Promise<UserRow> {
  assertSelf(actor, userId);
  const [updated] = await db.update(users).set({ messageEmails }).where(eq(users.id, userId)).returning();
  return updated!;
}
