/**
 * What a helper's passport says to others, and the rule jobs apply (decision 0050): a job that
 * requires a clear background check or SafeSport training refuses applications and bookings
 * without them. Teens are exempt from the check (they cannot have one), never from the training.
 * Called inside the apply and accept transactions (applications.service.ts), so every path obeys.
 */
import { and, eq, gt, inArray, max, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  isMinorOn,
  SAFETY_MESSAGES,
  todayIn,
  type JobRequirements,
  type Passport,
  type PassportFilter,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import {
  backgroundChecks,
  guardianships,
  helperProfiles,
  jobs,
  safeSportCertificates,
  teamSafetyDefaults,
  users,
} from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';

/** A check counts while clear (or a "consider" staff went ahead with) and within its two years. */
const countingCheck = (now: Date) =>
  and(
    sql`(${backgroundChecks.status} = 'clear' or (${backgroundChecks.status} = 'consider' and ${backgroundChecks.adverseAction} = 'engaged'))`,
    gt(backgroundChecks.expiresAt, now),
  );

/** The account is a teen's whose guardian has consented (the same test as helper profiles'). */
// Qualified by hand: in a select from users alone drizzle writes its columns bare, and a bare "id"
// inside the subquery would be the guardianship's.
const guardianApprovedSql = sql<boolean>`("users"."date_of_birth" is not null and exists (select 1 from ${guardianships} where ${guardianships.teenId} = "users"."id" and ${guardianships.status} = 'given'))`;

/** Each user's passport, in two grouped queries whatever the page's length. */
export async function passportsOf(db: Db, userIds: number[], now: Date): Promise<Map<number, Passport>> {
  const ids = [...new Set(userIds)];
  const result = new Map<number, Passport>();
  if (ids.length === 0) return result;
  const today = todayIn('UTC', now);
  // One after another: inside the apply and accept transactions they share one connection.
  const people = await db
    .select({ id: users.id, dateOfBirth: users.dateOfBirth, guardianApproved: guardianApprovedSql })
    .from(users)
    .where(inArray(users.id, ids));
  const checks = await db
    .select({ userId: backgroundChecks.userId, until: max(backgroundChecks.expiresAt) })
    .from(backgroundChecks)
    .where(and(inArray(backgroundChecks.userId, ids), countingCheck(now)))
    .groupBy(backgroundChecks.userId);
  const trainings = await db
    .select({ userId: safeSportCertificates.userId, until: max(safeSportCertificates.expiresOn) })
    .from(safeSportCertificates)
    .where(
      and(
        inArray(safeSportCertificates.userId, ids),
        eq(safeSportCertificates.status, 'verified'),
        gt(safeSportCertificates.expiresOn, today),
      ),
    )
    .groupBy(safeSportCertificates.userId);
  const checkUntil = new Map(checks.map((c) => [c.userId, c.until]));
  const trainingUntil = new Map(trainings.map((t) => [t.userId, t.until]));
  for (const person of people)
    result.set(person.id, {
      backgroundCheckClearUntil: checkUntil.get(person.id)?.toISOString() ?? null,
      // Only a guardian-approved teen is shown as one (decision 23): an exemption on a teen still
      // waiting would tell anyone who reads passports that the account is a minor's.
      backgroundCheckExempt: person.guardianApproved && isMinorOn(person.dateOfBirth, today),
      safeSportTrainedUntil: trainingUntil.get(person.id) ?? null,
    });
  return result;
}

export async function passportOf(db: Db, userId: number, now: Date): Promise<Passport> {
  return (
    (await passportsOf(db, [userId], now)).get(userId) ?? {
      backgroundCheckClearUntil: null,
      backgroundCheckExempt: false,
      safeSportTrainedUntil: null,
    }
  );
}

/** A helper's passport by their profile's id, as their public page shows it (404: no such profile). */
export async function helperPassport(db: Db, helperId: number, now: Date): Promise<Passport> {
  const [helper] = await db
    .select({ userId: helperProfiles.userId })
    .from(helperProfiles)
    .where(eq(helperProfiles.id, helperId));
  if (!helper) throw notFound('Helper profile not found', 'helper_profile_not_found');
  return passportOf(db, helper.userId, now);
}

/** Whether a passport meets a job's requirements (the re-staffing suggestion's test). */
export function meetsRequirements(passport: Passport, requirements: Partial<JobRequirements>): boolean {
  if (requirements.backgroundCheck && !passport.backgroundCheckClearUntil && !passport.backgroundCheckExempt)
    return false;
  if (requirements.safeSport && !passport.safeSportTrainedUntil) return false;
  return true;
}

/**
 * Refuses an application (`asking: 'helper'`) or a booking (`asking: 'team'`) for a job whose
 * requirements the helper's passport does not meet; the message says how to get what is missing.
 */
export async function requireJobPassport(
  db: Db,
  job: { id: number; requiresBackgroundCheck?: boolean; requiresSafeSport?: boolean },
  helperUserId: number,
  now: Date,
  asking: 'helper' | 'team',
): Promise<void> {
  let { requiresBackgroundCheck, requiresSafeSport } = job;
  if (requiresBackgroundCheck === undefined || requiresSafeSport === undefined) {
    const [row] = await db
      .select({
        requiresBackgroundCheck: jobs.requiresBackgroundCheck,
        requiresSafeSport: jobs.requiresSafeSport,
      })
      .from(jobs)
      .where(eq(jobs.id, job.id));
    if (!row) return;
    ({ requiresBackgroundCheck, requiresSafeSport } = row);
  }
  if (!requiresBackgroundCheck && !requiresSafeSport) return;
  const passport = await passportOf(db, helperUserId, now);
  const name = async () => {
    const [person] = await db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.id, helperUserId));
    return person?.firstName ?? 'This helper';
  };
  if (requiresBackgroundCheck && !passport.backgroundCheckClearUntil && !passport.backgroundCheckExempt)
    throw forbidden(
      asking === 'helper'
        ? SAFETY_MESSAGES.backgroundCheckRequired
        : SAFETY_MESSAGES.helperBackgroundCheckRequired(await name()),
      'background_check_required',
    );
  if (requiresSafeSport && !passport.safeSportTrainedUntil)
    throw forbidden(
      asking === 'helper'
        ? SAFETY_MESSAGES.safeSportRequired
        : SAFETY_MESSAGES.helperSafeSportRequired(await name()),
      'safesport_training_required',
    );
}

/** A team's defaults for new jobs (none saved: nothing required). */
export async function teamDefaults(db: Db, teamId: number): Promise<JobRequirements> {
  const [row] = await db.select().from(teamSafetyDefaults).where(eq(teamSafetyDefaults.teamId, teamId));
  return { backgroundCheck: row?.backgroundCheck ?? false, safeSport: row?.safeSport ?? false };
}

export async function saveTeamDefaults(
  db: Db,
  teamId: number,
  defaults: JobRequirements,
): Promise<JobRequirements> {
  await db
    .insert(teamSafetyDefaults)
    .values({ teamId, ...defaults })
    .onConflictDoUpdate({ target: teamSafetyDefaults.teamId, set: defaults });
  return defaults;
}

/**
 * Find Talent's filter, as a condition on `userId` (the helpers' user id column): a counting check
 * (or under 18, exempt), and/or verified training; read against the database's clock.
 */
export function passportFilterSql(
  userId: SQL | AnyPgColumn,
  dateOfBirth: SQL | AnyPgColumn,
  filter: PassportFilter | undefined,
): SQL | undefined {
  if (!filter) return undefined;
  const check = sql`(exists (select 1 from ${backgroundChecks} where ${backgroundChecks.userId} = ${userId}
    and (${backgroundChecks.status} = 'clear' or (${backgroundChecks.status} = 'consider' and ${backgroundChecks.adverseAction} = 'engaged'))
    and ${backgroundChecks.expiresAt} > now())
    or (${dateOfBirth} > (current_date - interval '18 years')
      and exists (select 1 from ${guardianships} where ${guardianships.teenId} = ${userId} and ${guardianships.status} = 'given')))`;
  const training = sql`exists (select 1 from ${safeSportCertificates} where ${safeSportCertificates.userId} = ${userId}
    and ${safeSportCertificates.status} = 'verified' and ${safeSportCertificates.expiresOn} > current_date)`;
  if (filter === 'background_check') return check;
  if (filter === 'safesport') return training;
  return and(check, training);
}
