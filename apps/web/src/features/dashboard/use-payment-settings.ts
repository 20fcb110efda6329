import { useMutation } from '@tanstack/react-query';
import type { AuthResponse, PaymentSettingsBody } from '@sideline/shared';
import { useAuth } from '@/features/auth/use-auth';
import { legacyApi as api } from '@/lib/api';

/** Saves payment settings, then re-reads the session user (spec: GET /api/auth/user afterwards). */
export function useUpdatePaymentSettings(userId: number) {
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: async (body: PaymentSettingsBody) => {
      const answer = await api.put<AuthResponse>(`/api/users/${userId}/payment`, body);
      const fresh = await refresh();
      return fresh ?? answer.user;
    },
  });
}
