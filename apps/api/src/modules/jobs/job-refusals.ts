import { eq } from 'drizzle-orm';
import { allowedFrom, JOB_MESSAGES, transitionRefusal, type JobTransition } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { jobs, teamProfiles } from '../../db/schema/index.js';
import type { AppError } from '../../lib/errors.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';

/**
 * After an owner's conditional update changed nothing, says why: the job is missing (404), belongs to
 * someone else (403), or is in a status JOB_TRANSITIONS does not allow `action` from (409, naming it).
 * An update with a condition of its own passes `otherwise`: the refusal when the status allowed it.
 */
export async function explainRefusal(
  db: Db,
  jobId: number,
  userId: number,
  action: JobTransition,
  otherwise?: AppError,
): Promise<AppError> {
  const [row] = await db
    .select({ status: jobs.status, ownerId: teamProfiles.userId })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .where(eq(jobs.id, jobId));
  if (!row) return notFound(JOB_MESSAGES.notFound, 'job_not_found');
  if (row.ownerId !== userId) return forbidden(JOB_MESSAGES.notOwner, 'not_owner');
  if (otherwise && allowedFrom(action).includes(row.status)) return otherwise;
  return conflict(transitionRefusal(action, row.status), 'invalid_transition');
}
