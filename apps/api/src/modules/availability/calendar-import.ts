import { AVAILABILITY_MESSAGES, CALENDAR_MAX_BYTES, type Availability } from '@sideline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import {
  assertHelper,
  dueCalendars,
  readAvailability,
  recordCalendarError,
  replaceBusyTimes,
} from './availability.service.js';
import { busyTimesOf } from './calendar-busy.js';
import { fetchCalendar, normalizeCalendarUrl } from './calendar-fetch.js';

/** A calendar address is fetched again this long after its last fetch. */
export const CALENDAR_REFRESH_MS = 6 * 3600_000;
/** Calendars fetched per sweep tick, so one tick never runs long. */
const REFRESH_BATCH = 5;

type CalendarConfig = Pick<Config, 'calendarTestOrigin'> & { calendarFetchTimeoutMs?: number };

/** An uploaded .ics file's busy times replace the helper's calendar (an address stops being fetched). */
export async function importCalendarFile(
  db: Db,
  user: UserRow,
  file: { fileName: string; content: string },
  now: Date,
): Promise<Availability> {
  assertHelper(user);
  if (Buffer.byteLength(file.content, 'utf8') > CALENDAR_MAX_BYTES)
    throw badRequest(AVAILABILITY_MESSAGES.calendarTooLarge, 'calendar_too_large');
  const { timeZone } = await readAvailability(db, user, now);
  const spans = busyTimesOf(file.content, timeZone, now);
  await replaceBusyTimes(
    db,
    user.id,
    spans,
    { calendarUrl: null, calendarFileName: file.fileName, error: null },
    now,
    timeZone,
  );
  return readAvailability(db, user, now);
}

/** A calendar address: fetched at once (a refusal is the helper's answer), then on a schedule. */
export async function subscribeCalendar(
  db: Db,
  config: CalendarConfig,
  user: UserRow,
  url: string,
  now: Date,
): Promise<Availability> {
  assertHelper(user);
  const address = normalizeCalendarUrl(url);
  const { timeZone } = await readAvailability(db, user, now);
  const text = await fetchCalendar(address, config);
  const spans = busyTimesOf(text, timeZone, now);
  await replaceBusyTimes(
    db,
    user.id,
    spans,
    { calendarUrl: address, calendarFileName: null, error: null },
    now,
    timeZone,
  );
  return readAvailability(db, user, now);
}

/**
 * The scheduled refetch (SCHEDULED_SWEEPS 'calendar-refresh'): a few addresses due each tick. A
 * failure keeps the busy times already read and is shown to the helper beside the address.
 */
export async function refreshCalendars(
  deps: { db: Db; config: CalendarConfig; log: FastifyBaseLogger },
  now: Date,
): Promise<number> {
  const due = await dueCalendars(deps.db, new Date(now.getTime() - CALENDAR_REFRESH_MS), REFRESH_BATCH);
  let refreshed = 0;
  for (const calendar of due) {
    try {
      const text = await fetchCalendar(calendar.url!, deps.config);
      const spans = busyTimesOf(text, calendar.timeZone, now);
      await replaceBusyTimes(
        deps.db,
        calendar.userId,
        spans,
        { calendarUrl: calendar.url, calendarFileName: null, error: null },
        now,
        calendar.timeZone,
      );
      refreshed += 1;
    } catch (err) {
      const message = err instanceof AppError ? err.message : AVAILABILITY_MESSAGES.calendarUnreachable;
      if (!(err instanceof AppError)) deps.log.warn({ err }, 'calendar refresh failed');
      await recordCalendarError(deps.db, calendar.userId, message, now);
    }
  }
  return refreshed;
}
