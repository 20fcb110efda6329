import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobs } from './jobs.js';
import { users } from './users.js';

/**
 * A rained-out game's proposed new time (decision 0045): asked by the team, answered by the booked
 * helper. The job keeps its own date until the answer; these rows are the history of each ask, the
 * time it replaced included. At most one unanswered proposal per job (the partial unique index).
 */
export const jobReschedules = pgTable(
  'job_reschedules',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    requestedBy: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromDate: date({ mode: 'string' }).notNull(),
    fromStartTime: text().notNull(),
    fromEndTime: text().notNull(),
    jobDate: date({ mode: 'string' }).notNull(),
    startTime: text().notNull(),
    endTime: text().notNull(),
    note: text(),
    /** Null while unanswered; a cancelled job's unanswered proposal stays null, ended by the cancel. */
    outcome: text({ enum: ['accepted', 'declined', 'withdrawn'] }),
    decidedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_reschedules_one_open_per_job')
      .on(t.jobId)
      .where(sql`${t.outcome} is null`),
    index('job_reschedules_job_idx').on(t.jobId, t.createdAt),
    check('job_reschedules_outcome_check', sql`${t.outcome} in ('accepted', 'declined', 'withdrawn')`),
  ],
);
