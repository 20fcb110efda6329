import { eq } from 'drizzle-orm';
import { isStreamingJobType, type JobType, type JobViewer, type StreamConsentView } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { jobStreamConsents } from '../../db/schema/index.js';
import type { UserRow } from '../../plugins/session.js';
import { isFamilyInvitee } from '../team-families/team-families.service.js';

/**
 * A job's consent as `viewer` may see it: null for jobs that are not streamed or not yet confirmed.
 * The link goes to everyone for a public stream; for a private one only to the team's owner, the
 * booked helper and the team's family invitees.
 */
export async function streamConsentFor(
  db: Db,
  job: { id: number; teamId: number; jobType: JobType },
  viewer: UserRow | null,
  role: JobViewer,
): Promise<StreamConsentView | null> {
  if (!isStreamingJobType(job.jobType)) return null;
  const [row] = await db.select().from(jobStreamConsents).where(eq(jobStreamConsents.jobId, job.id));
  if (!row) return null;
  const canWatch =
    row.audience === 'public' ||
    role === 'owner' ||
    role === 'assigned-helper' ||
    (await isFamilyInvitee(db, job.teamId, viewer));
  return {
    audience: row.audience,
    confirmedByName: row.confirmedByName,
    confirmedAt: row.confirmedAt.toISOString(),
    linkShared: row.streamUrl !== null,
    canWatch,
    streamUrl: canWatch ? row.streamUrl : null,
  };
}
