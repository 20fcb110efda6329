import { and, desc, eq } from 'drizzle-orm';
import { JOB_MESSAGES, type RestaffSuggestion } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { applications, jobs, teamProfiles } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { rankForTeam } from './application-ranking.js';
import { selectApplications, toApplicationView } from './application-view.js';
import { withApplicantReliability } from '../reliability/reliability-attach.js';
import { meetsRequirements } from '../safety/passport.service.js';
import { withApplicantPassports } from '../safety/passport-attach.js';
import { refuseMinorBooking } from '../guardians/guardian-state.js';
import { openOfferOf } from './standby-offer-rows.js';
import { missedReconfirmation } from '../game-confirmations/game-confirmations.service.js';

export type RestaffNext = NonNullable<RestaffSuggestion['next']> & { helperUserId: number };

/**
 * The standby applicants of a job whose booking ended (or is ending) early, best first: the pending
 * applicants of an open job, or, while a helper who missed the reconfirmation still holds it, those
 * the accept turned away (decision 0015). Ranked as the team sees them (decision 25), keeping only
 * those a tap can book: the game fits their availability and they meet the job's requirements;
 * while the window is still open, by score.
 */
export async function rankedStandby(db: Db, jobId: number, now: Date): Promise<RestaffNext[]> {
  const [job] = await db
    .select({
      status: jobs.status,
      assignedAt: jobs.assignedAt,
      backgroundCheck: jobs.requiresBackgroundCheck,
      safeSport: jobs.requiresSafeSport,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job || job.assignedAt === null) return [];
  const waiting =
    job.status === 'open'
      ? eq(applications.status, 'pending')
      : job.status === 'assigned'
        ? and(eq(applications.status, 'rejected'), eq(applications.standby, true))
        : undefined;
  // A booked job has standby applicants to name only once its helper missed the reconfirmation.
  if (!waiting || (job.status === 'assigned' && !(await missedReconfirmation(db, jobId)))) return [];
  const rows = await selectApplications(db)
    .where(and(eq(applications.jobId, jobId), waiting))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  if (rows.length === 0) return [];
  const ranked = await rankForTeam(
    db,
    await withApplicantPassports(
      db,
      await withApplicantReliability(db, rows.map(toApplicationView), now),
      now,
    ),
    now,
  );
  const requirements = { backgroundCheck: job.backgroundCheck, safeSport: job.safeSport };
  const available = ranked.filter(
    (a) =>
      a.available !== false && (!a.helper.passport || meetsRequirements(a.helper.passport, requirements)),
  );
  const placed = available.some((a) => a.placing);
  const ordered = placed ? available : [...available].sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
  return ordered.map((a) => ({
    applicationId: a.id,
    helperId: a.helperId,
    helperUserId: a.helper.userId,
    name: `${a.helper.firstName} ${a.helper.lastName}`,
    place: a.placing?.place ?? null,
    score: a.score ?? null,
  }));
}

/**
 * Whether a teen's booking rules (decision 23) let this applicant be booked: checked one by one on
 * the ranked list, so a teen without consent or a game ending too late is passed over, not offered.
 */
async function minorMayBook(db: Db, applicationId: number, minorLatestEnd: string): Promise<boolean> {
  try {
    await refuseMinorBooking(db, applicationId, minorLatestEnd);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/** The first of `ranked` not in `skip` whom a booking would take (a teen's rules, and `also`). */
export async function firstBookable(
  db: Db,
  ranked: RestaffNext[],
  minorLatestEnd: string,
  skip: ReadonlySet<number> = new Set(),
  also: (helperUserId: number) => Promise<boolean> = async () => true,
): Promise<RestaffNext | null> {
  for (const candidate of ranked) {
    if (skip.has(candidate.applicationId)) continue;
    if (!(await minorMayBook(db, candidate.applicationId, minorLatestEnd))) continue;
    if (await also(candidate.helperUserId)) return candidate;
  }
  return null;
}

/**
 * The team's next best helper for a job whose booking ended early (open again and booked once), or
 * whose helper missed the reconfirmation: "Book {name}" in the mail, the push and the job page.
 */
export async function nextBestAvailable(
  db: Db,
  jobId: number,
  now: Date,
  minorLatestEnd: string,
): Promise<RestaffNext | null> {
  return firstBookable(db, await rankedStandby(db, jobId, now), minorLatestEnd);
}

/** GET /api/jobs/:id/restaff: only the job's team may ask. */
export async function restaffSuggestion(
  db: Db,
  user: UserRow,
  jobId: number,
  now: Date,
  minorLatestEnd: string,
): Promise<RestaffSuggestion> {
  const [owner] = await db
    .select({ userId: teamProfiles.userId })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .where(eq(jobs.id, jobId));
  if (!owner) throw notFound(JOB_MESSAGES.notFound, 'job_not_found');
  if (owner.userId !== user.id) throw forbidden(JOB_MESSAGES.notOwner, 'not_owner');
  // While a standby offer is out, the job page shows who holds it instead (decision 0051).
  if (await openOfferOf(db, jobId)) return { next: null };
  return { next: await nextBestAvailable(db, jobId, now, minorLatestEnd) };
}
