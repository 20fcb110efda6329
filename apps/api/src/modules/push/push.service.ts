import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import {
  PUSH_KINDS,
  PUSH_MESSAGES,
  type NotificationKind,
  type PushKind,
  type PushPayload,
  type PushSubscriptionBody,
} from '@sideline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { enablePushWhereUnset, wantsNotification } from '../notifications/notification-preferences.js';

export interface PushDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

/** How long a push service keeps trying to reach a device that is switched off. */
const TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The server posts to the address a browser gave, so only real push services are accepted: https
 * always; plain http only to this machine outside production (the tests' stand-in push service).
 */
export function isAllowedEndpoint(endpoint: string, config: Pick<Config, 'env'>): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return !LOOPBACK_HOSTS.has(url.hostname) || config.env !== 'production';
  return config.env !== 'production' && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
}

/**
 * Stores this device's subscription for the signed-in user and session. An endpoint is one device:
 * subscribing it again (a new key, or another account signed in on that browser) moves the row.
 */
export async function subscribe(
  deps: PushDeps,
  userId: number,
  sessionId: number,
  body: PushSubscriptionBody,
): Promise<void> {
  if (!isAllowedEndpoint(body.endpoint, deps.config)) throw badRequest(PUSH_MESSAGES.endpoint);
  // What encryption needs: an uncompressed P-256 point (65 bytes) and a 16-byte secret.
  const p256dh = Buffer.from(body.keys.p256dh, 'base64url');
  if (p256dh.length !== 65 || p256dh[0] !== 4 || Buffer.from(body.keys.auth, 'base64url').length !== 16)
    throw badRequest(PUSH_MESSAGES.key);
  const values = {
    userId,
    sessionId,
    endpoint: body.endpoint,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
  };
  await deps.db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
  await enablePushWhereUnset(deps.db, userId);
}

/** Removes this device's subscription; only the user's own (another's endpoint is left alone). */
export async function unsubscribe(db: Db, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export interface PushMessage {
  title: string;
  body: string;
  /** The screen the notification opens, a path on this site such as /dashboard/messages. */
  path: string;
}

const PUSHED = new Set<string>(PUSH_KINDS);
/** The settings switch (per kind, push column) that governs each pushed event. */
const SWITCH: Record<PushKind, NotificationKind> = {
  new_message: 'messages',
  new_application: 'applications',
  application_accepted: 'applications',
  application_rejected: 'applications',
  application_cancelled: 'applications',
  application_released: 'applications',
  application_standby: 'applications',
  payment_reported: 'payments',
  payment_received: 'payments',
  review_received: 'reviews',
  game_reminder: 'reminders',
  reconfirm_missing: 'reminders',
};
const isPushKind = (kind: string): kind is PushKind => PUSHED.has(kind);
const MAX_BODY = 240;

/**
 * Pushes one event to every device of the user. Never throws: a push is a courtesy beside the
 * email, so failures are logged; a device the push service no longer knows (404, 410) is removed.
 * Kinds outside PUSH_KINDS (receipts, credits) are email only; each kind obeys the user's push
 * switch for it (notification settings). Game-day reminders: `sendPush(deps, userId, 'game_reminder', ...)`.
 */
export async function sendPush(
  deps: PushDeps,
  userId: number,
  kind: string,
  message: PushMessage,
): Promise<void> {
  const vapid = deps.config.push;
  if (!vapid || !isPushKind(kind)) return;
  try {
    const devices = await deps.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId));
    if (devices.length === 0) return;
    if (!(await wantsNotification(deps.db, userId, SWITCH[kind], 'push'))) return;
    const payload: PushPayload = {
      kind,
      title: message.title,
      body: message.body.length > MAX_BODY ? `${message.body.slice(0, MAX_BODY - 1)}…` : message.body,
      path: message.path,
    };
    await Promise.all(devices.map((device) => deliver(deps, device, payload)));
  } catch (err) {
    deps.log.error({ err, kind }, 'push failed');
  }
}

type Device = typeof pushSubscriptions.$inferSelect;

async function deliver(deps: PushDeps, device: Device, payload: PushPayload): Promise<void> {
  const vapid = deps.config.push!;
  // web-push encrypts and signs; the request itself goes through fetch, which speaks http and https alike.
  const details = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(payload),
    {
      vapidDetails: vapid,
      TTL: TTL_SECONDS,
      urgency: payload.kind === 'new_message' ? 'high' : 'normal',
      contentEncoding: 'aes128gcm',
    },
  );
  const headers = Object.fromEntries(
    Object.entries(details.headers)
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  try {
    const res = await fetch(device.endpoint, {
      method: 'POST',
      headers,
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: 'error',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    await res.body?.cancel();
    if (res.status === 404 || res.status === 410) {
      await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      return;
    }
    if (!res.ok) deps.log.warn({ status: res.status, kind: payload.kind }, 'push service refused a push');
  } catch (err) {
    deps.log.warn({ err, kind: payload.kind }, 'push service unreachable');
  }
}
