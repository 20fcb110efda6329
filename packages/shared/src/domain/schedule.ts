/** When scheduled work happens around a game, and the marketplace's clock. */
import { wallTimeToUtc } from './calendar.js';

/** Every job's date and times are local to the venue; every venue so far is in Eastern time. */
export const JOB_TIME_ZONE = 'America/New_York';

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
export function jobStartsAt(jobDate: string, startTime: string, timeZone: string = JOB_TIME_ZONE): Date {
  return wallTimeToUtc(jobDate, startTime, timeZone);
}

/** An open job whose game has started can no longer be staffed: it leaves search and is "expired". */
export const isJobExpired = (status: string, startsAt: Date, now: Date = new Date()): boolean =>
  status === 'open' && startsAt.getTime() <= now.getTime();
