import {
  STATEMENT_MESSAGES,
  thresholdNotice,
  todayIn,
  type EarningsStatement,
  type StatementMethod,
  type TaxInfoState,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { payoutUserIdFor } from '../guardians/guardian-state.js';
import { nameOf, paymentsOfJobs, workedGames, type PaymentFacts } from './statement-rows.js';
import { groupTotals } from './totals.js';

/** What a statement is made of below the HTTP edge: money in cents, as everywhere inside. */
export type EarningsData = EarningsStatement;

/** Card, or a free game the provider paid out by transfer: both went through the card provider. */
const throughProvider = (p: Pick<PaymentFacts, 'method' | 'transferRef'>) =>
  p.method === 'card' || (p.method === 'credit' && p.transferRef !== null);

/**
 * A helper's statement for a period: every game worked (and every late-cancellation or show-up fee
 * owed them), its payment if any, and the totals. `taxInfo` comes from the card provider (payments
 * module); it is passed in so this stays a pure read of the ledger.
 */
export async function earningsStatement(
  db: Db,
  helperUserId: number,
  from: string,
  to: string,
  taxInfo: TaxInfoState,
  now = new Date(),
): Promise<EarningsData> {
  const [games, helperName, payoutUserId] = await Promise.all([
    workedGames(db, helperUserId, from, to),
    nameOf(db, helperUserId),
    payoutUserIdFor(db, helperUserId),
  ]);
  const guardian = payoutUserId === helperUserId ? null : await nameOf(db, payoutUserId);
  const paid = await paymentsOfJobs(
    db,
    games.map((g) => g.jobId),
    helperUserId,
  );
  // Newest first: a completed payment wins over an earlier refunded one of the same job.
  const paymentOf = new Map<number, PaymentFacts>();
  for (const p of paid) {
    const seen = paymentOf.get(p.jobId);
    if (!seen || (seen.status === 'refunded' && p.status === 'completed')) paymentOf.set(p.jobId, p);
  }

  const lines: EarningsData['lines'] = games.map((game) => {
    const p = paymentOf.get(game.jobId);
    const status = !p ? 'unpaid' : p.status === 'completed' ? 'paid' : 'refunded';
    const settledAt = p ? (p.completedAt ?? p.updatedAt) : null;
    return {
      jobId: game.jobId,
      jobTitle: game.title,
      kind: game.status === 'cancelled' ? (game.feeKind ?? 'late_cancel') : 'game',
      gameDate: game.jobDate,
      timeZone: game.timeZone,
      payer: game.payer,
      payee: guardian ?? helperName,
      paidToGuardian: guardian !== null,
      method: (p?.method ?? null) as StatementMethod | null,
      throughPlatform: p ? throughProvider(p) : false,
      status,
      // The day it settled, on the venue's calendar (decision 21), not the server's.
      paidOn: settledAt ? todayIn(game.timeZone, settledAt) : null,
      amount: status === 'paid' ? p!.payCents : 0,
      platformFee: status === 'paid' ? p!.platformFeeCents : 0,
    };
  });

  const paidLines = lines.filter((l) => l.status === 'paid');
  const sum = (xs: typeof lines, f: (l: (typeof lines)[number]) => number) =>
    xs.reduce((s, l) => s + f(l), 0);
  const cardByYear = new Map<string, { cents: number; count: number }>();
  for (const l of paidLines.filter((x) => x.throughPlatform)) {
    const year = (l.paidOn ?? l.gameDate).slice(0, 4);
    const y = cardByYear.get(year) ?? { cents: 0, count: 0 };
    cardByYear.set(year, { cents: y.cents + l.amount, count: y.count + 1 });
  }

  return {
    helper: { id: helperUserId, name: helperName },
    guardian,
    from,
    to,
    generatedAt: now.toISOString(),
    lines,
    totals: {
      earned: sum(paidLines, (l) => l.amount),
      throughPlatform: sum(
        paidLines.filter((l) => l.throughPlatform),
        (l) => l.amount,
      ),
      outsidePlatform: sum(
        paidLines.filter((l) => !l.throughPlatform),
        (l) => l.amount,
      ),
      platformFees: sum(paidLines, (l) => l.platformFee),
      // The pay of games whose payment went back to the team: shown, never counted as earned.
      refunded: [...paymentOf.values()]
        .filter((p) => p.status === 'refunded')
        .reduce((s, p) => s + p.payCents, 0),
      unpaidGames: lines.filter((l) => l.status === 'unpaid').length,
      byPayer: groupTotals(
        paidLines,
        (l) => l.payer,
        (l) => l.amount,
        'label',
      ),
      byMonth: groupTotals(
        paidLines,
        (l) => l.gameDate.slice(0, 7),
        (l) => l.amount,
        'key',
      ),
    },
    tax: {
      taxInfo,
      providerReports: STATEMENT_MESSAGES.providerReports,
      outsideReports: STATEMENT_MESSAGES.outsideReports,
      noAdvice: STATEMENT_MESSAGES.noAdvice,
      years: [...cardByYear.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([year, y]) => ({
          year,
          card: y.cents,
          cardPayments: y.count,
          notice: thresholdNotice(y.cents, y.count, year),
        })),
    },
  };
}
