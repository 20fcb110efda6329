import { formatDollars, jobStartsAt, parseTime, zoneAbbreviation } from '@sideline/shared';

/**
 * Formatters are built on first use and kept: building one is the costly part (the first in a page
 * loads ICU's data), and at module load it would be paid by every page that imports this file, on
 * the app's start, whether it shows a date or not.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = new Intl.DateTimeFormat('en-US', options)));
  return format;
}

/**
 * 'YYYY-MM-DD' in the spec's long US form ("Saturday, March 7, 2026"). A game date is a calendar
 * date, not an instant: reading it at noon UTC and printing in UTC keeps it on the same day for
 * every visitor's time zone.
 */
export function longJobDate(jobDate: string): string {
  const date = new Date(`${jobDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return jobDate;
  const options = {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  } as const;
  return formatter('long-utc', options).format(date);
}

/** 'HH:MM' (24 h) as "6:30 PM"; anything malformed is shown as it came. */
export function clockTime(time: string): string {
  const minutes = parseTime(time);
  if (minutes === null) return time;
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

export const timeRange = (startTime: string, endTime: string): string =>
  `${clockTime(startTime)} - ${clockTime(endTime)}`;

let viewerZone: string | undefined;
/**
 * The viewer's IANA zone, as the browser reports it; read once and kept (each read builds a
 * formatter, and a list of job cards asked once a card).
 */
export const viewerTimeZone = (): string => (viewerZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

/**
 * A game's times on its venue's clock, as the venue keeps them. A viewer whose clock reads otherwise
 * at the game's start also sees the venue's zone: "6:00 PM - 8:00 PM PDT".
 */
export function gameTimeRange(
  job: { jobDate: string; startTime: string; endTime: string; timeZone: string },
  viewerZone: string | null = viewerTimeZone(),
): string {
  const range = timeRange(job.startTime, job.endTime);
  if (parseTime(job.startTime) === null) return range;
  const startsAt = jobStartsAt(job.jobDate, job.startTime, job.timeZone);
  if (Number.isNaN(startsAt.getTime())) return range;
  const venue = zoneAbbreviation(job.timeZone, startsAt);
  // null: the viewer's zone is not known (a server render without the zone cookie, decision 0054).
  if (viewerZone === null) return `${range} ${venue}`;
  return venue === zoneAbbreviation(viewerZone, startsAt) ? range : `${range} ${venue}`;
}

/** "1 hour", "2.5 hours": duration arrives in hours already rounded to two decimals. */
export const hoursLabel = (hours: number): string => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** "$25/hr"; money is integer cents, shown in whole dollars. */
export const hourlyRateLabel = (cents: number): string => `${formatDollars(cents)}/hr`;

/** "3.2 mi"; the API only sends a distance when a ZIP was searched. */
export const milesLabel = (miles: number): string => `${miles.toFixed(1)} mi`;

/** A short date for dense lists ("Mar 1, 2025"), same UTC trick as longJobDate. */
export function shortJobDate(jobDate: string): string {
  const date = new Date(`${jobDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return jobDate;
  return formatter('short-utc', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    date,
  );
}

/**
 * Builds what a job card's formatting needs (the ICU data the first formatter loads, the viewer's
 * zone, the long date, the money format) ahead of the cards: for a page about to show them to call
 * when idle, so that at a phone's speed these tens of milliseconds are not spent between a search's
 * answer and its results (issue 34). A venue in another zone still builds its own on first use.
 */
export function warmJobFormat(): void {
  const zone = viewerTimeZone();
  longJobDate('2026-01-01');
  hourlyRateLabel(2500);
  gameTimeRange({ jobDate: '2026-01-01', startTime: '18:00', endTime: '20:00', timeZone: zone }, zone);
}

/** "$25/hour": rates arrive in cents and are shown in whole dollars. */
export const perHour = (cents: number): string => `${formatDollars(cents)}/hour`;

/** When an application was sent ("Mar 1, 2025"), from its ISO timestamp. */
export function appliedOn(createdAt: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return formatter('short-local', { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}

/** An instant on the venue's clock, with its zone: "Sat, 3:15 PM EDT" (an application window's end). */
export function venueMoment(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const options = {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  } as const;
  return formatter(`moment-${timeZone}`, options).format(date);
}
