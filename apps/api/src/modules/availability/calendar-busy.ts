import ICAL from 'ical.js';
import { AVAILABILITY_MESSAGES, CALENDAR_HORIZON_DAYS, wallTimeToUtc } from '@sideline/shared';
import { badRequest } from '../../lib/errors.js';

export interface BusySpan {
  start: Date;
  end: Date;
  summary: string;
}

/** Repeating events are expanded no further than this many times each, so one rule cannot flood the table. */
const MAX_OCCURRENCES = 500;
/** At most this many busy times are kept per helper. */
export const MAX_BUSY_SPANS = 2000;

/**
 * The busy times in an iCalendar text, from `now` to the horizon: every event not marked free
 * (TRANSP:TRANSPARENT) or cancelled, repeating ones expanded (ical.js reads RRULE, EXDATE and the
 * calendar's own VTIMEZONEs). An all-day event blocks its whole days, read in `timeZone` (the
 * helper's). Anything that is not a calendar is refused with 400 calendar_unreadable.
 */
export function busyTimesOf(text: string, timeZone: string, now: Date): BusySpan[] {
  let root: ICAL.Component;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch {
    throw badRequest(AVAILABILITY_MESSAGES.calendarUnreadable, 'calendar_unreadable');
  }
  if (root.name !== 'vcalendar')
    throw badRequest(AVAILABILITY_MESSAGES.calendarUnreadable, 'calendar_unreadable');
  for (const zone of root.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);

  const horizon = new Date(now.getTime() + CALENDAR_HORIZON_DAYS * 86_400_000);
  const spans: BusySpan[] = [];
  const add = (start: ICAL.Time, end: ICAL.Time, summary: string) => {
    const from = toInstant(start, timeZone);
    const to = toInstant(end, timeZone);
    if (to > now && from < horizon && to > from) spans.push({ start: from, end: to, summary });
  };
  for (const component of root.getAllSubcomponents('vevent')) {
    if (spans.length >= MAX_BUSY_SPANS) break;
    const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
    const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
    if (status === 'CANCELLED' || transp === 'TRANSPARENT') continue;
    const event = new ICAL.Event(component);
    if (!event.startDate) continue;
    const summary = (event.summary ?? '').slice(0, 200);
    if (!event.isRecurring()) {
      add(event.startDate, event.endDate ?? event.startDate, summary);
      continue;
    }
    const it = event.iterator();
    for (let i = 0, next = it.next(); next && i < MAX_OCCURRENCES; i++, next = it.next()) {
      if (toInstant(next, timeZone) >= horizon) break;
      const occurrence = event.getOccurrenceDetails(next);
      add(occurrence.startDate, occurrence.endDate, summary);
      if (spans.length >= MAX_BUSY_SPANS) break;
    }
  }
  return spans;
}

/** A date-only value (an all-day event) starts at midnight in the helper's zone; floating times too. */
function toInstant(time: ICAL.Time, timeZone: string): Date {
  if (time.isDate || time.zone === ICAL.Timezone.localTimezone || !time.zone) {
    const pad = (n: number) => String(n).padStart(2, '0');
    const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
    return wallTimeToUtc(date, `${pad(time.hour)}:${pad(time.minute)}`, timeZone);
  }
  return time.toJSDate();
}
