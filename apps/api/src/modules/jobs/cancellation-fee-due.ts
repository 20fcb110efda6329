import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';

/**
 * For the payments module, inside its transaction: the cancellation fee a cancelled job owes its
 * booked helper (decision 24), with the job's row locked so a report and a confirmation of the same
 * fee are ordered; null when the job owes none.
 */
export async function lockCancellationFeeDue(tx: DbOrTx, jobId: number): Promise<number | null> {
  const [job] = await tx
    .select({ feeCents: jobs.cancellationFeeCents })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'cancelled'), gt(jobs.cancellationFeeCents, 0)))
    .for('update');
  return job?.feeCents ?? null;
}
