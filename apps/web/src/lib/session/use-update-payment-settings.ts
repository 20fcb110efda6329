import { useMutation } from '@tanstack/react-query';
import {
  AuthResponseSchema,
  PaymentSettingsBodySchema,
  type AuthResponse,
  type PaymentSettingsBody,
  type User,
} from '@sideline/shared';
import { api } from '@/lib/api';
import { useAuth } from './use-auth';

const userOf = ({ message: _message, ...user }: AuthResponse): User => user;

/**
 * Saves payment settings, then re-reads the session user (spec: GET /api/auth/user afterwards).
 * The account's one Venmo handle (decision 19) is written here by Payment Settings and by Post a
 * Job alike, so both share this call.
 */
export function useUpdatePaymentSettings(userId: number) {
  const { refresh } = useAuth();
  return useMutation({
    mutationFn: async (body: PaymentSettingsBody) => {
      const answer = await api.send('PUT', `/api/users/${userId}/payment`, AuthResponseSchema, {
        schema: PaymentSettingsBodySchema,
        value: body,
      });
      return (await refresh()) ?? userOf(answer);
    },
  });
}
