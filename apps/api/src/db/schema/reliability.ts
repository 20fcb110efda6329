import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { helperProfiles, teamProfiles } from './profiles.js';
import { jobs } from './jobs.js';
import { users } from './users.js';

/**
 * A team's report that its booked helper did not come (decision 0042): one per job. The helper may
 * contest it until `contestBy`; a contested one waits for an admin, who upholds or overturns it.
 */
export const noShowReports = pgTable(
  'no_show_reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    helperId: integer()
      .notNull()
      .references(() => helperProfiles.id, { onDelete: 'cascade' }),
    teamId: integer()
      .notNull()
      .references(() => teamProfiles.id, { onDelete: 'cascade' }),
    status: text({ enum: ['reported', 'contested', 'upheld', 'overturned'] })
      .notNull()
      .default('reported'),
    reportedAt: timestamp({ withTimezone: true }).notNull(),
    contestBy: timestamp({ withTimezone: true }).notNull(),
    contestReason: text(),
    contestedAt: timestamp({ withTimezone: true }),
    decidedAt: timestamp({ withTimezone: true }),
    decidedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    decisionNote: text(),
  },
  (t) => [
    uniqueIndex('no_show_reports_job_unique').on(t.jobId),
    // A page of helpers' counts reads each helper's reports through this index.
    index('no_show_reports_helper_idx').on(t.helperId, t.status),
    // The admin's queue: contested reports, oldest first.
    index('no_show_reports_contested_idx')
      .on(t.contestedAt)
      .where(sql`${t.status} = 'contested'`),
    check(
      'no_show_reports_status_check',
      sql`${t.status} in ('reported', 'contested', 'upheld', 'overturned')`,
    ),
  ],
);

/**
 * A booked party backing out within LATE_CANCEL_HOURS of the start (decision 0042): the team
 * cancelling a booked job, or a helper released for missing the game-day reconfirmation.
 */
export const lateCancellations = pgTable(
  'late_cancellations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    party: text({ enum: ['helper', 'team'] }).notNull(),
    helperId: integer()
      .notNull()
      .references(() => helperProfiles.id, { onDelete: 'cascade' }),
    teamId: integer()
      .notNull()
      .references(() => teamProfiles.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    cancelledAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('late_cancellations_job_party_helper_unique').on(t.jobId, t.party, t.helperId),
    index('late_cancellations_helper_idx')
      .on(t.helperId)
      .where(sql`${t.party} = 'helper'`),
    index('late_cancellations_team_idx')
      .on(t.teamId)
      .where(sql`${t.party} = 'team'`),
    check('late_cancellations_party_check', sql`${t.party} in ('helper', 'team')`),
  ],
);
