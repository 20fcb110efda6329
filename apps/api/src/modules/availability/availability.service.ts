import { and, asc, eq, sql } from 'drizzle-orm';
import {
  AVAILABILITY_MESSAGES,
  isHelperRole,
  weeklyMinuteRanges,
  type Availability,
  type AvailabilityBody,
  type WeeklyRange,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { availabilities, availabilityBlackouts, availabilityBusy } from '../../db/schema/index.js';
import { forbidden } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { findZip } from '../geo/geo.service.js';

export const DEFAULT_TIME_ZONE = 'America/New_York';

export function assertHelper(user: UserRow): void {
  if (!isHelperRole(user.role)) throw forbidden(AVAILABILITY_MESSAGES.helpersOnly, 'wrong_role');
}

/** The weekly pattern as an int4multirange literal, or null for "any hour". */
export function weeklyMinutesLiteral(weekly: readonly WeeklyRange[]): string | null {
  if (weekly.length === 0) return null;
  return `{${weeklyMinuteRanges(weekly)
    .map(([a, b]) => `[${a},${b})`)
    .join(',')}}`;
}

/** A tstzrange literal "[start,end)" read back as its two instants. */
export function parseInstantRange(literal: string): { start: Date; end: Date } {
  const m = /^[[(]"?([^",]+)"?,"?([^",\])]+)"?[\])]$/.exec(literal);
  return { start: new Date(m![1]!), end: new Date(m![2]!) };
}

/** Everything the helper saved, with the calendar's busy times still ahead of `now`. */
export async function readAvailability(db: Db, user: UserRow, now: Date): Promise<Availability> {
  assertHelper(user);
  const [row] = await db.select().from(availabilities).where(eq(availabilities.userId, user.id));
  const blackouts = await db
    .select()
    .from(availabilityBlackouts)
    .where(eq(availabilityBlackouts.userId, user.id))
    .orderBy(asc(availabilityBlackouts.fromDate), asc(availabilityBlackouts.id));
  const busy = await db
    .select()
    .from(availabilityBusy)
    .where(
      and(
        eq(availabilityBusy.userId, user.id),
        sql`upper(${availabilityBusy.during}) > ${now.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(sql`lower(${availabilityBusy.during})`)
    .limit(200);
  const zone = row?.timeZone ?? (await findZip(db, user.zipCode))?.timeZone ?? DEFAULT_TIME_ZONE;
  return {
    saved: row !== undefined,
    timeZone: zone,
    weekly: row ? (JSON.parse(row.weekly) as WeeklyRange[]) : [],
    blackouts: blackouts.map((b) => ({ from: b.fromDate, to: b.toDate, note: b.note })),
    maxGamesPerDay: row?.maxGamesPerDay ?? null,
    calendar: {
      url: row?.calendarUrl ?? null,
      fileName: row?.calendarFileName ?? null,
      fetchedAt: row?.calendarFetchedAt?.toISOString() ?? null,
      error: row?.calendarError ?? null,
    },
    busy: busy.map((b) => {
      const { start, end } = parseInstantRange(b.during);
      return { start: start.toISOString(), end: end.toISOString(), summary: b.summary };
    }),
  };
}

/** Saves the pattern, the limit and the hand-made blackouts in one transaction (the calendar is kept). */
export async function saveAvailability(
  db: Db,
  user: UserRow,
  body: AvailabilityBody,
  now: Date,
): Promise<Availability> {
  assertHelper(user);
  const weekly = body.weekly.map(({ day, from, to }) => ({ day, from, to }));
  await db.transaction(async (tx) => {
    const values = {
      timeZone: body.timeZone,
      weekly: JSON.stringify(weekly),
      weeklyMinutes: weeklyMinutesLiteral(weekly),
      maxGamesPerDay: body.maxGamesPerDay,
      updatedAt: now,
    };
    await tx
      .insert(availabilities)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: availabilities.userId, set: values });
    await tx.delete(availabilityBlackouts).where(eq(availabilityBlackouts.userId, user.id));
    if (body.blackouts.length > 0)
      await tx.insert(availabilityBlackouts).values(
        body.blackouts.map((b) => ({
          userId: user.id,
          fromDate: b.from,
          toDate: b.to,
          note: b.note || null,
        })),
      );
  });
  return readAvailability(db, user, now);
}

/** Replaces the helper's busy times with those just read from their calendar. */
export async function replaceBusyTimes(
  db: Db,
  userId: number,
  spans: ReadonlyArray<{ start: Date; end: Date; summary: string }>,
  source: { calendarUrl: string | null; calendarFileName: string | null; error: string | null },
  now: Date,
  fallbackZone: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(availabilities)
      .values({
        userId,
        timeZone: fallbackZone,
        calendarUrl: source.calendarUrl,
        calendarFileName: source.calendarFileName,
        calendarError: source.error,
        calendarFetchedAt: now,
      })
      .onConflictDoUpdate({
        target: availabilities.userId,
        set: {
          calendarUrl: source.calendarUrl,
          calendarFileName: source.calendarFileName,
          calendarError: source.error,
          calendarFetchedAt: now,
          updatedAt: now,
        },
      });
    await tx.delete(availabilityBusy).where(eq(availabilityBusy.userId, userId));
    if (spans.length > 0)
      await tx.insert(availabilityBusy).values(
        spans.map((s) => ({
          userId,
          during: `[${s.start.toISOString()},${s.end.toISOString()})`,
          summary: s.summary,
        })),
      );
  });
}

/** A failed scheduled refetch keeps the busy times already read and records why. */
export async function recordCalendarError(db: Db, userId: number, error: string, now: Date): Promise<void> {
  await db
    .update(availabilities)
    .set({ calendarError: error, calendarFetchedAt: now })
    .where(eq(availabilities.userId, userId));
}

/** Forgets the calendar and its busy times. */
export async function removeCalendar(db: Db, user: UserRow, now: Date): Promise<Availability> {
  assertHelper(user);
  await db.transaction(async (tx) => {
    await tx
      .update(availabilities)
      .set({
        calendarUrl: null,
        calendarFileName: null,
        calendarError: null,
        calendarFetchedAt: null,
        updatedAt: now,
      })
      .where(eq(availabilities.userId, user.id));
    await tx.delete(availabilityBusy).where(eq(availabilityBusy.userId, user.id));
  });
  return readAvailability(db, user, now);
}

/** The calendars due for a scheduled refetch: an address, fetched longer ago than `before`. */
export function dueCalendars(db: Db, before: Date, limit: number) {
  return db
    .select({
      userId: availabilities.userId,
      url: availabilities.calendarUrl,
      timeZone: availabilities.timeZone,
    })
    .from(availabilities)
    .where(
      and(
        sql`${availabilities.calendarUrl} is not null`,
        sql`coalesce(${availabilities.calendarFetchedAt}, '-infinity') < ${before.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(availabilities.calendarFetchedAt))
    .limit(limit);
}
