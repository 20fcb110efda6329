import { queryOptions } from '@tanstack/react-query';
import {
  PushConfigSchema,
  PushSubscribedSchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
  type PushSubscriptionBody,
} from '@sideline/shared';
import { api } from '@/lib/api';

export const pushKeys = { config: ['push', 'config'] as const };

/** The server's VAPID public key; null when push is not configured (the opt-in stays hidden). */
export const pushConfigQuery = () =>
  queryOptions({
    queryKey: pushKeys.config,
    queryFn: () => api.get(PushConfigSchema, '/api/push/config'),
  });

export const saveSubscription = (value: PushSubscriptionBody) =>
  api.send('POST', '/api/push/subscriptions', PushSubscribedSchema, {
    schema: PushSubscriptionBodySchema,
    value,
  });

export const deleteSubscription = (endpoint: string) =>
  api.send('DELETE', '/api/push/subscriptions', PushSubscribedSchema, {
    schema: PushUnsubscribeBodySchema,
    value: { endpoint },
  });
