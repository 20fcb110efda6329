import { eq } from 'drizzle-orm';
import { applicationWindowOpen, JOB_MESSAGES } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import { conflict, notFound } from '../../lib/errors.js';

/** Test controls only: moves a job's window end, as if it had been posted at another time. */
export async function setApplicationWindow(db: Db, jobId: number, endsAt: Date): Promise<Date> {
  const [row] = await db
    .update(jobs)
    .set({ applicationWindowEndsAt: endsAt })
    .where(eq(jobs.id, jobId))
    .returning({ endsAt: jobs.applicationWindowEndsAt });
  if (!row) throw notFound(JOB_MESSAGES.notFound, 'job_not_found');
  return row.endsAt;
}

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
