import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { and, eq } from 'drizzle-orm';
import webpush from 'web-push';
import {
  PUSH_KINDS,
  PUSH_MESSAGES,
  type PushKind,
  type PushPayload,
  type PushSubscriptionBody,
} from '@sideline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import type { PublishesEvents } from '../../lib/domain-events.js';
import { publicOnlyLookup } from '../../lib/public-address.js';

export interface PushDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}

/** How long a push service keeps trying to reach a device that is switched off. */
const TTL_SECONDS = 24 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;
type EndpointConfig = Pick<Config, 'pushServiceHosts' | 'pushTestOrigin'>;

const hostAllowed = (hostname: string, hosts: readonly string[]) =>
  hosts.some((host) =>
    host.startsWith('*.')
      ? hostname.endsWith(host.slice(1)) && hostname.length > host.length - 1
      : hostname === host,
  );

/**
 * The server posts to the address a browser gave, so only the push services browsers use are
 * accepted (config.pushServiceHosts): https on its own port, a host name on the list, never an IP
 * literal. The one exception is the local stand-in of a test (PUSH_TEST_ORIGIN, NODE_ENV=test only).
 * At send time the name's addresses are checked again (deliver).
 */
export function isAllowedEndpoint(endpoint: string, config: EndpointConfig): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (config.pushTestOrigin && url.origin === config.pushTestOrigin) return true;
  if (url.protocol !== 'https:' || url.port !== '' || url.username || url.password) return false;
  const hostname = url.hostname.toLowerCase();
  if (net.isIP(hostname.replace(/^\[|\]$/g, '')) !== 0) return false;
  return hostAllowed(hostname, config.pushServiceHosts);
}

/**
 * Stores this device's subscription for the signed-in user and session. An endpoint is one device:
 * subscribing it again (a new key, or another account signed in on that browser) moves the row.
 */
export async function subscribe(
  deps: PushDeps & PublishesEvents,
  userId: number,
  sessionId: number,
  body: PushSubscriptionBody,
): Promise<void> {
  if (!isAllowedEndpoint(body.endpoint, deps.config)) throw badRequest(PUSH_MESSAGES.unknownService);
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
  await deps.domainEvents.publish({ type: 'push-device.subscribed', userId });
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
const isPushKind = (kind: string): kind is PushKind => PUSHED.has(kind);
const MAX_BODY = 240;

/**
 * Pushes one event to every device of the user. Never throws: a push is a courtesy beside the
 * email, so failures are logged; a device the push service no longer knows (404, 410) is removed.
 * Kinds outside PUSH_KINDS (receipts, credits) are email only. Push is only a channel: the caller
 * (the notifications module) has already asked whether the user wants this kind pushed.
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
  // web-push encrypts and signs; post() sends it (Content-Length set there, from the body it sends).
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
    // A row stored before the allow-list, or a list since narrowed, is not posted to either.
    if (!isAllowedEndpoint(device.endpoint, deps.config)) {
      deps.log.warn({ kind: payload.kind }, 'push endpoint no longer allowed; not sent');
      return;
    }
    const status = await post(device.endpoint, headers, details.body, deps.config);
    if (status === 404 || status === 410) {
      await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
      return;
    }
    if (status < 200 || status >= 300)
      deps.log.warn({ status, kind: payload.kind }, 'push service refused a push');
  } catch (err) {
    deps.log.warn({ err, kind: payload.kind }, 'push service unreachable');
  }
}

/**
 * POSTs one push and answers the status. Redirects are not followed. Over https the name is
 * resolved by publicOnlyLookup, so the connection goes only to a public address checked at this
 * moment (a name that now points at this machine, a private network or a metadata service fails).
 */
function post(
  endpoint: string,
  headers: Record<string, string>,
  body: Buffer | null,
  config: EndpointConfig,
) {
  const local = config.pushTestOrigin !== undefined && new URL(endpoint).origin === config.pushTestOrigin;
  const send = local ? http.request : https.request;
  return new Promise<number>((resolve, reject) => {
    const req = send(
      endpoint,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(body?.length ?? 0) },
        timeout: SEND_TIMEOUT_MS,
        ...(local ? {} : { lookup: publicOnlyLookup }),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('push service timed out')));
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}
