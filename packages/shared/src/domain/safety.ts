/**
 * The safety passport (issue 54, decision 0050): a background check through a provider, valid two
 * years, and SafeSport training, valid one year. Pure rules shared by the server and the screens.
 */

export const BACKGROUND_CHECK_STATUSES = [
  'none',
  'invited',
  'pending',
  'clear',
  'consider',
  'suspended',
  'expired',
] as const;
export type BackgroundCheckStatus = (typeof BACKGROUND_CHECK_STATUSES)[number];

/** What the admin decided about a "consider" report (FCRA adverse action, or going ahead). */
export const ADVERSE_ACTION_STAGES = ['none', 'pre_adverse', 'final_adverse', 'engaged'] as const;
export type AdverseActionStage = (typeof ADVERSE_ACTION_STAGES)[number];

export const SAFESPORT_STATUSES = ['none', 'pending', 'verified', 'rejected', 'expired'] as const;
export type SafeSportStatus = (typeof SAFESPORT_STATUSES)[number];

/** National governing bodies ask for a check every two years and SafeSport training every year. */
export const BACKGROUND_CHECK_VALID_YEARS = 2;
export const SAFESPORT_VALID_YEARS = 1;
/** Reminders go out this many days before either lapses. */
export const SAFETY_REMINDER_DAYS = 30;
/** FCRA: the person gets at least five business days to answer a pre-adverse notice. */
export const ADVERSE_ACTION_BUSINESS_DAYS = 5;

/** The CFPB's "A Summary of Your Rights Under the Fair Credit Reporting Act". */
export const FCRA_SUMMARY_OF_RIGHTS_URL =
  'https://files.consumerfinance.gov/f/documents/bcfp_consumer-rights-summary_2018-09.pdf';
/** Where a helper starts a check or uploads a certificate. */
export const SAFETY_PAGE_PATH = '/dashboard/safety';

export const SAFETY_MESSAGES = {
  adultsOnly:
    'Background checks are for helpers 18 and over. Helpers under 18 are exempt; a job may still ask for SafeSport training.',
  backgroundCheckRequired:
    'This job requires a clear background check. Start one from your Safety passport page (Dashboard, Safety passport); it usually takes a few days.',
  safeSportRequired:
    'This job requires SafeSport training. Complete the free course at safesport.org, then upload your certificate on your Safety passport page (Dashboard, Safety passport) for our staff to verify.',
  helperBackgroundCheckRequired: (name: string) =>
    `This job requires a clear background check, and ${name} has none. They can start one from their Safety passport page.`,
  helperSafeSportRequired: (name: string) =>
    `This job requires SafeSport training, and ${name} has no verified certificate. They can upload one from their Safety passport page.`,
  checkInProgress: 'Your background check is already under way.',
  checksNotConfigured: 'Background checks are not available on this server yet.',
  providerUnavailable: 'The background check provider did not answer. Please try again in a few minutes.',
  completedOnFuture: 'The completion date cannot be in the future.',
  completedOnTooOld: 'This certificate has already lapsed: SafeSport training is valid for one year.',
  adverseTooEarly: (date: string) =>
    `The person has until ${date} to answer the pre-adverse notice; the final notice can be sent after that.`,
} as const;

const DAY_MS = 86_400_000;

/** `date` plus whole years, as a UTC instant (29 February lands on 1 March). */
export function addYears(date: Date, years: number): Date {
  const next = new Date(date.getTime());
  next.setUTCFullYear(next.getUTCFullYear() + years);
  return next;
}

/** `YYYY-MM-DD` plus whole years. */
export function addYearsToDay(day: string, years: number): string {
  return addYears(new Date(`${day}T00:00:00Z`), years)
    .toISOString()
    .slice(0, 10);
}

/** The `n`th (1-based; -1 for the last) `weekday` (0 = Sunday) of a month, as `YYYY-MM-DD`. */
function nthWeekday(year: number, month: number, weekday: number, n: number): string {
  if (n > 0) {
    const first = new Date(Date.UTC(year, month, 1)).getUTCDay();
    return isoDay(Date.UTC(year, month, 1 + ((weekday - first + 7) % 7) + (n - 1) * 7));
  }
  const last = new Date(Date.UTC(year, month + 1, 0));
  return isoDay(last.getTime() - ((last.getUTCDay() - weekday + 7) % 7) * DAY_MS);
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A fixed-date holiday as observed: on a Saturday the Friday before, on a Sunday the Monday after. */
function observed(year: number, month: number, day: number): string {
  const at = Date.UTC(year, month, day);
  const weekday = new Date(at).getUTCDay();
  return isoDay(at + (weekday === 6 ? -DAY_MS : weekday === 0 ? DAY_MS : 0));
}

/** The U.S. federal holidays (5 U.S.C. 6103) observed in a year, as `YYYY-MM-DD`. */
export function federalHolidays(year: number): Set<string> {
  const days = [
    observed(year, 0, 1),
    nthWeekday(year, 0, 1, 3),
    nthWeekday(year, 1, 1, 3),
    nthWeekday(year, 4, 1, -1),
    observed(year, 5, 19),
    observed(year, 6, 4),
    nthWeekday(year, 8, 1, 1),
    nthWeekday(year, 9, 1, 2),
    observed(year, 10, 11),
    nthWeekday(year, 10, 4, 4),
    observed(year, 11, 25),
    // New Year's Day of next year falling on a Saturday is observed on this year's 31 December.
    observed(year + 1, 0, 1),
  ];
  return new Set(days.filter((day) => day.startsWith(`${year}-`)));
}

/**
 * `from` plus `days` business days (Monday to Friday that are not federal holidays, counted in UTC):
 * a holiday counted as a business day would shorten the time the person is given to answer.
 */
export function addBusinessDays(from: Date, days: number): Date {
  let at = from.getTime();
  let left = days;
  let year = -1;
  let holidays = new Set<string>();
  while (left > 0) {
    at += DAY_MS;
    const day = new Date(at);
    if (day.getUTCFullYear() !== year) holidays = federalHolidays((year = day.getUTCFullYear()));
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6 && !holidays.has(isoDay(at))) left -= 1;
  }
  return new Date(at);
}

/** A check's status as people see it: a clear check past its two years has expired. */
export function effectiveCheckStatus(
  stored: BackgroundCheckStatus,
  expiresAt: Date | null,
  adverse: AdverseActionStage,
  now: Date,
): BackgroundCheckStatus {
  if (stored === 'consider' && adverse === 'engaged')
    return expiresAt && expiresAt <= now ? 'expired' : 'clear';
  if (stored === 'clear' && expiresAt && expiresAt <= now) return 'expired';
  return stored;
}

/** A certificate's status: verified training past its year has expired. */
export function effectiveSafeSportStatus(
  stored: SafeSportStatus,
  expiresOn: string | null,
  today: string,
): SafeSportStatus {
  if (stored === 'verified' && expiresOn && expiresOn <= today) return 'expired';
  return stored;
}

const MONTH_YEAR = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** "Oct 2028" for an ISO date or instant. */
export function monthYear(iso: string): string {
  return MONTH_YEAR.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
}

/** The passport's two lines as the spec words them, or null when there is nothing to show. */
export function passportLines(passport: {
  backgroundCheckClearUntil: string | null;
  backgroundCheckExempt: boolean;
  safeSportTrainedUntil: string | null;
}): string[] {
  const lines: string[] = [];
  if (passport.backgroundCheckClearUntil)
    lines.push(`Background check clear until ${monthYear(passport.backgroundCheckClearUntil)}`);
  else if (passport.backgroundCheckExempt) lines.push('Under 18: exempt from background checks');
  if (passport.safeSportTrainedUntil)
    lines.push(`SafeSport trained until ${monthYear(passport.safeSportTrainedUntil)}`);
  return lines;
}
