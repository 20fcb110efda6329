import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { guardianships } from '../../db/schema/index.js';
import { conflict } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { recordAudit } from '../audit/audit.service.js';
import { closeAccount } from '../accounts/account-self.service.js';
import { requireGuardianOf } from './guardian-view.service.js';

export type GuardianAction = 'pause' | 'resume' | 'close';

const ACTION_MESSAGES: Record<GuardianAction, string> = {
  pause: 'Account paused. They can browse, but not apply or send messages until you resume it.',
  resume: 'Account resumed. They can apply and send messages again.',
  close: 'Account closed. They can no longer sign in.',
};

/**
 * The guardian pauses, resumes or closes the teen's account: one conditional update (so a repeated
 * or racing action changes nothing twice), with its audit entry in the same transaction.
 */
export async function actOnTeen(db: Db, guardian: UserRow, teenId: number, action: GuardianAction) {
  const before = await requireGuardianOf(db, guardian.id, teenId);
  if (before.endedReason === 'closed') throw conflict('This account is already closed.', 'conflict');
  return db.transaction(async (tx) => {
    const live = and(eq(guardianships.id, before.id), eq(guardianships.status, 'given'));
    const set =
      action === 'pause'
        ? { where: and(live, isNull(guardianships.pausedAt)), values: { pausedAt: sql`now()` } }
        : action === 'resume'
          ? { where: live, values: { pausedAt: null } }
          : {
              where: live,
              values: { status: 'ended' as const, endedAt: sql`now()`, endedReason: 'closed' as const },
            };
    const [after] = await tx.update(guardianships).set(set.values).where(set.where).returning();
    if (!after)
      throw conflict(
        action === 'pause' ? 'This account is already paused.' : 'Nothing to change.',
        'conflict',
      );
    if (action === 'close') await closeAccount(tx, teenId);
    await recordAudit(tx, guardian, {
      action: `guardian.${action}`,
      targetType: 'user',
      targetId: teenId,
      before: { status: before.status, pausedAt: before.pausedAt },
      after: { status: after.status, pausedAt: after.pausedAt, endedReason: after.endedReason },
    });
    return { message: ACTION_MESSAGES[action] };
  });
}
