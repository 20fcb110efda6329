import { z } from 'zod';

/**
 * Web Push. The browser's PushSubscription (its `toJSON()`), the kinds of event that may be pushed,
 * and the payload the service worker turns into a notification.
 */
export const PUSH_KINDS = [
  'new_message',
  'new_application',
  'application_accepted',
  'application_rejected',
  'application_cancelled',
  'application_released',
  'application_standby',
  'payment_reported',
  'payment_received',
  'card_hold_failed',
  'card_hold_placed',
  'card_hold_disputed',
  'review_received',
  'game_reminder',
  'reconfirm_missing',
  'job_alert',
] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

export const PUSH_MESSAGES = {
  endpoint: 'Enter the push service address the browser gave (https)',
  unknownService: 'Sideline sends notifications only through the push services browsers use.',
  key: 'Enter the key the browser gave',
} as const;

const base64url = (max: number) =>
  z
    .string({ error: PUSH_MESSAGES.key })
    .min(8, PUSH_MESSAGES.key)
    .max(max, PUSH_MESSAGES.key)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, PUSH_MESSAGES.key);

/**
 * A push service address: http(s), a host without credentials, printable ASCII only. A pattern (not
 * a refinement) so the OpenAPI reference shows it; the server narrows it further (https only).
 */
export const pushEndpointSchema = z
  .string({ error: PUSH_MESSAGES.endpoint })
  .max(1000, PUSH_MESSAGES.endpoint)
  .regex(/^https?:\/\/[A-Za-z0-9.[\]-]+(:\d{1,5})?\/[\x21-\x7e]*$/, PUSH_MESSAGES.endpoint);

/** POST /api/push/subscriptions: what `PushSubscription.toJSON()` gives (expirationTime ignored). */
export const PushSubscriptionBodySchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object({ p256dh: base64url(200), auth: base64url(64) }).strict(),
});
export type PushSubscriptionBody = z.infer<typeof PushSubscriptionBodySchema>;

/** DELETE /api/push/subscriptions: this device's subscription. */
export const PushUnsubscribeBodySchema = z.object({ endpoint: pushEndpointSchema }).strict();

/** GET /api/push/config: `publicKey` is null when the server has no VAPID keys (push is off). */
export const PushConfigSchema = z.object({ publicKey: z.string().nullable() });
export type PushConfig = z.infer<typeof PushConfigSchema>;

/** The answer to subscribing (true) and unsubscribing (false) this device. */
export const PushSubscribedSchema = z.object({ subscribed: z.boolean() });

/** The JSON a push carries; `path` is the screen the notification opens (same-site only). */
export const PushPayloadSchema = z.object({
  kind: z.enum(PUSH_KINDS),
  title: z.string(),
  body: z.string(),
  path: z.string().regex(/^\/(?!\/)/),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
