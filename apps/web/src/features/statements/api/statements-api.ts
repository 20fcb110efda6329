import { useMutation, useQuery } from '@tanstack/react-query';
import {
  EarningsStatementSchema,
  SpendStatementSchema,
  TaxInfoLinkSchema,
  type StatementQuery,
} from '@sideline/shared';
import { api } from '@/lib/api';

/** Whose earnings: the session user's own ('me'), or a teen's by id from the guardian's view. */
export type StatementSubject = 'me' | number;

/** Query keys of the statements screen; every key starts with 'statements'. */
export const statementKeys = {
  all: ['statements'] as const,
  earnings: (who: StatementSubject, q: StatementQuery) =>
    ['statements', 'earnings', who, q.from, q.to] as const,
  spend: (q: StatementQuery) => ['statements', 'spend', q.from, q.to] as const,
};

/** The address of a statement: JSON, or the `.csv` / `.pdf` file the same call gives. */
export function statementPath(
  kind: 'earnings' | 'spend',
  who: StatementSubject,
  q: StatementQuery,
  file: '' | '.csv' | '.pdf' = '',
): string {
  const search = new URLSearchParams({ from: q.from, to: q.to });
  return `/api/users/${kind === 'spend' ? 'me' : who}/${kind}${file}?${search.toString()}`;
}

/** GET /api/users/{me|id}/earnings: a helper's statement for the period (money in cents). */
export function useEarnings(who: StatementSubject, q: StatementQuery, enabled = true) {
  return useQuery({
    queryKey: statementKeys.earnings(who, q),
    enabled,
    queryFn: () => api.get(EarningsStatementSchema, statementPath('earnings', who, q)),
  });
}

/** GET /api/users/me/spend: the team's payments in the period with receipts, fees and credits. */
export function useSpend(q: StatementQuery, enabled = true) {
  return useQuery({
    queryKey: statementKeys.spend(q),
    enabled,
    queryFn: () => api.get(SpendStatementSchema, statementPath('spend', 'me', q)),
  });
}

/** POST /api/payments/connect/tax-info: the provider's hosted W-9 step; the browser goes there. */
export function useTaxInfoLink() {
  return useMutation({
    mutationFn: () => api.send('POST', '/api/payments/connect/tax-info', TaxInfoLinkSchema),
    onSuccess: (link) => window.location.assign(link.url),
  });
}
