import { eq } from 'drizzle-orm';
import { MESSAGE_MESSAGES, type Message } from '@sideline/shared';
import { jobs, messages, users } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import type { UserRow } from '../../plugins/session.js';
import type { EventBus } from '../../lib/event-bus.js';
import { notifyLater, notifyNewMessage, type NotifyDeps } from '../notifications/notifications.service.js';
import { unreadTotal } from './conversations.service.js';

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

export interface MessagingDeps extends NotifyDeps {
  bus: EventBus;
}

/** Tells both people's open streams: the recipient gets the message and a new unread total. */
export async function publishNewMessage(deps: MessagingDeps, message: Message): Promise<void> {
  await deps.bus.publish(message.recipientId, { type: 'message', messageId: message.id });
  await deps.bus.publish(message.senderId, { type: 'message', messageId: message.id });
  await deps.bus.publish(message.recipientId, {
    type: 'unread',
    total: await unreadTotal(deps.db, message.recipientId),
  });
}

/** The sender is the session user, whatever the body said. */
export async function sendMessage(deps: MessagingDeps, sender: UserRow, input: NewMessage): Promise<Message> {
  const { db } = deps;
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
  const message = toMessageView(row!);
  await publishNewMessage(deps, message);
  await notifyLater(deps, () => notifyNewMessage(deps, message));
  return message;
}
