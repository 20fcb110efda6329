import { eq } from 'drizzle-orm';
import { canTransition, JOB_MESSAGES, transitionRefusal, type JobTransition } from '@sideline/shared';
import { DomainError } from '../lib/domain-error.js';
import type { DbOrTx } from './client.js';
import { jobs, teamProfiles } from './schema/index.js';

/**
 * The first step of an owner's change to a booked job, inside its transaction: the job's row locked
 * (like every other change to a job); refused (DomainError, which the HTTP layer answers 404, 403
 * and 409) when there is no such job, when it is another team's, and naming the status when the
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
  if (row.ownerId !== user.id) throw new DomainError('not_allowed', 'not_owner', JOB_MESSAGES.notOwner);
  if (!canTransition(action, row.job.status))
    throw new DomainError('conflict', 'invalid_transition', transitionRefusal(action, row.job.status));
  return row.job;
}

/** The job's row locked for a change, with its team's owner; refused (not_found) when there is no such job. */
export async function lockJobWithOwner(tx: DbOrTx, jobId: number) {
  const [row] = await tx
    .select({ job: jobs, ownerId: teamProfiles.userId })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .where(eq(jobs.id, jobId))
    .for('update', { of: jobs });
  if (!row) throw new DomainError('not_found', 'job_not_found', JOB_MESSAGES.notFound);
  return row;
}
