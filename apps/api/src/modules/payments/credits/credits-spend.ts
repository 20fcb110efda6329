import { and, asc, desc, eq, gt, inArray, ne, notExists, sql } from 'drizzle-orm';
import { creditKey, freeGameDiscountCents } from '@sideline/shared';
import type { Db, DbOrTx } from '../../../db/client.js';
import { credits, payments } from '../../../db/schema/index.js';
import { adjustFreeGames } from '../../users/paid-games.js';

const EARNED = ['loyalty', 'referral_referrer', 'referral_referred'] as const;
const OPEN = ['pending', 'completed'] as const;

/**
 * The user's earned credit that takes the most off this pay, the smallest of equals first; one an
 * open checkout holds is not free (payments_one_open_per_credit settles any race for it).
 */
async function bestFreeCredit(
  tx: DbOrTx,
  userId: number,
  payCents: number,
  capCents: number,
  except?: number,
): Promise<{ id: number; valueCents: number } | undefined> {
  const held = tx
    .select({ one: sql`1` })
    .from(payments)
    .where(
      and(
        eq(payments.freeGameCreditId, credits.id),
        inArray(payments.status, OPEN),
        ...(except === undefined ? [] : [ne(payments.id, except)]),
      ),
    );
  const [best] = await tx
    .select({ id: credits.id, valueCents: credits.valueCents })
    .from(credits)
    .where(
      and(
        eq(credits.userId, userId),
        inArray(credits.reason, EARNED),
        gt(credits.valueCents, 0),
        notExists(held),
      ),
    )
    .orderBy(
      desc(sql`least(${credits.valueCents}, ${payCents}, ${capCents})`),
      asc(credits.valueCents),
      asc(credits.id),
    )
    .limit(1);
  return best;
}

/** What the user's best credit would take off this pay now (0 with none): the checkout's offer. */
export async function freeCreditDiscount(db: Db, userId: number, payCents: number, capCents: number) {
  const best = await bestFreeCredit(db, userId, payCents, capCents);
  return best ? freeGameDiscountCents(payCents, capCents, best.valueCents) : 0;
}

/**
 * Spends one earned credit on a card checkout (one payment attempt): the payment holds the credit
 * and is discounted by its value, never more than the pay or the cap (decision 26). Null when the
 * user has none, and the caller's transaction then rolls back. The users row lock of the count
 * orders simultaneous checkouts of one team, so each sees the credits the other took.
 */
export async function takeCheckoutCredit(
  tx: DbOrTx,
  payment: { id: number; payerId: number; jobId: number; payCents: number },
  capCents: number,
): Promise<number | null> {
  if ((await adjustFreeGames(tx, payment.payerId, -1)) === null) return null;
  const credit = await bestFreeCredit(tx, payment.payerId, payment.payCents, capCents);
  if (!credit) return null;
  const discountCents = freeGameDiscountCents(payment.payCents, capCents, credit.valueCents);
  await tx
    .update(payments)
    .set({ freeGameCreditId: credit.id, freeGameDiscountCents: discountCents })
    .where(eq(payments.id, payment.id));
  await tx.insert(credits).values({
    userId: payment.payerId,
    reason: 'spent',
    delta: -1,
    jobId: payment.jobId,
    grantKey: creditKey.checkout(payment.id),
    valueCents: credit.valueCents,
  });
  return discountCents;
}

/**
 * Gives back the free game a failed or abandoned card checkout took; at most once per attempt. The
 * attempt is failed, so its credit is free again for the next checkout.
 */
export async function returnCheckoutCredit(tx: DbOrTx, paymentId: number): Promise<void> {
  const [taken] = await tx
    .select({ userId: credits.userId, jobId: credits.jobId, valueCents: credits.valueCents })
    .from(credits)
    .where(eq(credits.grantKey, creditKey.checkout(paymentId)));
  if (!taken) return;
  const inserted = await tx
    .insert(credits)
    .values({ ...taken, reason: 'returned', delta: 1, grantKey: creditKey.returned(paymentId) })
    .onConflictDoNothing({ target: credits.grantKey })
    .returning({ id: credits.id });
  if (inserted.length > 0) await adjustFreeGames(tx, taken.userId, 1);
}

/**
 * A free-game attempt that failed (its credit given back) and then succeeded after all takes a
 * credit again, once: its own if still free, else the best other. With none left the game stays
 * paid (the money was collected) and the attempt lets go of a credit another checkout now holds.
 */
export async function retakeCheckoutCredit(tx: DbOrTx, paymentId: number, capCents: number): Promise<void> {
  const [returned] = await tx
    .select({ userId: credits.userId, jobId: credits.jobId })
    .from(credits)
    .where(eq(credits.grantKey, creditKey.returned(paymentId)));
  if (!returned) return;
  const [payment] = await tx
    .select({ creditId: payments.freeGameCreditId, payCents: payments.payCents })
    .from(payments)
    .where(eq(payments.id, paymentId));
  const [already] = await tx
    .select({ id: credits.id })
    .from(credits)
    .where(eq(credits.grantKey, creditKey.retaken(paymentId)));
  if (!payment || already) return;
  const taken = (await adjustFreeGames(tx, returned.userId, -1)) !== null;
  const [ownHeld] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.freeGameCreditId, payment.creditId ?? -1),
        inArray(payments.status, OPEN),
        ne(payments.id, paymentId),
      ),
    );
  let credit: { id: number; valueCents: number } | undefined;
  if (taken && !ownHeld && payment.creditId !== null) {
    const [own] = await tx
      .select({ id: credits.id, valueCents: credits.valueCents })
      .from(credits)
      .where(eq(credits.id, payment.creditId));
    credit = own;
  } else if (taken) {
    credit = await bestFreeCredit(tx, returned.userId, payment.payCents, capCents, paymentId);
  }
  if (ownHeld || (taken && credit?.id !== payment.creditId))
    await tx
      .update(payments)
      .set({ freeGameCreditId: credit?.id ?? null })
      .where(eq(payments.id, paymentId));
  if (!taken) return;
  await tx.insert(credits).values({
    userId: returned.userId,
    reason: 'spent',
    delta: -1,
    jobId: returned.jobId,
    grantKey: creditKey.retaken(paymentId),
    valueCents: credit?.valueCents ?? 0,
  });
}
