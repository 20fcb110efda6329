import { and, eq, inArray } from 'drizzle-orm';
import {
  ADULT_AGE,
  ageOn,
  clockLabel,
  endsTooLateForMinor,
  GUARDIAN_MESSAGES,
  todayIn,
  type GuardianConsent,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { applications, guardianships, helperProfiles, jobs, users } from '../../db/schema/index.js';
import { conflict, forbidden } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { findZip } from '../geo/geo.service.js';

/** Zone of a ZIP we do not know: the east coast, where most of the demo and early users are. */
const FALLBACK_ZONE = 'America/New_York';

/** "Today" for a person: their ZIP's zone (decision 21), the server's clock. */
export async function todayForZip(db: Db, zip: string, now = new Date()): Promise<string> {
  const place = await findZip(db, zip);
  return todayIn(place?.timeZone ?? FALLBACK_ZONE, now);
}

/**
 * Cheap first test, no query: could this birth date be under 18 anywhere on Earth today? Adults
 * (and accounts from before the date of birth was asked) never cost a lookup.
 */
const mayBeMinor = (dateOfBirth: string | null): dateOfBirth is string => {
  if (!dateOfBirth) return false;
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return ageOn(dateOfBirth, tomorrow) < ADULT_AGE + 1;
};

export async function isMinor(db: Db, user: Pick<UserRow, 'dateOfBirth' | 'zipCode'>): Promise<boolean> {
  if (!mayBeMinor(user.dateOfBirth)) return false;
  return ageOn(user.dateOfBirth, await todayForZip(db, user.zipCode)) < ADULT_AGE;
}

export type GuardianshipRow = typeof guardianships.$inferSelect;

/** The teen's guardianship while it is in force (pending or given). */
export async function liveGuardianshipOf(db: Db, teenId: number): Promise<GuardianshipRow | undefined> {
  const [row] = await db
    .select()
    .from(guardianships)
    .where(and(eq(guardianships.teenId, teenId), inArray(guardianships.status, ['pending', 'given'])));
  return row;
}

/** What the user's JSON answers as `guardianConsent`, and where the approval link went. */
export async function guardianConsentOf(
  db: Db,
  user: Pick<UserRow, 'id' | 'dateOfBirth' | 'zipCode'>,
): Promise<{ guardianConsent: GuardianConsent; guardianEmail: string | null }> {
  if (!(await isMinor(db, user))) return { guardianConsent: 'not_needed', guardianEmail: null };
  const row = await liveGuardianshipOf(db, user.id);
  return {
    guardianConsent: row?.status === 'given' ? 'given' : 'pending',
    guardianEmail: row?.guardianEmail ?? null,
  };
}

/**
 * Before a minor applies or messages: a guardian has consented and has not paused the account.
 * Adults pass without a query.
 */
export async function requireGuardianConsent(db: Db, user: Pick<UserRow, 'id' | 'dateOfBirth' | 'zipCode'>) {
  if (!(await isMinor(db, user))) return;
  const row = await liveGuardianshipOf(db, user.id);
  if (row?.status !== 'given')
    throw forbidden(GUARDIAN_MESSAGES.consentRequired, 'guardian_consent_required');
  if (row.pausedAt) throw forbidden(GUARDIAN_MESSAGES.paused, 'guardian_paused');
}

/** An adult writing to a teen: the teen's guardian must have approved the account first. */
export async function requireTeenApproved(db: Db, other: Pick<UserRow, 'id' | 'dateOfBirth' | 'zipCode'>) {
  if (!(await isMinor(db, other))) return;
  const row = await liveGuardianshipOf(db, other.id);
  if (row?.status !== 'given' || row.pausedAt)
    throw forbidden(GUARDIAN_MESSAGES.teenConsentRequired, 'guardian_consent_required');
}

/** A minor is never booked for a game ending after the deployment's limit, in the venue's time. */
export async function refuseLateGameForMinor(
  db: Db,
  helper: Pick<UserRow, 'dateOfBirth' | 'zipCode'>,
  jobId: number,
  latestEnd: string,
): Promise<void> {
  if (!(await isMinor(db, helper))) return;
  const [job] = await db
    .select({ startTime: jobs.startTime, endTime: jobs.endTime })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (job && endsTooLateForMinor(job, latestEnd))
    throw conflict(GUARDIAN_MESSAGES.lateGame.replace('{time}', clockLabel(latestEnd)), 'minor_late_game');
}

/**
 * Who is paid for a helper's work: the guardian while a guardianship is given (payouts and payment
 * handles are the guardian's), otherwise the helper.
 */
export async function payoutUserIdFor(db: Db, helperUserId: number): Promise<number> {
  const [row] = await db
    .select({ guardianId: guardianships.guardianId })
    .from(guardianships)
    .where(and(eq(guardianships.teenId, helperUserId), eq(guardianships.status, 'given')));
  return row?.guardianId ?? helperUserId;
}

/** Payout settings are the guardian's while the helper is a minor. */
export async function refuseMinorPayoutSettings(db: Db, user: Pick<UserRow, 'dateOfBirth' | 'zipCode'>) {
  if (await isMinor(db, user)) throw forbidden(GUARDIAN_MESSAGES.guardianIsPayee, 'guardian_is_payee');
}

/**
 * Before a team books an applicant: a minor's guardian must still approve (not paused), and the game
 * must end by the minors' limit. Adults cost one small read.
 */
export async function refuseMinorBooking(db: Db, applicationId: number, latestEnd: string): Promise<void> {
  const [row] = await db
    .select({
      helper: { id: users.id, dateOfBirth: users.dateOfBirth, zipCode: users.zipCode },
      jobId: applications.jobId,
    })
    .from(applications)
    .innerJoin(helperProfiles, eq(helperProfiles.id, applications.helperId))
    .innerJoin(users, eq(users.id, helperProfiles.userId))
    .where(eq(applications.id, applicationId));
  if (!row || !(await isMinor(db, row.helper))) return;
  await requireTeenApproved(db, row.helper);
  await refuseLateGameForMinor(db, row.helper, row.jobId, latestEnd);
}
