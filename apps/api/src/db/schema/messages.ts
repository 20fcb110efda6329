import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
