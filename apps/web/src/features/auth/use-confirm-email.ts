import { useQuery } from '@tanstack/react-query';
import type { MessageBody } from '@sideline/shared';
import { legacyApi as api } from '@/lib/api';

/**
 * Confirms the email token once. A query (not an effect) so React StrictMode's double mount shares
 * one request; it is never refetched (the query defaults never go stale and never retry).
 */
export function useConfirmEmail(token: string | null) {
  return useQuery({
    queryKey: ['auth', 'confirm-email', token],
    queryFn: () => api.get<MessageBody>(`/api/auth/confirm-email?token=${encodeURIComponent(token ?? '')}`),
    enabled: Boolean(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
