import { thresholdNotice, todayIn, type EarningsStatement } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { platformPaymentsReaching } from './statement-rows.js';

/** A settled payment as the payments module records it, with what the platform may owe on it. */
interface Settled {
  payCents: number;
  platformOwesCents: number;
  owedSettledAt: Date | null;
  completedAt: Date | null;
  updatedAt: Date;
}

/**
 * What of a settled payment reached the helper, what the platform still owes them, and when it
 * reached them. An owed amount (a free-game game the platform pays out) is open until its transfer
 * claims it or staff record paying it (`owed_settled_at`, as the admin queues read it); until then it
 * was not received. A paid-out amount reached the helper that day, not at the team's settlement.
 */
export function receiptOf(p: Settled) {
  const owedCents =
    p.platformOwesCents > 0 && p.owedSettledAt === null ? Math.min(p.platformOwesCents, p.payCents) : 0;
  const receivedCents = p.payCents - owedCents;
  return {
    receivedCents,
    owedCents,
    reachedAt: receivedCents > 0 ? (p.owedSettledAt ?? p.completedAt ?? p.updatedAt) : null,
  };
}

const DAY_MS = 86_400_000;

/**
 * Card earnings per calendar year the period touches, each a whole year by the day the money
 * reached the helper on the venue's clock, as the provider's Form 1099-K counts it, whatever the
 * game's date. So a game on December 31 paid on January 2 is on the December statement and in the
 * next year's figure, and in no other year's: across statements nothing is counted twice or lost.
 */
export async function cardEarningsByPaidYear(
  db: Db,
  payeeId: number,
  from: string,
  to: string,
): Promise<EarningsStatement['tax']['years']> {
  const first = from.slice(0, 4);
  const last = to.slice(0, 4);
  // A day either side covers every zone's New Year; the year is then read on the venue's clock.
  const start = new Date(Date.UTC(Number(first), 0, 1) - DAY_MS);
  const end = new Date(Date.UTC(Number(last) + 1, 0, 1) + DAY_MS);
  const years = new Map<string, { cents: number; count: number }>();
  for (const row of await platformPaymentsReaching(db, payeeId, start, end)) {
    const { receivedCents, reachedAt } = receiptOf(row);
    if (!reachedAt) continue;
    const year = todayIn(row.timeZone, reachedAt).slice(0, 4);
    if (year < first || year > last) continue;
    const y = years.get(year) ?? { cents: 0, count: 0 };
    years.set(year, { cents: y.cents + receivedCents, count: y.count + 1 });
  }
  return [...years.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([year, y]) => ({
      year,
      card: y.cents,
      cardPayments: y.count,
      notice: thresholdNotice(y.cents, y.count, year),
    }));
}
