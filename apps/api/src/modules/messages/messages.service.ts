import { eq } from 'drizzle-orm';
import { MESSAGE_MESSAGES, type Message } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { jobs, messages, users } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import type { UserRow } from '../../plugins/session.js';

type MessageRow = typeof messages.$inferSelect;

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

export interface NewMessage {
  recipientId: number;
  jobId: number | null;
  subject: string | null;
  content: string;
}

/** The sender is the session user, whatever the body said. */
export async function sendMessage(db: Db, sender: UserRow, input: NewMessage): Promise<Message> {
  await consumeRateLimit(db, `message:${sender.id}`, {
    limit: 30,
    windowSeconds: 60,
    message: 'You are sending messages too quickly. Please wait a moment.',
  });
  if (input.recipientId === sender.id) throw badRequest(MESSAGE_MESSAGES.self, 'self_message');
  const [recipient] = await db.select({ id: users.id }).from(users).where(eq(users.id, input.recipientId));
  if (!recipient) throw notFound(MESSAGE_MESSAGES.recipientNotFound, 'recipient_not_found');
  if (input.jobId !== null) {
    const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, input.jobId));
    if (!job) throw badRequest('That job does not exist.', 'job_not_found');
  }
  const [row] = await db
    .insert(messages)
    .values({
      senderId: sender.id,
      recipientId: input.recipientId,
      jobId: input.jobId,
      subject: input.subject,
      content: input.content,
    })
    .returning();
  return toMessageView(row!);
}
