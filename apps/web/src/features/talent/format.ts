import { formatDollars, type HelperProfile } from '@sideline/shared';
import { fullName } from '@/lib/format/names';

export const helperName = (helper: Pick<HelperProfile, 'user'>): string => fullName(helper.user);

/** "$25-$50 per hour", or "$30 per hour" when both ends match. Money arrives in cents. */
export function rateRange(minCents: number, maxCents: number): string {
  const min = formatDollars(minCents);
  const max = formatDollars(maxCents);
  return `${min === max ? min : `${min}-${max}`} per hour`;
}

/** "3.2 mi away"; the API only sends a distance when a ZIP was searched. */
export const distanceLabel = (miles: number): string => `${miles.toFixed(1)} mi away`;

/** Dates in the spec's long US form: "Saturday, March 1, 2025". */
export function longDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
  });
}
