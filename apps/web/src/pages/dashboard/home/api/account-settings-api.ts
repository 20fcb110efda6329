import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  NotificationPreferencesSchema,
  NotificationSettingsBodySchema,
  type NotificationSettingsBody,
} from '@sideline/shared';
import { api } from '@/lib/api';

export const notificationPreferencesQuery = (userId: number) =>
  queryOptions({
    queryKey: ['users', userId, 'notifications'] as const,
    queryFn: () => api.get(NotificationPreferencesSchema, `/api/users/${userId}/notifications`),
    initialData: () => api.embedded(NotificationPreferencesSchema, `/api/users/${userId}/notifications`),
  });

/** A page loader's read (decision 0054) under the card's key. */
export const seedNotificationPreferences = (client: QueryClient, userId: number, wire: unknown) =>
  client.setQueryData(
    notificationPreferencesQuery(userId).queryKey,
    api.parse(NotificationPreferencesSchema, wire, `/api/users/${userId}/notifications`),
  );

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
