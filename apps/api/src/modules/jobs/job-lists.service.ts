import { and, asc, eq, gte } from 'drizzle-orm';
import { earliestToday, type JobStatus, type JobSummary } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { helperProfiles, jobs, teamProfiles } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { notStartedSql } from '../../db/job-start-sql.js';
import { selectJobs, toJobSummary } from './job-view.js';

/** The owner sees every job of their team; anyone else sees its upcoming open jobs (the public page). */
export async function listTeamJobs(
  db: Db,
  viewer: UserRow | null,
  teamId: number,
  status?: JobStatus,
): Promise<JobSummary[]> {
  const [team] = await db
    .select({ userId: teamProfiles.userId })
    .from(teamProfiles)
    .where(eq(teamProfiles.id, teamId));
  if (!team) throw notFound('Team profile not found', 'team_profile_not_found');
  const isOwner = viewer?.id === team.userId;
  const conditions = isOwner
    ? [eq(jobs.teamId, teamId), status ? eq(jobs.status, status) : undefined]
    : [eq(jobs.teamId, teamId), eq(jobs.status, 'open'), gte(jobs.jobDate, earliestToday()), notStartedSql];
  const rows = await selectJobs(db)
    .where(and(...conditions))
    .orderBy(asc(jobs.jobDate), asc(jobs.startTime), asc(jobs.id));
  return rows.map((r) => toJobSummary(r, viewer?.id ?? null));
}

/** The jobs a helper was booked for: theirs alone. */
export async function listHelperJobs(db: Db, viewer: UserRow, helperId: number): Promise<JobSummary[]> {
  const [helper] = await db
    .select({ userId: helperProfiles.userId })
    .from(helperProfiles)
    .where(eq(helperProfiles.id, helperId));
  if (!helper) throw notFound('Helper profile not found', 'helper_profile_not_found');
  if (helper.userId !== viewer.id) throw forbidden('You can only see your own jobs.', 'not_owner');
  const rows = await selectJobs(db)
    .where(eq(jobs.helperId, helperId))
    .orderBy(asc(jobs.jobDate), asc(jobs.startTime), asc(jobs.id));
  return rows.map((r) => toJobSummary(r, viewer.id));
}
