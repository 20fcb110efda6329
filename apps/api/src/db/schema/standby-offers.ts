import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { applications, jobs } from './jobs.js';

/**
 * One offer of a job to one standby applicant (decision 0051), made by the server on the team's
 * opt-in when a booking ended early. At most one is open per job (the partial unique index settles
 * two sweeps or a sweep and a decline racing).
 */
export const standbyOffers = pgTable(
  'standby_offers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicationId: integer()
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    status: text({ enum: ['open', 'accepted', 'declined', 'expired', 'withdrawn'] })
      .notNull()
      .default('open'),
    offeredAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    closedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('standby_offers_one_open_per_job')
      .on(t.jobId)
      .where(sql`${t.status} = 'open'`),
    // An applicant who declined or let an offer lapse is not offered the job again.
    index('standby_offers_job_application_idx').on(t.jobId, t.applicationId),
    // The expiry sweep reads the open offers whose deadline has passed.
    index('standby_offers_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'open'`),
    check(
      'standby_offers_status_check',
      sql`${t.status} in ('open', 'accepted', 'declined', 'expired', 'withdrawn')`,
    ),
    check('standby_offers_deadline_check', sql`${t.expiresAt} > ${t.offeredAt}`),
  ],
);
