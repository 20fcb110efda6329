import { useMutation } from '@tanstack/react-query';
import {
  AuthResponseSchema,
  NotificationSettingsBodySchema,
  PaymentSettingsBodySchema,
  type AuthResponse,
  type PaymentSettingsBody,
  type User,
} from '@sideline/shared';
import { useAuth } from '@/lib/session/use-auth';
import { api } from '@/lib/api';

const userOf = ({ message: _message, ...user }: AuthResponse): User => user;

/** Saves payment settings, then re-reads the session user (spec: GET /api/auth/user afterwards). */
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

/** Turns new-message emails on or off; answers the saved account. */
export function useUpdateNotificationSettings(userId: number) {
  const { setUser } = useAuth();
  return useMutation({
    mutationFn: async (messageEmails: boolean) =>
      userOf(
        await api.send('PUT', `/api/users/${userId}/notifications`, AuthResponseSchema, {
          schema: NotificationSettingsBodySchema,
          value: { messageEmails },
        }),
      ),
    onSuccess: (fresh) => setUser(fresh),
  });
}
