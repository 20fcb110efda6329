import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conversationSummaries } from '../../db/schema/index.js';
import type { MessageRow } from './message-view.js';

/**
 * Records a new message in its thread's summaries, in the caller's transaction: the sender's (nothing
 * unread) and the recipient's (one more unread). Both rows go in one statement, in user id order, so
 * two people writing to each other at once lock the two rows in the same order (no deadlock). A
 * concurrent message in the same thread waits for the row lock; the summary keeps the higher id, so
 * whichever commits last it points at the later message, and each message adds its unread once.
 */
export async function recordMessageInSummaries(db: Db, message: MessageRow): Promise<void> {
  const sides = [
    { userId: message.senderId, otherUserId: message.recipientId, unreadCount: 0 },
    ...(message.recipientId === message.senderId
      ? []
      : [
          {
            userId: message.recipientId,
            otherUserId: message.senderId,
            unreadCount: message.readAt === null ? 1 : 0,
          },
        ]),
  ].sort((a, b) => a.userId - b.userId);
  await db
    .insert(conversationSummaries)
    .values(sides.map((side) => ({ ...side, jobId: message.jobId, lastMessageId: message.id })))
    .onConflictDoUpdate({
      target: [conversationSummaries.userId, conversationSummaries.otherUserId, conversationSummaries.jobId],
      set: {
        lastMessageId: sql`greatest(${conversationSummaries.lastMessageId}, excluded.last_message_id)`,
        unreadCount: sql`${conversationSummaries.unreadCount} + excluded.unread_count`,
      },
    });
}
