import { eq } from 'drizzle-orm';
import { jobs, payments } from '../../src/db/schema/index.js';
import type { TestApp } from '../test-app.js';
import { completedJobsFast, type Helper, type Team } from './payments-test-kit.js';

/**
 * Statement fixtures: games already played and settled, written as the payments module records
 * them (a statement only reads these rows). The API paths that produce each kind of row have their
 * own suites; the card and Venmo rows of statements.test.ts come through the API as well.
 */
export interface SettledGame {
  jobDate: string;
  timeZone?: string;
  method: 'card' | 'venmo' | 'paypal' | 'credit';
  status?: 'completed' | 'refunded';
  payCents?: number;
  completedAt: Date;
  cancelledFee?: 'late_cancel' | 'show_up';
  transferRef?: string;
}

export async function settledGame(t: TestApp, team: Team, helper: Helper, game: SettledGame) {
  const payCents = game.payCents ?? 6000;
  // A late-cancellation fee is half the game's pay here (the job's pay, not what was paid).
  const jobPayCents = game.cancelledFee ? payCents * 2 : payCents;
  const [jobId] = await completedJobsFast(t, team, helper, 1, { payCents: jobPayCents, minutes: 120 });
  await settleJob(t, jobId!, team.user.id, helper, game);
  return jobId!;
}

/** An existing job (posted through the API, say) played by this helper and settled as `game` says. */
export async function settleJob(
  t: TestApp,
  jobId: number,
  payerId: number,
  helper: Helper,
  game: SettledGame,
) {
  const payCents = game.payCents ?? 6000;
  await t.database.db
    .update(jobs)
    .set({
      helperId: helper.helperId,
      jobDate: game.jobDate,
      timeZone: game.timeZone ?? 'America/New_York',
      status: game.cancelledFee ? 'cancelled' : game.status === 'refunded' ? 'completed' : 'paid',
      ...(game.cancelledFee
        ? {
            cancellationFeeKind: game.cancelledFee,
            cancellationFeeCents: payCents,
            cancellationFeePercent: 50,
          }
        : {}),
    })
    .where(eq(jobs.id, jobId));
  const feeCents = game.method === 'card' ? Math.round(payCents / 10) : 0;
  const [row] = await t.database.db
    .insert(payments)
    .values({
      jobId,
      payerId,
      payeeId: helper.user.id,
      method: game.method,
      payCents,
      platformFeeCents: feeCents,
      totalCents: payCents + feeCents,
      status: game.status ?? 'completed',
      completedAt: game.completedAt,
      providerRef: game.method === 'card' ? `pi_fixture_${jobId}` : null,
      transferRef: game.transferRef ?? null,
    })
    .returning({ id: payments.id });
  return row!.id;
}
