/**
 * Teen helpers and their guardians (decision 23). Pure rules shared by the sign-up form and the
 * server: the server decides with its own clock and the user's ZIP zone.
 */
export const MINIMUM_AGE = 13;
export const ADULT_AGE = 18;
/** Games a minor may be booked for end by this venue-local time unless a deployment sets another. */
export const DEFAULT_MINOR_LATEST_END = '21:00';
export const GUARDIAN_LINK_DAYS = 14;

export const GUARDIANSHIP_STATUSES = ['pending', 'given', 'ended'] as const;
export type GuardianshipStatus = (typeof GUARDIANSHIP_STATUSES)[number];

/** What the user's JSON answers: an adult needs nobody; a teen waits for, then has, consent. */
export const GUARDIAN_CONSENT_STATES = ['not_needed', 'pending', 'given'] as const;
export type GuardianConsent = (typeof GUARDIAN_CONSENT_STATES)[number];

/** The words a guardian agrees to, stored with each consent exactly as shown. */
export const GUARDIAN_CONSENT_WORDING =
  'I am the parent or legal guardian of this teen. I agree that they may use Sideline to apply for and ' +
  'work paid game-day jobs. I will be copied on every conversation with them, payments for their work ' +
  'come to me, and I can pause or close their account at any time.';

export const GUARDIAN_MESSAGES = {
  tooYoung: `You must be at least ${MINIMUM_AGE} years old to use Sideline.`,
  invalidDate: 'Enter a real date of birth (YYYY-MM-DD).',
  guardianEmailRequired: 'Helpers under 18 need a parent or guardian. Enter their email address.',
  guardianEmailIsYours: "Enter your parent or guardian's email address, not your own.",
  teamIsAdult: 'Team accounts are for adults. Sign up as a helper if you are under 18.',
  consentRequired: 'Your parent or guardian needs to approve your account before you can do this.',
  teenConsentRequired: "This helper's parent or guardian hasn't approved their account yet.",
  paused: 'Your parent or guardian has paused your account.',
  guardianIsPayee: 'Payments for helpers under 18 go to their parent or guardian.',
  lateGame: 'Helpers under 18 cannot be booked for games ending after {time}.',
  linkUsed: 'This consent link has already been used.',
  linkInvalid: 'This consent link is invalid or has expired. Ask your teen to send a new one.',
  guardianIsTeen: 'A guardian must be an adult with their own account, not the teen.',
  guardianMustBeAdult: 'A guardian must be 18 or older.',
  guardianEmailUnconfirmed:
    'Confirm your email address first: open the link we sent you, then come back to this page.',
  guardianEmailMismatch:
    'This approval link was sent to {email}. Sign in with the account for that address, or create one.',
  guardianDateOfBirthRequired: 'Enter your date of birth to approve: a guardian must be 18 or older.',
  notGuardian: "You are not this teen's parent or guardian.",
} as const;

/** Whether `iso` is a real calendar date (`2024-02-30` is not). */
export function isRealDate(iso: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Whole years between a date of birth and `today` (both `YYYY-MM-DD`); a 29 February birthday counts on 1 March. */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

export const isMinorOn = (dateOfBirth: string | null | undefined, today: string): boolean =>
  !!dateOfBirth && ageOn(dateOfBirth, today) < ADULT_AGE;

/** The day a teen turns 18 (`YYYY-MM-DD`); 29 February becomes 1 March in a common year. */
export function adultOn(dateOfBirth: string): string {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + ADULT_AGE, m - 1, d));
  return date.toISOString().slice(0, 10);
}

/** "21:00" as people read it: "9:00 PM". */
export function clockLabel(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Whether a game (venue-local HH:MM times) ends after the minors' limit; one ending past midnight does. */
export const endsTooLateForMinor = (
  game: { startTime: string; endTime: string },
  latestEnd: string = DEFAULT_MINOR_LATEST_END,
): boolean => game.endTime > latestEnd || game.endTime <= game.startTime;
