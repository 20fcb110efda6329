import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Every audited action, by an admin or on someone's behalf: who did what to which record, the
 * record before and after, and when. Owned by modules/audit, its only writer.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Kept when the admin's account is deleted: the entry must outlive its author. */
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    actorName: text().notNull(),
    action: text().notNull(),
    targetType: text().notNull(),
    targetId: integer().notNull(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('admin_audit_log_target_idx').on(t.targetType, t.targetId)],
);
