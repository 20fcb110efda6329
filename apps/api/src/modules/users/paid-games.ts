import { and, eq, gt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * A team's paid job counted, inside the payment's transaction. The row lock of this update
 * serializes simultaneous payments of one team, so each sees its own distinct new count.
 */
export async function countPaidGame(
  tx: DbOrTx,
  userId: number,
): Promise<{ paidGamesCompleted: number; referredBy: string | null } | undefined> {
  const [row] = await tx
    .update(users)
    .set({
      paidGamesCompleted: sql`${users.paidGamesCompleted} + 1`,
      hasCompletedFirstPaidGame: true,
    })
    .where(eq(users.id, userId))
    .returning({ paidGamesCompleted: users.paidGamesCompleted, referredBy: users.referredBy });
  return row;
}

/**
 * Moves the cached sum of the user's credit ledger (`free_games_remaining`). A spend only succeeds
 * while the sum is positive; returns the new sum, or null when there was nothing to spend.
 */
export async function adjustFreeGames(tx: DbOrTx, userId: number, delta: 1 | -1): Promise<number | null> {
  const [row] = await tx
    .update(users)
    .set({ freeGamesRemaining: sql`${users.freeGamesRemaining} + ${delta}` })
    .where(delta < 0 ? and(eq(users.id, userId), gt(users.freeGamesRemaining, 0)) : eq(users.id, userId))
    .returning({ freeGamesRemaining: users.freeGamesRemaining });
  return row ? row.freeGamesRemaining : null;
}
