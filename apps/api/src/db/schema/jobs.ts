import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { helperProfiles, teamProfiles } from './profiles.js';

/** Cells per degree of the search grid; `gridCellsFor` in job-search-near.ts uses the same rule. */
export const GRID_CELLS_PER_DEGREE = 2;

/**
 * A job's search-grid cell: half a degree of latitude by half a degree of longitude, numbered so that
 * no two cells share a number (longitude cells run from -360 to 360, well inside 1000).
 */
export const jobGridCellSql = (t: { latitude: AnyPgColumn; longitude: AnyPgColumn }) =>
  sql`((floor(${t.latitude} * 2) * 1000 + floor(${t.longitude} * 2))::integer)`;

export const jobs = pgTable(
  'jobs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer()
      .notNull()
      .references(() => teamProfiles.id, { onDelete: 'cascade' }),
    helperId: integer().references(() => helperProfiles.id, { onDelete: 'set null' }),
    title: text().notNull(),
    description: text().notNull(),
    jobType: text({ enum: ['scorekeeper', 'scoreboard', 'streaming', 'full-service'] }).notNull(),
    jobDate: date({ mode: 'string' }).notNull(),
    startTime: text().notNull(),
    endTime: text().notNull(),
    durationMinutes: integer().notNull(),
    hourlyRateCents: integer().notNull(),
    totalPayCents: integer().notNull(),
    location: text().notNull(),
    zipCode: text().notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    /**
     * The venue's IANA zone, from its ZIP: the game's date and times are read in it (decision 21).
     * The services set it from the ZIP; the default is the zone every job was read in before.
     */
    timeZone: text().notNull().default('America/New_York'),
    status: text({ enum: ['open', 'assigned', 'rescheduling', 'completed', 'paid', 'cancelled'] })
      .notNull()
      .default('open'),
    cancelReason: text(),
    /** The job's cancellation policy (decision 24), chosen at posting within the shared limits. */
    cancelFreeUntilHours: integer().notNull().default(24),
    lateCancelPercent: integer().notNull().default(50),
    showUpPercent: integer().notNull().default(50),
    /** Why it was cancelled: weather, schedule_change or other (the note is `cancelReason`). */
    cancelReasonKind: text({ enum: ['weather', 'schedule_change', 'other'] }),
    /** What the cancellation owes the booked helper, decided by the server when it happened. */
    cancellationFeeKind: text({ enum: ['late_cancel', 'show_up'] }),
    cancellationFeePercent: integer().notNull().default(0),
    cancellationFeeCents: integer().notNull().default(0),
    /** The team pays by card, guaranteed at booking (decision 22): accepting a helper saves a card. */
    paysByCard: boolean().notNull().default(false),
    /** The safety passport a helper needs to apply and be booked (decision 0050). */
    requiresBackgroundCheck: boolean().notNull().default(false),
    requiresSafeSport: boolean().notNull().default(false),
    /**
     * The team's opt-in (decision 0051): when a booking ends early, the job is offered to its standby
     * applicants in ranked order, each with a deadline to accept (`standby_offers`).
     */
    standbyOffers: boolean().notNull().default(false),
    completedAt: timestamp({ withTimezone: true }),
    /**
     * When a helper was first booked (the accept in applications' `decide`); kept if the job reopens,
     * so posting to `assignedAt` is the job's time to fill. Null on jobs filled before it was recorded.
     */
    assignedAt: timestamp({ withTimezone: true }),
    /**
     * Until when the job gathers applications before the team may book (decision 25): set once at
     * posting from the game's start, so an edit never reopens or shortens it.
     */
    applicationWindowEndsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // Find Work reads open jobs soonest first: with the position after the date, a radius search
    // walks the index in date order and checks the bounding box from the index alone.
    index('jobs_status_date_lat_lng_idx').on(t.status, t.jobDate, t.latitude, t.longitude),
    index('jobs_status_lat_lng_idx').on(t.status, t.latitude, t.longitude),
    // A radius search reads each half-degree cell under its box in date order (job-search-near.ts):
    // the plan no longer hangs on how many jobs the planner guesses the box holds (decision 0021).
    index('jobs_status_cell_date_idx').on(t.status, jobGridCellSql(t), t.jobDate, t.latitude, t.longitude),
    index('jobs_team_idx').on(t.teamId, t.jobDate),
    index('jobs_helper_idx').on(t.helperId, t.jobDate),
    // The admin's staffing figures read the last eight weeks of postings (admin-staffing.service.ts).
    index('jobs_created_at_idx').on(t.createdAt),
    check(
      'jobs_status_check',
      sql`${t.status} in ('open', 'assigned', 'rescheduling', 'completed', 'paid', 'cancelled')`,
    ),
    check('jobs_type_check', sql`${t.jobType} in ('scorekeeper', 'scoreboard', 'streaming', 'full-service')`),
    check('jobs_money_check', sql`${t.hourlyRateCents} >= 2500 and ${t.totalPayCents} >= 0`),
    check(
      'jobs_cancellation_policy_check',
      sql`${t.cancelFreeUntilHours} between 12 and 48 and ${t.lateCancelPercent} between 50 and 100 and ${t.showUpPercent} between 50 and 100 and ${t.showUpPercent} >= ${t.lateCancelPercent}`,
    ),
    check(
      'jobs_cancel_reason_kind_check',
      sql`${t.cancelReasonKind} is null or ${t.cancelReasonKind} in ('weather', 'schedule_change', 'other')`,
    ),
    check(
      'jobs_cancellation_fee_check',
      sql`${t.cancellationFeeCents} >= 0 and (${t.cancellationFeeKind} is null) = (${t.cancellationFeeCents} = 0)`,
    ),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    helperId: integer()
      .notNull()
      .references(() => helperProfiles.id, { onDelete: 'cascade' }),
    proposedRateCents: integer().notNull(),
    message: text(),
    status: text({ enum: ['pending', 'accepted', 'rejected', 'withdrawn'] })
      .notNull()
      .default('pending'),
    /** Turned away only because another helper was accepted: back to pending if the job reopens. */
    standby: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('applications_job_helper_unique').on(t.jobId, t.helperId),
    index('applications_helper_idx').on(t.helperId, t.createdAt),
    index('applications_job_status_idx').on(t.jobId, t.status),
    check('applications_status_check', sql`${t.status} in ('pending', 'accepted', 'rejected', 'withdrawn')`),
  ],
);
