import { sql, type SQL } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { teamProfiles } from './profiles.js';
import { jobs } from './jobs.js';
import { users } from './users.js';

/** Every admin action: who did what to which record, the record before and after, and when. */
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

/**
 * The text the admin search box matches, one lowercased expression per table. The queries use these
 * very expressions so the trigram (pg_trgm, GIN) indexes of migration 0007_admin_search_trgm serve
 * `like '%q%'`; change one only together with a new migration for its index.
 */
const lowerJoin = (...parts: (AnyPgColumn | SQL)[]): SQL =>
  sql`lower(${sql.join(
    parts.map((p) => sql`${p}`),
    sql` || ' ' || `,
  )})`;

export const userSearchText = lowerJoin(users.firstName, users.lastName, users.email, users.zipCode);
export const jobSearchText = lowerJoin(jobs.title, jobs.location, jobs.zipCode);
export const teamSearchText = sql`lower(${teamProfiles.teamName} || ' ' || coalesce(${teamProfiles.teamLocation}, ''))`;
