import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ADVERSE_ACTION_STAGES, BACKGROUND_CHECK_STATUSES, SAFESPORT_STATUSES } from '@sideline/shared';
import { teamProfiles } from './profiles.js';
import { users } from './users.js';

/**
 * A helper's background checks at the provider (decision 0050): one row per check started. Only
 * the provider's ids, the status and dates are kept, never anything the report says.
 */
export const backgroundChecks = pgTable(
  'background_checks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: BACKGROUND_CHECK_STATUSES }).notNull().default('invited'),
    candidateId: text().notNull(),
    invitationId: text().notNull(),
    invitationUrl: text(),
    reportId: text(),
    invitedAt: timestamp({ withTimezone: true }).notNull(),
    completedAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
    adverseAction: text({ enum: ADVERSE_ACTION_STAGES }).notNull().default('none'),
    preAdverseAt: timestamp({ withTimezone: true }),
    respondBy: timestamp({ withTimezone: true }),
    finalAdverseAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('background_checks_user_idx').on(t.userId, t.invitedAt),
    uniqueIndex('background_checks_invitation_unique').on(t.invitationId),
    index('background_checks_report_idx').on(t.reportId),
    // One check under way per person: a second POST races into this index, not past it.
    uniqueIndex('background_checks_one_open')
      .on(t.userId)
      .where(sql`${t.status} in ('invited', 'pending')`),
  ],
);

/** SafeSport certificates a helper uploaded; staff verify them from the admin queue. */
export const safeSportCertificates = pgTable(
  'safesport_certificates',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text({ enum: SAFESPORT_STATUSES }).notNull().default('pending'),
    /** The private storage key of the file (never served publicly). */
    fileKey: text().notNull(),
    fileType: text({ enum: ['pdf', 'image'] }).notNull(),
    completedOn: date({ mode: 'string' }).notNull(),
    expiresOn: date({ mode: 'string' }).notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    note: text(),
  },
  (t) => [
    index('safesport_certificates_user_idx').on(t.userId, t.submittedAt),
    index('safesport_certificates_pending_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A team's default requirements for the jobs it posts. */
export const teamSafetyDefaults = pgTable('team_safety_defaults', {
  teamId: integer()
    .primaryKey()
    .references(() => teamProfiles.id, { onDelete: 'cascade' }),
  backgroundCheck: boolean().notNull().default(false),
  safeSport: boolean().notNull().default(false),
});
