/** Dates and links shown in Messages (en-US, the viewer's local time zone). */

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
const DAY_MS = 86_400_000;

/** 'Today', 'Yesterday', or a short date such as 'Nov 14' (with the year when it is not this year). */
export function dayLabel(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // Rounded because a daylight-saving change makes one day 23 or 25 hours long.
  const daysAgo = Math.round((startOfDay(now) - startOfDay(date)) / DAY_MS);
  if (daysAgo === 0) return 'Today';
  if (daysAgo === 1) return 'Yesterday';
  const sameYear = date.getFullYear() === now.getFullYear();
  return date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
  });
}

/** For example '3:04 PM'. */
export function timeLabel(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** Whole dollars as '125', otherwise two decimals ('125.50'): what Venmo's amount field expects. */
export const venmoAmount = (cents: number): string =>
  cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

/** Venmo's pay link; the handle is stored with its leading '@', which the URL must not have. */
export function venmoPayUrl(handle: string, cents: number, note: string): string {
  const user = encodeURIComponent(handle.replace(/^@/, ''));
  return `https://venmo.com/${user}?txn=pay&amount=${venmoAmount(cents)}&note=${encodeURIComponent(note)}`;
}
