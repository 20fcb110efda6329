import { formatDollars } from '@sideline/shared';

// One implementation of the shared date, time and duration labels (Find Work's cards use them too).
export { clockTime, hoursLabel, longJobDate, timeRange } from '../format';

/** A short date for dense lists ("Mar 1, 2025"), same UTC trick as longJobDate. */
export function shortJobDate(jobDate: string): string {
  const date = new Date(`${jobDate}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return jobDate;
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(date);
}

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
