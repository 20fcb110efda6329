import type { Message } from '@sideline/shared';
import type { messages } from '../../db/schema/index.js';

export type MessageRow = typeof messages.$inferSelect;

/** A stored message as the API answers it (spec doc 2: id, senderId, recipientId, jobId, content, createdAt, read). */
export const toMessageView = (row: MessageRow): Message => ({
  id: row.id,
  senderId: row.senderId,
  recipientId: row.recipientId,
  jobId: row.jobId,
  subject: row.subject,
  content: row.content,
  read: row.readAt !== null,
  createdAt: row.createdAt.toISOString(),
});
