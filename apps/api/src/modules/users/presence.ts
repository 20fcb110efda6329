import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';

/**
 * Marks the user online; refreshed on connect and with every stream heartbeat. The notifications
 * module reads it to hold back a message mail while the recipient is watching.
 */
export async function touchPresence(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ lastStreamAt: sql`now()` })
    .where(eq(users.id, userId));
}
