import {
  STATEMENT_MESSAGES,
  todayIn,
  type EarningsStatement,
  type StatementMethod,
  type TaxInfoState,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { payoutUserIdFor } from '../guardians/guardian-state.js';
import { nameOf, paymentsOfJobs, workedGames, type PaymentFacts } from './statement-rows.js';
import { cardEarningsByPaidYear, receiptOf } from './helper-receipts.js';
import { groupTotals } from './totals.js';

/** What a statement is made of below the HTTP edge: money in cents, as everywhere inside. */
export type EarningsData = EarningsStatement;

/**
 * Card, or a free game the platform pays out (by transfer, or staff recording that it paid): both
 * paid by the platform, never self-reported. Whether it reached the helper yet is `receiptOf`'s.
 */
const throughProvider = (p: Pick<PaymentFacts, 'method'>) => p.method === 'card' || p.method === 'credit';

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
  const [games, helperName, payoutUserId, years] = await Promise.all([
    workedGames(db, helperUserId, from, to),
    nameOf(db, helperUserId),
    payoutUserIdFor(db, helperUserId),
    cardEarningsByPaidYear(db, helperUserId, from, to),
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
    const receipt = p?.status === 'completed' ? receiptOf(p) : null;
    const status = !p ? 'unpaid' : !receipt ? 'refunded' : receipt.owedCents > 0 ? 'owed' : 'paid';
    const throughPlatform = p ? throughProvider(p) : false;
    // The day it reached the helper (or went back to the team), on the venue's calendar (decision
    // 21), not the server's; an amount still owed has not reached them.
    const at = receipt ? receipt.reachedAt : p ? (p.completedAt ?? p.updatedAt) : null;
    const paidOn = at ? todayIn(game.timeZone, at) : null;
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
      throughPlatform,
      status,
      paidOn,
      amount: receipt?.receivedCents ?? 0,
      owed: receipt?.owedCents ?? 0,
      taxYear: throughPlatform && receipt && paidOn && receipt.receivedCents > 0 ? paidOn.slice(0, 4) : null,
      platformFee: receipt ? p!.platformFeeCents : 0,
    };
  });

  // Received money: paid lines (and any part of an owed line already paid out).
  const paidLines = lines.filter((l) => l.status === 'paid' || l.amount > 0);
  const sum = (xs: typeof lines, f: (l: (typeof lines)[number]) => number) =>
    xs.reduce((s, l) => s + f(l), 0);

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
      // The team paid its fee with the game, whether or not the platform has paid the helper yet.
      platformFees: sum(lines, (l) => l.platformFee),
      // The pay of games whose payment went back to the team: shown, never counted as earned.
      refunded: [...paymentOf.values()]
        .filter((p) => p.status === 'refunded')
        .reduce((s, p) => s + p.payCents, 0),
      owed: sum(lines, (l) => l.owed),
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
      byPaidDate: STATEMENT_MESSAGES.byPaidDate,
      years,
    },
  };
}
