import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import {
  MESSAGE_MESSAGES,
  messageContent,
  type Message,
  type SendMessageBody,
  type ThreadQuery,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { jobs, messages, users } from '../../db/schema/index.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import type { UserRow } from '../../plugins/session.js';
import type { PublishesEvents } from '../../lib/domain-events.js';
import type { EventBus } from '../../lib/event-bus.js';
import { requireGuardianConsent, requireTeenApproved } from '../guardians/guardian-state.js';
import { markRead, unreadTotal } from './conversations.service.js';
import { recordMessageInSummaries } from './conversation-summaries.js';
import { toMessageView } from './message-view.js';

export interface NewMessage {
  senderId: number;
  recipientId: number;
  jobId: number | null;
  subject: string | null;
  content: string;
}

export interface MessagingDeps extends PublishesEvents {
  db: Db;
  bus: EventBus;
}

/**
 * The one writer of the messages table. Takes a transaction when the message belongs to a larger
 * change (a job's cancellation notice); deliver it with `deliverMessage` once that has committed.
 * The thread's conversation summaries change in the same transaction (a savepoint inside the caller's).
 */
export async function insertMessage(db: Db, input: NewMessage): Promise<Message> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(messages).values(input).returning();
    await recordMessageInSummaries(tx, row!);
    return toMessageView(row!);
  });
}

/**
 * Delivers a stored message like every other: live to both people's open streams (with the
 * recipient's new unread total), then announced as sent: the mail and push to an offline
 * recipient, and guardians' copies, follow that event.
 */
export async function deliverMessage(deps: MessagingDeps, message: Message): Promise<void> {
  await deps.bus.publish(message.recipientId, { type: 'message', messageId: message.id });
  await deps.bus.publish(message.senderId, { type: 'message', messageId: message.id });
  await deps.bus.publish(message.recipientId, {
    type: 'unread',
    total: await unreadTotal(deps.db, message.recipientId),
  });
  await deps.domainEvents.publish({ type: 'message.sent', message });
}

/** POST /api/messages. The sender is the session user; a `senderId` in the body must be theirs. */
export async function sendMessage(
  deps: MessagingDeps,
  sender: UserRow,
  body: SendMessageBody,
): Promise<Message> {
  const { db } = deps;
  if (body.senderId !== undefined && body.senderId !== sender.id)
    throw forbidden(MESSAGE_MESSAGES.notSender, 'not_self');
  await consumeRateLimit(db, `message:${sender.id}`, {
    limit: 30,
    windowSeconds: 60,
    message: 'You are sending messages too quickly. Please wait a moment.',
  });
  if (body.recipientId === sender.id) throw badRequest(MESSAGE_MESSAGES.self, 'self_message');
  const [recipient] = await db
    .select({ id: users.id, dateOfBirth: users.dateOfBirth, zipCode: users.zipCode })
    .from(users)
    .where(eq(users.id, body.recipientId));
  if (!recipient) throw notFound(MESSAGE_MESSAGES.recipientNotFound, 'recipient_not_found');
  // No private messaging between an adult and a minor: a teen writes, and is written to, only once a
  // guardian has approved the account, and that guardian is copied on every message (decision 23).
  await requireGuardianConsent(db, sender);
  await requireTeenApproved(db, recipient);
  const jobId = body.jobId ?? null;
  if (jobId !== null) {
    const [job] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId));
    if (!job) throw badRequest('That job does not exist.', 'job_not_found');
  }
  const message = await insertMessage(db, {
    senderId: sender.id,
    recipientId: body.recipientId,
    jobId,
    subject: body.subject || null,
    content: messageContent(body),
  });
  await deliverMessage(deps, message);
  return message;
}

const involving = (userId: number) => or(eq(messages.senderId, userId), eq(messages.recipientId, userId));

/** The given messages, restricted to those the user sent or received, oldest first. */
export async function messagesOfUser(db: Db, userId: number, ids: number[]): Promise<Message[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(messages)
    .where(and(inArray(messages.id, ids), involving(userId)))
    .orderBy(asc(messages.id));
  return rows.map(toMessageView);
}

/** Ids of the user's messages after `afterId` (a reconnecting stream's catch-up), oldest first. */
export async function messageIdsAfter(
  db: Db,
  userId: number,
  afterId: number,
  limit: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(gt(messages.id, afterId), involving(userId)))
    .orderBy(asc(messages.id))
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * The viewer read what `otherId` sent them (in one job thread, or all): the sender's open streams
 * hear of it, the viewer's unread total refreshes, and the conversation's email is re-armed.
 */
export async function readConversation(
  deps: MessagingDeps,
  me: number,
  otherId: number,
  jobId: ThreadQuery['jobId'],
): Promise<number> {
  const updated = await markRead(deps.db, me, otherId, jobId);
  if (updated > 0) {
    await deps.bus.publish(otherId, {
      type: 'read',
      readerId: me,
      jobId: typeof jobId === 'number' ? jobId : null,
      readAt: new Date().toISOString(),
    });
    await deps.bus.publish(me, { type: 'unread', total: await unreadTotal(deps.db, me) });
    await deps.domainEvents.publish({ type: 'conversation.read', readerId: me, otherId });
  }
  return updated;
}
