import { and, eq, inArray } from 'drizzle-orm';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_DEFAULTS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationPreferences,
  type NotificationSettingsBody,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { notificationPreferences } from '../../db/schema/index.js';

/**
 * Whether this user wants this kind of notification on this channel. Every sender (email jobs, web
 * push) asks here just before it sends, so a switch turned off stops what is already queued.
 */
export async function wantsNotification(
  db: Db,
  userId: number,
  kind: NotificationKind,
  channel: NotificationChannel,
): Promise<boolean> {
  const [row] = await db
    .select({ enabled: notificationPreferences.enabled })
    .from(notificationPreferences)
    .where(
      and(
        eq(notificationPreferences.userId, userId),
        eq(notificationPreferences.kind, kind),
        eq(notificationPreferences.channel, channel),
      ),
    );
  return row ? row.enabled : NOTIFICATION_DEFAULTS[channel];
}

/**
 * `wantsNotification` for many users at once, for a sweep: one query for all its rows rather than
 * one per row. Read when the sweep runs, so it is as current as asking row by row.
 */
export async function notificationChoices(
  db: Db,
  userIds: readonly number[],
  kind: NotificationKind,
): Promise<(userId: number, channel: NotificationChannel) => boolean> {
  const rows =
    userIds.length === 0
      ? []
      : await db
          .select({
            userId: notificationPreferences.userId,
            channel: notificationPreferences.channel,
            enabled: notificationPreferences.enabled,
          })
          .from(notificationPreferences)
          .where(
            and(
              inArray(notificationPreferences.userId, [...new Set(userIds)]),
              eq(notificationPreferences.kind, kind),
            ),
          );
  const stored = new Map(rows.map((row) => [`${row.userId}:${row.channel}`, row.enabled]));
  return (userId, channel) => stored.get(`${userId}:${channel}`) ?? NOTIFICATION_DEFAULTS[channel];
}

/** Every kind on both channels, the stored choices over the defaults. */
export async function readNotificationPreferences(db: Db, userId: number): Promise<NotificationPreferences> {
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  const answer = Object.fromEntries(
    NOTIFICATION_KINDS.map((kind) => [
      kind,
      Object.fromEntries(NOTIFICATION_CHANNELS.map((channel) => [channel, NOTIFICATION_DEFAULTS[channel]])),
    ]),
  ) as NotificationPreferences;
  for (const row of rows) answer[row.kind][row.channel] = row.enabled;
  return answer;
}

/** Saves one switch (an upsert, so repeating it or racing another switch is harmless). */
export async function saveNotificationPreference(
  db: Db,
  userId: number,
  body: NotificationSettingsBody,
): Promise<NotificationPreferences> {
  await db
    .insert(notificationPreferences)
    .values({ userId, kind: body.kind, channel: body.channel, enabled: body.enabled })
    .onConflictDoUpdate({
      target: [notificationPreferences.userId, notificationPreferences.kind, notificationPreferences.channel],
      set: { enabled: body.enabled },
    });
  return readNotificationPreferences(db, userId);
}

/**
 * Push is off by default because it needs a device; when the user subscribes their first one, every
 * kind they have not decided on yet is switched on for push (a choice already made is kept).
 */
export async function enablePushWhereUnset(db: Db, userId: number): Promise<void> {
  await db
    .insert(notificationPreferences)
    .values(NOTIFICATION_KINDS.map((kind) => ({ userId, kind, channel: 'push' as const, enabled: true })))
    .onConflictDoNothing();
}
