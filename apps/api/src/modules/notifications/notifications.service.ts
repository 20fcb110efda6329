import { eq, inArray, lt, sql } from 'drizzle-orm';
import { formatDollars, gameStartLabel, type Message } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import {
  applications,
  helperProfiles,
  jobs,
  notificationLog,
  teamProfiles,
  users,
} from '../../db/schema/index.js';
import { mailTo, notify as send, pushNotice, type NotifyDeps } from './notice-delivery.js';
import { wantsNotification } from './notification-preferences.js';

export type { NotifyDeps } from './notice-delivery.js';

/** A recipient counts as online while an event stream of theirs refreshed presence within this window. */
const ONLINE_WINDOW_MS = 60_000;
const MESSAGE_EMAIL_INTERVAL = sql`interval '15 minutes'`;

async function jobWithTeamOwner(db: Db, jobId: number) {
  const [row] = await db
    .select({ job: jobs, owner: users })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .innerJoin(users, eq(users.id, teamProfiles.userId))
    .where(eq(jobs.id, jobId));
  return row;
}

export async function notifyNewApplication(deps: NotifyDeps, applicationId: number): Promise<void> {
  const [app] = await deps.db
    .select({ jobId: applications.jobId, helperFirst: users.firstName, helperLast: users.lastName })
    .from(applications)
    .innerJoin(helperProfiles, eq(helperProfiles.id, applications.helperId))
    .innerJoin(users, eq(users.id, helperProfiles.userId))
    .where(eq(applications.id, applicationId));
  const row = app && (await jobWithTeamOwner(deps.db, app.jobId));
  if (!app || !row) return;
  await send(
    deps,
    row.owner,
    'new_application',
    `New application for ${row.job.title}`,
    [
      `${app.helperFirst} ${app.helperLast} applied to "${row.job.title}" on ${row.job.jobDate}.`,
      'Review the application and accept the helper who fits best.',
    ],
    { label: 'Review applications', path: '/dashboard/my-jobs' },
    'applications',
  );
}

/** Tells helpers what became of their application: accepted, rejected, or the job cancelled. */
export async function notifyApplicants(
  deps: NotifyDeps,
  applicationIds: number[],
  outcome: 'accepted' | 'rejected' | 'cancelled' | 'released' | 'standby',
): Promise<void> {
  if (applicationIds.length === 0) return;
  const rows = await deps.db
    .select({ user: users, job: jobs })
    .from(applications)
    .innerJoin(helperProfiles, eq(helperProfiles.id, applications.helperId))
    .innerJoin(users, eq(users.id, helperProfiles.userId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(inArray(applications.id, applicationIds));
  for (const { user, job } of rows) {
    const words = {
      accepted: [
        `You're booked! Your application for "${job.title}" on ${job.jobDate} at ${gameStartLabel(job)} was accepted.`,
        `Location: ${job.location}.`,
      ],
      rejected: [
        `The team picked another helper for "${job.title}" on ${job.jobDate}. There are more gigs near you.`,
      ],
      cancelled: [
        `The team cancelled "${job.title}" on ${job.jobDate}.${job.cancelReason ? ` Reason: ${job.cancelReason}` : ''}`,
      ],
      released: [
        `You did not confirm "${job.title}" on ${job.jobDate} by 12 hours before the game, so the team has opened it to other helpers. You are no longer booked for it.`,
      ],
      standby: [
        `"${job.title}" on ${job.jobDate} at ${gameStartLabel(job)} is open again, and your application is back with the team. They may accept it soon.`,
      ],
    }[outcome];
    const subject = {
      accepted: 'You got the gig',
      rejected: 'Application update',
      cancelled: 'Job cancelled',
      released: 'You are no longer booked',
      standby: 'A gig you applied for is open again',
    }[outcome];
    await send(
      deps,
      user,
      `application_${outcome}`,
      `${subject}: ${job.title}`,
      words,
      {
        label: 'View the job',
        path: `/jobs/${job.id}`,
      },
      outcome === 'cancelled' || outcome === 'released' ? null : 'applications',
    );
  }
}

export async function notifyJobCompleted(deps: NotifyDeps, jobId: number): Promise<void> {
  const row = await jobWithTeamOwner(deps.db, jobId);
  if (!row) return;
  await send(
    deps,
    row.owner,
    'job_completed',
    `Payment due: ${row.job.title}`,
    [
      `"${row.job.title}" is marked complete. ${formatDollars(row.job.totalPayCents)} is due to your helper.`,
      'Please pay within 24 hours of completion.',
    ],
    { label: 'Pay your helper', path: `/payments/options/${jobId}` },
    'payments',
  );
}

/**
 * Emails the recipient of a message when they are offline and want message emails, at most once per
 * conversation every 15 minutes while it stays unread. Claiming the log row is one upsert, so two
 * instances can't both send.
 */
export async function notifyNewMessage(deps: NotifyDeps, message: Message): Promise<void> {
  const [recipient] = await deps.db.select().from(users).where(eq(users.id, message.recipientId));
  if (!recipient) return;
  if (recipient.lastStreamAt && Date.now() - recipient.lastStreamAt.getTime() < ONLINE_WINDOW_MS) return;
  await pushNewMessage(deps, message);
  if (!(await wantsNotification(deps.db, recipient.id, 'messages', 'email'))) return;
  const key = conversationKey(message.recipientId, message.senderId, message.jobId);
  const claimed = await deps.db
    .insert(notificationLog)
    .values({ key, sentAt: new Date() })
    .onConflictDoUpdate({
      target: notificationLog.key,
      set: { sentAt: sql`now()` },
      setWhere: lt(notificationLog.sentAt, sql`now() - ${MESSAGE_EMAIL_INTERVAL}`),
    })
    .returning({ key: notificationLog.key });
  if (claimed.length === 0) return;
  const [sender] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, message.senderId));
  const thread = `/messages?userId=${message.senderId}${message.jobId ? `&jobId=${message.jobId}` : ''}`;
  await mailTo(
    deps,
    recipient,
    'new_message',
    `New message from ${sender?.firstName ?? 'a Sideline user'}`,
    [
      `${sender?.firstName} ${sender?.lastName} wrote: "${message.content.slice(0, 300)}"`,
      'You can turn these emails off in your dashboard settings.',
    ],
    { label: 'Reply', path: thread },
    null, // checked above, before the throttle row is claimed
  );
}

/** Every message is pushed to an offline recipient (the email above is throttled; a push is one line). */
async function pushNewMessage(deps: NotifyDeps, message: Message): Promise<void> {
  const [sender] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, message.senderId));
  await pushNotice(deps, message.recipientId, 'new_message', {
    title: `New message from ${sender ? `${sender.firstName} ${sender.lastName}` : 'a Sideline user'}`,
    body: message.content,
    path: `/dashboard/messages?userId=${message.senderId}${message.jobId ? `&jobId=${message.jobId}` : ''}`,
  });
}

export const conversationKey = (recipientId: number, senderId: number, jobId: number | null) =>
  `message:${recipientId}:${senderId}:${jobId ?? 'none'}`;

/** Reading a conversation re-arms its email: the next unread message may notify again. */
export async function forgetMessageNotifications(
  db: Db,
  recipientId: number,
  senderId: number,
): Promise<void> {
  await db
    .delete(notificationLog)
    .where(sql`${notificationLog.key} like ${`message:${recipientId}:${senderId}:%`}`);
}
