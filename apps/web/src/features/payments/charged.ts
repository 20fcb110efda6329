import { creditAndCharge, type Payment } from '@sideline/shared';

/**
 * The part of a payment a credit covered (the shared rule); a failed attempt gave its free game back.
 */
export function coveredByCredit(p: Payment): number {
  if (p.status === 'failed') return 0;
  return creditAndCharge(p.method, p.total, p.freeGameDiscount).creditUsed;
}

/** What the team actually paid for the game. */
export const chargedToTeam = (p: Payment): number => p.total - coveredByCredit(p);
