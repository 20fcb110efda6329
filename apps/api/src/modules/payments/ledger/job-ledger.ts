import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.js';
import { jobs } from '../../../db/schema/index.js';

/*
 * The job's side of the payments ledger, run inside a payment's own transaction. A job becomes
 * paid only through a payment, and its cancellation fee is settled only by one, so payments owns
 * these two steps on the job's row (jobs/ never marks a job paid): payments needs nothing from
 * jobs/, which keeps the import one way (jobs/ calls payments' card holds, never the reverse).
 */

/**
 * completed -> paid. The condition is the guard: of any number of simultaneous payments of one job
 * exactly one sees `true` (the row lock makes the others re-check and find the job paid).
 */
export async function markJobPaid(tx: DbOrTx, jobId: number): Promise<boolean> {
  const rows = await tx
    .update(jobs)
    .set({ status: 'paid' })
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'completed')))
    .returning({ id: jobs.id });
  return rows.length === 1;
}

/**
 * The cancellation fee a cancelled job owes its booked helper (decision 24), with the job's row
 * locked so a report and a confirmation of the same fee are ordered; null when the job owes none.
 */
export async function lockCancellationFeeDue(tx: DbOrTx, jobId: number): Promise<number | null> {
  const [job] = await tx
    .select({ feeCents: jobs.cancellationFeeCents })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'cancelled'), gt(jobs.cancellationFeeCents, 0)))
    .for('update');
  return job?.feeCents ?? null;
}
