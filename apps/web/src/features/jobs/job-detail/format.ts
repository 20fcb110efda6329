import { formatDollars } from '@sideline/shared';

/**
 * A game date in the spec's long US form ("Saturday, March 1, 2025"). Noon UTC formatted in UTC so
 * the calendar day never shifts with the visitor's time zone.
 */
export function longJobDate(jobDate: string): string {
  const date = new Date(`${jobDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return jobDate;
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** A short date for dense lists ("Mar 1, 2025"), same UTC trick as longJobDate. */
export function shortJobDate(jobDate: string): string {
  const date = new Date(`${jobDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return jobDate;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date);
}

/** "HH:MM" (24 h, as stored) to "6:30 PM"; anything malformed is shown as it came. */
export function clockTime(value: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(value);
  if (!match) return value;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? 'PM' : 'AM';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${match[2]} ${suffix}`;
}

export const timeRange = (start: string, end: string): string => `${clockTime(start)} - ${clockTime(end)}`;

/** "2.5 hours", "1 hour". */
export const hoursLabel = (hours: number): string => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;

/** "$25/hour": rates arrive in cents and are shown in whole dollars. */
export const perHour = (cents: number): string => `${formatDollars(cents)}/hour`;

export const fullName = (person: { firstName: string; lastName: string }): string =>
  `${person.firstName} ${person.lastName}`.trim();

/** When an application was sent ("Mar 1, 2025"), from its ISO timestamp. */
export function appliedOn(createdAt: string): string {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(date);
}
