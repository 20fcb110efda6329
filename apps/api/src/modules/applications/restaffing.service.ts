import { and, desc, eq } from 'drizzle-orm';
import { JOB_MESSAGES, type RestaffSuggestion } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { applications, jobs, teamProfiles } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { rankForTeam } from './application-ranking.js';
import { selectApplications, toApplicationView } from './application-view.js';
import { withApplicantReliability } from '../reliability/reliability-attach.js';
import { meetsRequirements } from '../safety/passport.service.js';
import { withApplicantPassports } from '../safety/passport-attach.js';

export type RestaffNext = NonNullable<RestaffSuggestion['next']>;

/**
 * The team's next best helper for a job whose booking ended early (it is open again and was booked
 * once): the pending applicants ranked as the team sees them (decision 25), the first whose
 * availability fits the game; while the window is still open, the best score among them.
 */
export async function nextBestAvailable(db: Db, jobId: number, now: Date): Promise<RestaffNext | null> {
  const [job] = await db
    .select({
      status: jobs.status,
      assignedAt: jobs.assignedAt,
      backgroundCheck: jobs.requiresBackgroundCheck,
      safeSport: jobs.requiresSafeSport,
    })
    .from(jobs)
    .where(eq(jobs.id, jobId));
  if (!job || job.status !== 'open' || job.assignedAt === null) return null;
  const rows = await selectApplications(db)
    .where(and(eq(applications.jobId, jobId), eq(applications.status, 'pending')))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  if (rows.length === 0) return null;
  const ranked = await rankForTeam(
    db,
    await withApplicantPassports(
      db,
      await withApplicantReliability(db, rows.map(toApplicationView), now),
      now,
    ),
    now,
  );
  // Offered in one tap only if the tap can book them: available, and meeting the job's requirements.
  const requirements = { backgroundCheck: job.backgroundCheck, safeSport: job.safeSport };
  const available = ranked.filter(
    (a) =>
      a.available !== false && (!a.helper.passport || meetsRequirements(a.helper.passport, requirements)),
  );
  const placed = available.some((a) => a.placing);
  const best = placed ? available[0] : [...available].sort((a, b) => (b.score ?? 0) - (a.score ?? 0))[0];
  if (!best) return null;
  return {
    applicationId: best.id,
    helperId: best.helperId,
    name: `${best.helper.firstName} ${best.helper.lastName}`,
    place: best.placing?.place ?? null,
    score: best.score ?? null,
  };
}

/** GET /api/jobs/:id/restaff: only the job's team may ask. */
export async function restaffSuggestion(
  db: Db,
  user: UserRow,
  jobId: number,
  now: Date,
): Promise<RestaffSuggestion> {
  const [owner] = await db
    .select({ userId: teamProfiles.userId })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .where(eq(jobs.id, jobId));
  if (!owner) throw notFound(JOB_MESSAGES.notFound, 'job_not_found');
  if (owner.userId !== user.id) throw forbidden(JOB_MESSAGES.notOwner, 'not_owner');
  return { next: await nextBestAvailable(db, jobId, now) };
}
