import { eq } from 'drizzle-orm';
import { applicationWindowOpen, isStreamingJobType, STREAM_MESSAGES } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { applications, jobs, jobStreamConsents } from '../../db/schema/index.js';
import { conflict } from '../../lib/errors.js';

/**
 * The team may book only once the job's window has closed (decision 25). Read under the accept's
 * lock on the job's row, so a window moved in the meantime is seen as it is.
 */
export function refuseBookingInWindow(
  job: { applicationWindowEndsAt: Date; timeZone: string },
  now: Date,
): void {
  if (!applicationWindowOpen(job.applicationWindowEndsAt, now)) return;
  const until = job.applicationWindowEndsAt.toLocaleTimeString('en-US', {
    timeZone: job.timeZone,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  throw conflict(
    `This job is gathering applications until ${until}. Then you'll see every applicant ranked and can choose.`,
    'application_window_open',
  );
}

/**
 * A streamed game is booked only once its team has confirmed consent (issue 37): jobs posted without
 * it (bulk upload, a tournament's import) wait for the confirm form on the job page.
 */
export async function refuseStreamingBookingWithoutConsent(db: Db, applicationId: number): Promise<void> {
  const [row] = await db
    .select({ jobType: jobs.jobType, consent: jobStreamConsents.jobId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .leftJoin(jobStreamConsents, eq(jobStreamConsents.jobId, jobs.id))
    .where(eq(applications.id, applicationId));
  if (row && isStreamingJobType(row.jobType) && row.consent === null)
    throw conflict(STREAM_MESSAGES.bookingNeedsConsent, 'stream_consent_required');
}
