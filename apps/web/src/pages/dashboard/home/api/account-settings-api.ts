import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AuthResponseSchema,
  NotificationPreferencesSchema,
  NotificationSettingsBodySchema,
  type NotificationSettingsBody,
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

export const notificationPreferencesQuery = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'notifications'] as const,
    queryFn: () => api.get(NotificationPreferencesSchema, `/api/users/${userId}/notifications`),
  });

/** Saves one switch; the answer (every switch as stored) replaces the cached preferences. */
export function useUpdateNotificationSettings(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsBody) =>
      api.send('PUT', `/api/users/${userId}/notifications`, NotificationPreferencesSchema, {
        schema: NotificationSettingsBodySchema,
        value: body,
      }),
    onSuccess: (fresh) => queryClient.setQueryData(notificationPreferencesQuery(userId).queryKey, fresh),
  });
}
