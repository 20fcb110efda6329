import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  isStreamingJobType,
  JOB_MESSAGES,
  STREAM_MESSAGES,
  type JobDetail,
  type JobType,
  type StreamConsentInput,
} from '@sideline/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import { helperProfiles, jobs, jobStreamConsents, teamProfiles } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { recordAudit } from '../audit/audit.service.js';
import { getJobDetail } from './job-detail.js';

type ConsentRow = typeof jobStreamConsents.$inferSelect;

const auditShape = (row: Pick<ConsentRow, 'audience' | 'confirmedByName' | 'confirmedAt'>) => ({
  audience: row.audience,
  confirmedByName: row.confirmedByName,
  confirmedAt: row.confirmedAt.toISOString(),
});

/**
 * Records the team's streaming consent for a job, inside the caller's transaction: who is the
 * session's user, when is the server's clock. The same audience again keeps the first record (an
 * edit that changes nothing about consent); a new or changed one is written with its audit entry
 * (the admin module's table, through its service). Nothing for job types that are not streamed.
 */
export async function recordStreamConsent(
  tx: DbOrTx,
  user: UserRow,
  jobId: number,
  jobType: JobType,
  consent: StreamConsentInput | undefined,
): Promise<void> {
  if (!consent || !isStreamingJobType(jobType)) return;
  const [before] = await tx
    .select()
    .from(jobStreamConsents)
    .where(eq(jobStreamConsents.jobId, jobId))
    .for('update');
  if (before?.audience === consent.audience) return;
  const now = new Date();
  const values = {
    audience: consent.audience,
    confirmedById: user.id,
    confirmedByName: `${user.firstName} ${user.lastName}`,
    confirmedAt: now,
  };
  await tx
    .insert(jobStreamConsents)
    .values({ jobId, ...values })
    .onConflictDoUpdate({ target: jobStreamConsents.jobId, set: values });
  await recordAudit(tx, user, {
    action: before ? 'stream_consent.change' : 'stream_consent.confirm',
    targetType: 'job',
    targetId: jobId,
    before: before ? auditShape(before) : null,
    after: auditShape(values),
  });
}

/** The job with its owner's user id, for the two routes below. */
async function streamingJob(db: Db, jobId: number) {
  const [row] = await db
    .select({
      id: jobs.id,
      jobType: jobs.jobType,
      status: jobs.status,
      ownerId: teamProfiles.userId,
      helperUserId: helperProfiles.userId,
    })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .leftJoin(helperProfiles, eq(helperProfiles.id, jobs.helperId))
    .where(eq(jobs.id, jobId));
  if (!row) throw notFound(JOB_MESSAGES.notFound, 'job_not_found');
  return row;
}

/**
 * POST /api/jobs/{id}/stream-consent: the owner confirms consent on a job posted without it (bulk
 * upload, a tournament's games) or changes who may watch, while the job is open or booked.
 */
export async function confirmStreamConsent(
  db: Db,
  user: UserRow,
  jobId: number,
  consent: StreamConsentInput,
): Promise<JobDetail> {
  await db.transaction(async (tx) => {
    const job = await streamingJob(tx, jobId);
    if (job.ownerId !== user.id) throw forbidden(JOB_MESSAGES.notOwner, 'not_owner');
    if (!isStreamingJobType(job.jobType)) throw conflict(STREAM_MESSAGES.notStreaming, 'not_streaming_job');
    if (job.status !== 'open' && job.status !== 'assigned')
      throw conflict(
        `This job is ${job.status}: its streaming consent can no longer change.`,
        'invalid_transition',
      );
    await recordStreamConsent(tx, user, jobId, job.jobType, consent);
  });
  return getJobDetail(db, jobId, user);
}

/**
 * PUT /api/jobs/{id}/stream-link: the booked helper shares the stream's address (validated by the
 * schema as an https URL; the server stores it and never fetches it). Only for a streamed job with
 * recorded consent, while it is booked or just completed (a replay link).
 */
export async function setStreamLink(
  db: Db,
  user: UserRow,
  jobId: number,
  streamUrl: string,
): Promise<JobDetail> {
  const job = await streamingJob(db, jobId);
  if (job.helperUserId === null || job.helperUserId !== user.id)
    throw forbidden(STREAM_MESSAGES.notBookedHelper, 'not_assigned_helper');
  if (!isStreamingJobType(job.jobType)) throw conflict(STREAM_MESSAGES.notStreaming, 'not_streaming_job');
  const updated = await db
    .update(jobStreamConsents)
    .set({ streamUrl, streamUrlSetAt: new Date() })
    .where(
      and(
        eq(jobStreamConsents.jobId, jobId),
        sql`exists (select 1 from ${jobs} where ${jobs.id} = ${jobId} and ${inArray(jobs.status, ['assigned', 'completed'])})`,
      ),
    )
    .returning({ jobId: jobStreamConsents.jobId });
  if (updated.length === 0) {
    const [consent] = await db
      .select({ jobId: jobStreamConsents.jobId })
      .from(jobStreamConsents)
      .where(eq(jobStreamConsents.jobId, jobId));
    if (!consent) throw conflict(STREAM_MESSAGES.consentMissing, 'stream_consent_required');
    throw conflict(STREAM_MESSAGES.linkClosed, 'stream_link_closed');
  }
  return getJobDetail(db, jobId, user);
}
