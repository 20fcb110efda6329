import type { DbOrTx } from '../../db/client.js';
import { adminAuditLog, type users } from '../../db/schema/index.js';

type Actor = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName'>;

/**
 * The audit log's one writer. It sits at the bottom of the modules (it imports none) so any module
 * that acts on someone's behalf (admin, guardians, jobs, reliability) records the entry without
 * importing the module above it. Written in the action's own transaction: an action is never done
 * without its entry.
 */
export async function recordAudit(
  tx: DbOrTx,
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
