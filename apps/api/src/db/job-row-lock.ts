import { eq } from 'drizzle-orm';
import { canTransition, JOB_MESSAGES, transitionRefusal, type JobTransition } from '@sideline/shared';
import { conflict, forbidden, notFound } from '../lib/errors.js';
import type { DbOrTx } from './client.js';
import { jobs, teamProfiles } from './schema/index.js';

/**
 * The first step of an owner's change to a booked job, inside its transaction: the job's row locked
 * (like every other change to a job), 404, 403 for another team, 409 naming the status when the
 * transition is not allowed from it. Here below the modules because jobs, applications and
 * reliability all open their owner's changes with it, and the transitions are the shared table's.
 */
export async function lockOwnedJobFor(
  tx: DbOrTx,
  user: { id: number },
  jobId: number,
  action: JobTransition,
) {
  const row = await lockJobWithOwner(tx, jobId);
  if (row.ownerId !== user.id) throw forbidden(JOB_MESSAGES.notOwner, 'not_owner');
  if (!canTransition(action, row.job.status))
    throw conflict(transitionRefusal(action, row.job.status), 'invalid_transition');
  return row.job;
}

/** The job's row locked for a change, with its team's owner; 404 when there is no such job. */
export async function lockJobWithOwner(tx: DbOrTx, jobId: number) {
  const [row] = await tx
    .select({ job: jobs, ownerId: teamProfiles.userId })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .where(eq(jobs.id, jobId))
    .for('update', { of: jobs });
  if (!row) throw notFound(JOB_MESSAGES.notFound, 'job_not_found');
  return row;
}
