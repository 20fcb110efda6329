import { sql } from 'drizzle-orm';
import {
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { jobs } from './jobs.js';
import { users } from './users.js';

type AreaColumns = Record<'areaMinLat' | 'areaMaxLat' | 'areaMinLng' | 'areaMaxLng', AnyPgColumn>;
/** The alert's area as a geometric box (x = longitude, y = latitude): the indexed expression. */
export const jobAlertAreaSql = (t: AreaColumns) =>
  sql`box(point(${t.areaMinLng}, ${t.areaMinLat}), point(${t.areaMaxLng}, ${t.areaMaxLat}))`;

/**
 * A helper's job alert (issue 38): one row per user, with the alert ZIP's centroid, zone and area
 * stored so matching a posted job is one indexed query (the area holds the job, then the distance).
 */
export const jobAlerts = pgTable(
  'job_alerts',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    zipCode: text().notNull(),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    /** The alert ZIP's IANA zone: the digest goes out at 7 AM there. */
    timeZone: text().notNull(),
    radiusMiles: integer().notNull(),
    /**
     * The box the alert's circle fits in (boundingBox of the ZIP and radius), stored so one GiST index
     * finds the alerts whose own area holds a posted job; the exact distance is checked after.
     */
    areaMinLat: doublePrecision().notNull(),
    areaMaxLat: doublePrecision().notNull(),
    areaMinLng: doublePrecision().notNull(),
    areaMaxLng: doublePrecision().notNull(),
    services: text().array().notNull(),
    /** Weekdays worked, 0 = Sunday, on the venue's calendar. */
    days: integer().array().notNull(),
    channel: text({ enum: ['push', 'email', 'off'] }).notNull(),
    /** Every digest repeats it; it can only turn this user's alerts off. */
    unsubscribeToken: text().notNull(),
    /** The local date of the last digest claimed: at most one a day. */
    lastDigestOn: date({ mode: 'string' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('job_alerts_unsubscribe_unique').on(t.unsubscribeToken),
    // Only live alerts are candidates: "whose area holds this point" is one GiST probe.
    index('job_alerts_live_area_idx')
      .using('gist', jobAlertAreaSql(t))
      .where(sql`${t.channel} <> 'off'`),
    check('job_alerts_channel_check', sql`${t.channel} in ('push', 'email', 'off')`),
    check('job_alerts_radius_check', sql`${t.radiusMiles} between 1 and 100`),
  ],
);

/**
 * One row per (helper, job) an alert matched: the key is what makes a job reach a helper once,
 * however often matching runs. pushedAt or emailedAt says how it went out.
 */
export const jobAlertMatches = pgTable(
  'job_alert_matches',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    pushedAt: timestamp({ withTimezone: true }),
    emailedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.jobId] }),
    index('job_alert_matches_waiting_idx')
      .on(t.userId)
      .where(sql`${t.pushedAt} is null and ${t.emailedAt} is null`),
  ],
);
