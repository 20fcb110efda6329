import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';

/**
 * completed -> paid, for the payments module to call inside its own transaction. The condition is
 * the guard: of any number of simultaneous payments of one job exactly one sees `true` (the row
 * lock makes the others re-check and find the job paid).
 */
export async function markJobPaid(tx: DbOrTx, jobId: number): Promise<boolean> {
  const rows = await tx
    .update(jobs)
    .set({ status: 'paid' })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'completed')))
    .returning({ id: jobs.id });
  return rows.length === 1;
}
