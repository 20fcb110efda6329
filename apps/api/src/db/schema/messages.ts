import { index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { jobs } from './jobs.js';

export const messages = pgTable(
  'messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer().references(() => jobs.id, { onDelete: 'set null' }),
    subject: text(),
    content: text().notNull(),
    readAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_pair_idx').on(t.senderId, t.recipientId, t.createdAt),
    index('messages_recipient_unread_idx').on(t.recipientId, t.readAt),
  ],
);

/**
 * One row per user per conversation thread (the other user, and the job or none): the thread's last
 * message and how many of its messages the user has not read. Written only by the messages module, in
 * the same transaction as the message or the read it reflects, so the conversation list reads one row
 * per thread instead of aggregating every message.
 */
export const conversationSummaries = pgTable(
  'conversation_summaries',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    otherUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Jobs are never deleted; if one were, its threads' summaries go with it (see decision 0018).
    jobId: integer().references(() => jobs.id, { onDelete: 'cascade' }),
    /** The highest message id in the thread: ids grow with time, so it is the newest message. */
    lastMessageId: integer()
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    /** Messages the other user sent this user in the thread that this user has not read. */
    unreadCount: integer().notNull().default(0),
  },
  (t) => [
    // The thread key; a direct thread (no job) is one thread too, hence NULLS NOT DISTINCT.
    unique('conversation_summaries_thread_unique').on(t.userId, t.otherUserId, t.jobId).nullsNotDistinct(),
    // The list's order: a user's threads, newest message first.
    index('conversation_summaries_user_recent_idx').on(t.userId, t.lastMessageId.desc()),
  ],
);
