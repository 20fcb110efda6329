import ICAL from 'ical.js';
import { AVAILABILITY_MESSAGES, CALENDAR_HORIZON_DAYS, wallTimeToUtc } from '@sideline/shared';
import { badRequest } from '../../lib/errors.js';

export interface BusySpan {
  start: Date;
  end: Date;
  summary: string;
}

/** Repeating events keep no more than this many occurrences each, so one rule cannot flood the table. */
const MAX_OCCURRENCES = 500;
/**
 * Occurrences walked in one calendar, past ones included (a rule that began years ago is walked from
 * its start): beyond this the file is refused rather than read for seconds on end.
 */
const MAX_STEPS = 200_000;
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
  // ical.js keeps zones in one registry for the process: this calendar's own are there while it is
  // read and gone after, so no calendar's zones can change how another helper's is read.
  const registered: string[] = [];
  for (const zone of root.getAllSubcomponents('vtimezone')) {
    const tzid = String(zone.getFirstPropertyValue('tzid') ?? '');
    if (!tzid || ICAL.TimezoneService.has(tzid)) continue;
    ICAL.TimezoneService.register(zone);
    registered.push(tzid);
  }
  try {
    return expand(root, timeZone, now);
  } finally {
    for (const tzid of registered) ICAL.TimezoneService.remove(tzid);
  }
}

function expand(root: ICAL.Component, timeZone: string, now: Date): BusySpan[] {
  const horizon = new Date(now.getTime() + CALENDAR_HORIZON_DAYS * 86_400_000);
  const spans: BusySpan[] = [];
  let steps = 0;
  const add = (start: ICAL.Time, end: ICAL.Time, summary: string, floating: string) => {
    const from = toInstant(start, timeZone, floating);
    const to = toInstant(end, timeZone, floating);
    if (to > now && from < horizon && to > from) spans.push({ start: from, end: to, summary });
  };
  for (const component of root.getAllSubcomponents('vevent')) {
    if (spans.length >= MAX_BUSY_SPANS) break;
    const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
    const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
    if (status === 'CANCELLED' || transp === 'TRANSPARENT') continue;
    const event = new ICAL.Event(component);
    // A TZID the calendar did not define (most name an IANA zone) is still that zone's wall time.
    const tzid = component.getFirstProperty('dtstart')?.getParameter('tzid');
    const floating = typeof tzid === 'string' && isIanaZone(tzid) ? tzid : timeZone;
    if (!event.startDate) continue;
    const summary = (event.summary ?? '').slice(0, 200);
    if (!event.isRecurring()) {
      add(event.startDate, event.endDate ?? event.startDate, summary, floating);
      continue;
    }
    const it = event.iterator();
    const before = spans.length;
    for (let next = it.next(); next; next = it.next()) {
      if (++steps > MAX_STEPS)
        throw badRequest(AVAILABILITY_MESSAGES.calendarUnreadable, 'calendar_unreadable');
      if (toInstant(next, timeZone, floating) >= horizon) break;
      const occurrence = event.getOccurrenceDetails(next);
      add(occurrence.startDate, occurrence.endDate, summary, floating);
      // Only kept occurrences count: past ones are walked over, never a reason to stop.
      if (spans.length - before >= MAX_OCCURRENCES || spans.length >= MAX_BUSY_SPANS) break;
    }
  }
  return spans;
}

/** A date-only value (an all-day event) starts at midnight in the helper's zone; a floating time is read in `floatingZone`. */
function toInstant(time: ICAL.Time, timeZone: string, floatingZone = timeZone): Date {
  if (time.isDate || time.zone === ICAL.Timezone.localTimezone || !time.zone) {
    const pad = (n: number) => String(n).padStart(2, '0');
    const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
    return wallTimeToUtc(
      date,
      `${pad(time.hour)}:${pad(time.minute)}`,
      time.isDate ? timeZone : floatingZone,
    );
  }
  return time.toJSDate();
}

function isIanaZone(zone: string): boolean {
  if (!zone.includes('/') && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
