import type { Payment } from '@sideline/shared';

/**
 * The part of a payment a credit covered: a free game's discount on a card payment, or the whole of
 * a game paid by an old credit (method 'credit'). A failed attempt gave its free game back.
 */
export function coveredByCredit(p: Payment): number {
  if (p.status === 'failed') return 0;
  return p.method === 'credit' ? p.total : p.freeGameDiscount;
}

/** What the team actually paid for the game. */
export const chargedToTeam = (p: Payment): number => p.total - coveredByCredit(p);
