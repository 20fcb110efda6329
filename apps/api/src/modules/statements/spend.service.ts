import { creditAndCharge, todayIn, type SpendStatement } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../../plugins/session.js';
import { ownTournament } from '../tournaments/tournaments.service.js';
import { payerNameOf, spendPayments } from './statement-rows.js';
import { groupTotals } from './totals.js';

/** A receipt's number: stable, the payment's own id, printed the same on every statement. */
export const receiptNumber = (paymentId: number) => `SL-${String(paymentId).padStart(6, '0')}`;

async function spendOf(
  db: Db,
  payerId: number,
  period: { from: string; to: string } | null,
  tournament: { id: number; name: string } | null,
  now: Date,
): Promise<SpendStatement> {
  const [rows, name] = await Promise.all([
    spendPayments(db, payerId, period, tournament?.id ?? null),
    payerNameOf(db, payerId),
  ]);
  // What went back to the team: what it had been charged, never the credit's part.
  let refundedCents = 0;
  const lines: SpendStatement['lines'] = rows.map((r) => {
    const refunded = r.status === 'refunded';
    const { creditUsed, charged } = creditAndCharge(r.method, r.totalCents, r.discountCents);
    if (refunded) refundedCents += charged;
    return {
      receiptNumber: receiptNumber(r.paymentId),
      jobId: r.jobId,
      jobTitle: r.title,
      kind: r.jobStatus === 'cancelled' ? (r.feeKind ?? 'late_cancel') : 'game',
      gameDate: r.jobDate,
      timeZone: r.timeZone,
      helper: r.helper,
      method: r.method,
      status: refunded ? 'refunded' : 'paid',
      paidOn: todayIn(r.timeZone, r.completedAt ?? r.updatedAt),
      pay: r.payCents,
      platformFee: r.platformFeeCents,
      creditUsed,
      charged: refunded ? 0 : charged,
      providerRef: r.method === 'card' ? r.providerRef : null,
    };
  });
  const paid = lines.filter((l) => l.status === 'paid');
  const sum = (f: (l: (typeof lines)[number]) => number) => paid.reduce((s, l) => s + f(l), 0);
  return {
    payer: { id: payerId, name },
    tournament: tournament?.name ?? null,
    from: period?.from ?? null,
    to: period?.to ?? null,
    generatedAt: now.toISOString(),
    lines,
    totals: {
      pay: sum((l) => l.pay),
      platformFees: sum((l) => l.platformFee),
      creditsUsed: sum((l) => l.creditUsed),
      charged: sum((l) => l.charged),
      refunded: refundedCents,
      byMonth: groupTotals(
        paid,
        (l) => l.gameDate.slice(0, 7),
        (l) => l.charged,
        'key',
      ),
    },
  };
}

/** The signed-in payer's (team's) spend for a period. */
export const teamSpend = (db: Db, user: UserRow, from: string, to: string, now = new Date()) =>
  spendOf(db, user.id, { from, to }, null, now);

/** A director's spend on one of their tournaments (404 for anyone else's, as the tournament routes). */
export async function spendTournament(db: Db, user: UserRow, tournamentId: number, now = new Date()) {
  const tournament = await ownTournament(db, user, tournamentId);
  return spendOf(db, user.id, null, { id: tournament.id, name: tournament.name }, now);
}
