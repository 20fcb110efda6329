/**
 * The ledger behind the demo's paid jobs: each one was paid by Venmo, reported by the team and
 * confirmed by the helper, so the payments screens agree with the jobs' status from the first
 * start. Venmo games earn no loyalty (decision 6), so the teams' paid-game counts stay at zero.
 */
import { eq } from 'drizzle-orm';
import { helperProfiles, jobs, payments, teamProfiles } from '../db/schema/index.js';
import type { DemoTx } from './demo-jobs.js';

export async function seedDemoPayments(tx: DemoTx): Promise<void> {
  const paid = await tx
    .select({
      jobId: jobs.id,
      payCents: jobs.totalPayCents,
      completedAt: jobs.completedAt,
      payerId: teamProfiles.userId,
      payeeId: helperProfiles.userId,
    })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .innerJoin(helperProfiles, eq(helperProfiles.id, jobs.helperId))
    .where(eq(jobs.status, 'paid'));
  if (paid.length === 0) return;
  await tx.insert(payments).values(
    paid.map((p) => {
      const at = p.completedAt ?? new Date();
      return {
        jobId: p.jobId,
        payerId: p.payerId,
        payeeId: p.payeeId,
        method: 'venmo' as const,
        payCents: p.payCents,
        platformFeeCents: 0,
        totalCents: p.payCents,
        status: 'completed' as const,
        reportedAt: at,
        confirmedAt: at,
        completedAt: at,
      };
    }),
  );
}
