import { inArray } from 'drizzle-orm';
import type { NotificationKind, PushKind } from '@sideline/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { notificationLog, users } from '../../db/schema/index.js';
import { layout } from '../../lib/email-layout.js';
import type { Mailer } from '../../lib/mailer.js';
import { sendPush, type PushMessage } from '../push/push.service.js';
import { wantsNotification } from './notification-preferences.js';

export interface NotifyDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
}

/**
 * The settings switch (per kind, push column) that governs each pushed event; null where the event
 * has its own setting (job alerts: their channel, chosen on the alert).
 */
const PUSH_SWITCH: Record<PushKind, NotificationKind | null> = {
  new_message: 'messages',
  new_application: 'applications',
  application_accepted: 'applications',
  application_rejected: 'applications',
  application_cancelled: 'applications',
  application_released: 'applications',
  application_standby: 'applications',
  payment_reported: 'payments',
  payment_received: 'payments',
  card_hold_failed: 'payments',
  card_hold_placed: 'payments',
  card_hold_disputed: 'payments',
  review_received: 'reviews',
  game_reminder: 'reminders',
  reconfirm_missing: 'reminders',
  job_alert: null,
};

/** Pushes one event to the user's devices if their push switch for its kind is on. */
export async function pushNotice(
  deps: NotifyDeps,
  userId: number,
  kind: string,
  message: PushMessage,
): Promise<void> {
  if (!deps.config.push) return;
  const governing = PUSH_SWITCH[kind as PushKind] as NotificationKind | null | undefined;
  if (governing && !(await wantsNotification(deps.db, userId, governing, 'push'))) return;
  await sendPush(deps, userId, kind, message);
}

export type Recipient = { id: number; email: string; firstName: string };
export type Action = { label: string; path: string };

/**
 * Sends one notification mail, unless the recipient switched this kind off (`preference` null: a mail
 * the user cannot opt out of, such as a cancelled booking).
 */
export async function mailTo(
  deps: NotifyDeps,
  to: Recipient,
  kind: string,
  subject: string,
  lines: string[],
  action: Action,
  preference: NotificationKind | null,
): Promise<void> {
  if (preference && !(await wantsNotification(deps.db, to.id, preference, 'email'))) return;
  const link = `${deps.config.publicUrl}${action.path}`;
  await deps.mailer.send({
    to: to.email,
    kind,
    subject,
    link,
    ...layout(`Hi ${to.firstName},`, lines, { label: action.label, link }),
  });
}

/** The mail, and the same event pushed to the user's devices (under the kind's push switch). */
export async function notify(
  deps: NotifyDeps,
  to: Recipient,
  kind: string,
  subject: string,
  lines: string[],
  action: Action,
  preference: NotificationKind | null,
): Promise<void> {
  await pushNotice(deps, to.id, kind, { title: subject, body: lines[0] ?? '', path: action.path });
  await mailTo(deps, to, kind, subject, lines, action, preference);
}

/** `notify` for several users by id, each pushed then mailed (null: a mail nobody can switch off). */
export async function notifyUsers(
  deps: NotifyDeps,
  userIds: number[],
  kind: string,
  subject: string,
  lines: string[],
  action: Action,
  preference: NotificationKind | null,
): Promise<void> {
  if (userIds.length === 0) return;
  const people = await deps.db.select().from(users).where(inArray(users.id, userIds));
  for (const person of people) await notify(deps, person, kind, subject, lines, action, preference);
}

/** Claims a one-time notification; false when another sweep (or an earlier one) already did. */
export async function claim(deps: NotifyDeps, key: string, now: Date): Promise<boolean> {
  const rows = await deps.db
    .insert(notificationLog)
    .values({ key, sentAt: now })
    .onConflictDoNothing()
    .returning({ key: notificationLog.key });
  return rows.length > 0;
}
