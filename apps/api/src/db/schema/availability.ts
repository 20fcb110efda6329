import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** A set of [start, end) minutes, stored as PostgreSQL's int4multirange literal ("{[0,60),[90,120)}"). */
const minuteRanges = customType<{ data: string; driverData: string }>({
  dataType: () => 'int4multirange',
});

/** A [start, end) span of instants (tstzrange), written and read as its literal. */
const instantRange = customType<{ data: string; driverData: string }>({
  dataType: () => 'tstzrange',
});

/**
 * A helper's availability (issue 55): one row per user, module `availability` its only writer. The
 * weekly pattern is kept as written (for the editor) and as minutes of a two-week span in the
 * helper's zone (weeklyMinuteRanges in packages/shared), so one containment test matches a game.
 */
export const availabilities = pgTable(
  'availabilities',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    timeZone: text().notNull(),
    weekly: text().notNull().default('[]'),
    /** Null when no weekly hours are set: any hour fits. */
    weeklyMinutes: minuteRanges(),
    maxGamesPerDay: integer(),
    calendarUrl: text(),
    calendarFileName: text(),
    calendarFetchedAt: timestamp({ withTimezone: true }),
    calendarError: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('availabilities_max_games_check', sql`${t.maxGamesPerDay} between 1 and 12`),
    // The scheduled refetch reads only rows with an address, oldest first.
    index('availabilities_calendar_due_idx')
      .on(t.calendarFetchedAt)
      .where(sql`${t.calendarUrl} is not null`),
  ],
);

/** Dates the helper blocked by hand: whole days on the helper's own calendar, inclusive. */
export const availabilityBlackouts = pgTable(
  'availability_blackouts',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromDate: date({ mode: 'string' }).notNull(),
    toDate: date({ mode: 'string' }).notNull(),
    note: text(),
  },
  (t) => [
    index('availability_blackouts_user_idx').on(t.userId, t.toDate),
    check('availability_blackouts_order_check', sql`${t.fromDate} <= ${t.toDate}`),
  ],
);

/** Busy times read from the helper's calendar (a file or a fetched address), replaced on every read. */
export const availabilityBusy = pgTable(
  'availability_busy',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    during: instantRange().notNull(),
    summary: text().notNull().default(''),
  },
  (t) => [index('availability_busy_user_idx').on(t.userId)],
);
