import { eq } from 'drizzle-orm';
import { JOB_MESSAGES } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';

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
