/** When scheduled work happens around a game, read on the clock of the game's venue. */
import { nextDay, wallTimeToUtc } from './calendar.js';
import { todayIn } from './jobs.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The assigned helper is reminded this long before the game starts. */
export const REMINDER_LEAD_MS = 24 * HOUR_MS;
/** Not reconfirmed this long before the start: the team is warned. */
export const RECONFIRM_DEADLINE_MS = 12 * HOUR_MS;
/** A helper reminded later than this before the deadline is not warned about (no time to answer). */
export const RECONFIRM_GRACE_MS = 6 * HOUR_MS;
/** After completion, an unpaid job reminds the team at these ages. */
export const PAYMENT_NUDGES_MS = [1 * DAY_MS, 3 * DAY_MS] as const;
/** A reported Venmo/PayPal payment not confirmed this long after the report reminds the helper. */
export const PAYMENT_CONFIRM_NUDGE_MS = 3 * DAY_MS;
/** After completion, whoever has not reviewed is reminded at this age. */
export const REVIEW_NUDGE_MS = 2 * DAY_MS;

/** The instant a game starts: its date and "HH:MM" read as wall-clock time in the venue's zone. */
export function jobStartsAt(jobDate: string, startTime: string, timeZone: string): Date {
  return wallTimeToUtc(jobDate, startTime, timeZone);
}

const zoneNames = new Map<string, Intl.DateTimeFormat>();

/** The zone's short name at an instant, as a US reader expects it: "PDT", "MST", "HST". */
export function zoneAbbreviation(timeZone: string, at: Date): string {
  let names = zoneNames.get(timeZone);
  if (!names)
    zoneNames.set(timeZone, (names = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })));
  return names.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** A game's start time as messages write it, with the venue's zone: "18:00 PST". */
export const gameStartLabel = (job: { jobDate: string; startTime: string; timeZone: string }): string =>
  `${job.startTime} ${zoneAbbreviation(job.timeZone, jobStartsAt(job.jobDate, job.startTime, job.timeZone))}`;

const weekdays = new Map<string, Intl.DateTimeFormat>();

/**
 * How a message names the day of a game starting at `startsAt`, seen at `now` on the venue's
 * calendar: "today", "tomorrow", or the weekday ("Saturday").
 */
export function gameDayName(startsAt: Date, now: Date, timeZone: string): string {
  const gameDay = todayIn(timeZone, startsAt);
  const today = todayIn(timeZone, now);
  if (gameDay === today) return 'today';
  if (gameDay === nextDay(today)) return 'tomorrow';
  let weekday = weekdays.get(timeZone);
  if (!weekday)
    weekdays.set(timeZone, (weekday = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' })));
  return weekday.format(startsAt);
}

/** An open job whose game has started can no longer be staffed: it leaves search and is "expired". */
export const isJobExpired = (status: string, startsAt: Date, now: Date = new Date()): boolean =>
  status === 'open' && startsAt.getTime() <= now.getTime();
