import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A user's choice for one kind of notification on one channel. Only choices the user made are
 * stored; a missing row means the channel's default (email on, push off).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['reminders', 'payments', 'reviews', 'messages', 'applications'] }).notNull(),
    channel: text({ enum: ['email', 'push'] }).notNull(),
    enabled: boolean().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.channel] }),
    check(
      'notification_preferences_kind_check',
      sql`${t.kind} in ('reminders', 'payments', 'reviews', 'messages', 'applications')`,
    ),
    check('notification_preferences_channel_check', sql`${t.channel} in ('email', 'push')`),
  ],
);
