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

/**
 * `from` plus `days` business days (Monday to Friday, counted in UTC). Federal holidays are not
 * skipped: waiting a holiday longer is always allowed, so this is the earliest the law permits or later.
 */
export function addBusinessDays(from: Date, days: number): Date {
  let at = from.getTime();
  let left = days;
  while (left > 0) {
    at += DAY_MS;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
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
