/**
 * Reminders that follow a game: pay the helper, confirm a reported payment, leave a review, and the
 * owner's notice that an open job's game started without a helper. Each is sent once: its key in the
 * notification log is claimed by one insert, so any number of instances sweeping at once send it once.
 */
import { and, eq, gt, inArray, isNotNull, isNull, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  formatDollars,
  gameStartLabel,
  PAYMENT_CONFIRM_NUDGE_MS,
  PAYMENT_NUDGES_MS,
  REVIEW_NUDGE_MS,
  REVIEW_WINDOW_DAYS,
  type NotificationKind,
} from '@sideline/shared';
import { helperProfiles, jobs, payments, reviews, teamProfiles, users } from '../../db/schema/index.js';
import { layout } from '../../lib/email-layout.js';
import { jobStartsAtSql } from '../../db/job-start-sql.js';
import { claim } from './notice-delivery.js';
import { notificationChoices } from './notification-preferences.js';
import type { NotifyDeps } from './notifications.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const helperUser = alias(users, 'helper_user');

/** One email a sweep owes, sent at most once: `key` is its claim in the notification log. */
interface Nudge {
  key: string;
  /** Claims spent with this one, so a late sweep never sends an earlier stage after a later one. */
  alsoSpends?: string[];
  to: { id: number; email: string; firstName: string };
  preference: NotificationKind;
  kind: string;
  subject: string;
  lines: string[];
  action: { label: string; path: string };
}

/** Claims and sends each nudge (when the recipient wants that kind by email); the number claimed. */
async function sendOnce(deps: NotifyDeps, now: Date, nudges: Nudge[]): Promise<number> {
  const choices = new Map<NotificationKind, Awaited<ReturnType<typeof notificationChoices>>>();
  for (const preference of new Set(nudges.map((nudge) => nudge.preference))) {
    const recipients = nudges.filter((n) => n.preference === preference).map((n) => n.to.id);
    choices.set(preference, await notificationChoices(deps.db, recipients, preference));
  }
  let sent = 0;
  for (const nudge of nudges) {
    if (!(await claim(deps, nudge.key, now))) continue;
    for (const key of nudge.alsoSpends ?? []) await claim(deps, key, now);
    sent += 1;
    if (!choices.get(nudge.preference)!(nudge.to.id, 'email')) continue;
    const link = `${deps.config.publicUrl}${nudge.action.path}`;
    await deps.mailer.send({
      to: nudge.to.email,
      kind: nudge.kind,
      subject: nudge.subject,
      link,
      ...layout(`Hi ${nudge.to.firstName},`, nudge.lines, { label: nudge.action.label, link }),
    });
  }
  return sent;
}

const ownerColumns = { id: users.id, email: users.email, firstName: users.firstName };

/**
 * Completed, unpaid jobs remind the team 1 day and 3 days after completion, unless a Venmo/PayPal
 * payment was reported (then it is the helper's turn). A sweep that finds both due sends the later one.
 */
export async function sendPaymentNudges(deps: NotifyDeps, now: Date): Promise<number> {
  const reported = alias(payments, 'reported');
  const due = await deps.db
    .select({ job: jobs, owner: ownerColumns })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .innerJoin(users, eq(users.id, teamProfiles.userId))
    .where(
      and(
        eq(jobs.status, 'completed'),
        isNotNull(jobs.completedAt),
        lte(jobs.completedAt, new Date(now.getTime() - PAYMENT_NUDGES_MS[0])),
        notExists(
          deps.db
            .select({ id: reported.id })
            .from(reported)
            .where(
              and(
                eq(reported.jobId, jobs.id),
                eq(reported.status, 'pending'),
                isNotNull(reported.reportedAt),
              ),
            ),
        ),
      ),
    );
  return sendOnce(
    deps,
    now,
    due.map(({ job, owner }) => {
      const age = now.getTime() - job.completedAt!.getTime();
      const stage = PAYMENT_NUDGES_MS.filter((ms) => age >= ms).length; // 1 or 2
      const days = Math.floor(age / DAY_MS);
      return {
        key: `payment-nudge:${job.id}:${stage}`,
        alsoSpends: Array.from({ length: stage - 1 }, (_, i) => `payment-nudge:${job.id}:${i + 1}`),
        to: owner,
        preference: 'payments',
        kind: 'payment_nudge',
        subject: `${stage === 1 ? 'Reminder' : 'Second reminder'}: pay your helper for ${job.title}`,
        lines: [
          `"${job.title}" on ${job.jobDate} was completed ${days} ${days === 1 ? 'day' : 'days'} ago and ${formatDollars(job.totalPayCents)} is still unpaid.`,
          'Sideline teams pay within 24 hours of completion. It takes a minute.',
        ],
        action: { label: 'Pay your helper', path: `/payments/options/${job.id}` },
      };
    }),
  );
}

/** A Venmo/PayPal payment reported 3 days ago and still unconfirmed reminds the helper to answer. */
export async function sendPaymentConfirmNudges(deps: NotifyDeps, now: Date): Promise<number> {
  const due = await deps.db
    .select({ payment: payments, job: { id: jobs.id, title: jobs.title }, payee: ownerColumns })
    .from(payments)
    .innerJoin(jobs, eq(jobs.id, payments.jobId))
    .innerJoin(users, eq(users.id, payments.payeeId))
    .where(
      and(
        eq(payments.status, 'pending'),
        inArray(payments.method, ['venmo', 'paypal']),
        eq(payments.disputed, false),
        isNull(payments.confirmedAt),
        lte(payments.reportedAt, new Date(now.getTime() - PAYMENT_CONFIRM_NUDGE_MS)),
      ),
    );
  return sendOnce(
    deps,
    now,
    due.map(({ payment, job, payee }) => ({
      key: `payment-confirm-nudge:${payment.id}`,
      to: payee,
      preference: 'payments',
      kind: 'payment_confirm_nudge',
      subject: `Did you receive the payment for ${job.title}?`,
      lines: [
        `The team reported paying you ${formatDollars(payment.totalCents)} by ${payment.method === 'venmo' ? 'Venmo' : 'PayPal'} for "${job.title}" three days ago.`,
        'Check your account, then tap Payment received, or Not received if it has not arrived.',
      ],
      action: { label: 'Confirm the payment', path: `/payments/options/${job.id}` },
    })),
  );
}

/** Two days after completion, each party who has not reviewed the other is reminded (window still open). */
export async function sendReviewNudges(deps: NotifyDeps, now: Date): Promise<number> {
  const due = await deps.db
    .select({
      job: { id: jobs.id, title: jobs.title },
      teamName: teamProfiles.teamName,
      owner: ownerColumns,
      helper: {
        id: helperUser.id,
        email: helperUser.email,
        firstName: helperUser.firstName,
        lastName: helperUser.lastName,
      },
    })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .innerJoin(users, eq(users.id, teamProfiles.userId))
    .innerJoin(helperProfiles, eq(helperProfiles.id, jobs.helperId))
    .innerJoin(helperUser, eq(helperUser.id, helperProfiles.userId))
    .where(
      and(
        inArray(jobs.status, ['completed', 'paid']),
        isNotNull(jobs.completedAt),
        lte(jobs.completedAt, new Date(now.getTime() - REVIEW_NUDGE_MS)),
        gt(jobs.completedAt, new Date(now.getTime() - REVIEW_WINDOW_DAYS * DAY_MS)),
      ),
    );
  // One lookup for every due job's reviews, not one per job.
  const reviewed = new Set(
    due.length === 0
      ? []
      : (
          await deps.db
            .select({ jobId: reviews.jobId, reviewerId: reviews.reviewerId })
            .from(reviews)
            .where(inArray(reviews.jobId, [...new Set(due.map((row) => row.job.id))]))
        ).map((r) => `${r.jobId}:${r.reviewerId}`),
  );
  return sendOnce(
    deps,
    now,
    due.flatMap((row) =>
      [
        { me: row.owner, other: row.helper.id, otherName: `${row.helper.firstName} ${row.helper.lastName}` },
        { me: row.helper, other: row.owner.id, otherName: row.teamName },
      ]
        .filter(({ me }) => !reviewed.has(`${row.job.id}:${me.id}`))
        .map(({ me, other, otherName }) => ({
          key: `review-nudge:${row.job.id}:${me.id}`,
          to: me,
          preference: 'reviews' as const,
          kind: 'review_nudge',
          subject: `How did "${row.job.title}" go?`,
          lines: [
            `Leave a review of ${otherName} for "${row.job.title}". It takes a minute and helps other teams and helpers choose.`,
            'Reviews stay hidden until both of you have reviewed or the review window closes.',
          ],
          action: { label: 'Leave a review', path: `/reviews/${row.job.id}/${other}` },
        })),
    ),
  );
}

/**
 * An open job whose game has started leaves search at once (the search reads the start time); this
 * tells its owner, once, that it expired unstaffed.
 */
export async function sendExpiryNotices(deps: NotifyDeps, now: Date): Promise<number> {
  const due = await deps.db
    .select({
      job: {
        id: jobs.id,
        title: jobs.title,
        jobDate: jobs.jobDate,
        startTime: jobs.startTime,
        timeZone: jobs.timeZone,
      },
      owner: ownerColumns,
    })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .innerJoin(users, eq(users.id, teamProfiles.userId))
    .where(
      and(
        eq(jobs.status, 'open'),
        lte(jobStartsAtSql, now),
        // Only games that started within the last week: older ones predate this notice.
        gt(jobStartsAtSql, sql`${now}::timestamptz - interval '7 days'`),
      ),
    );
  return sendOnce(
    deps,
    now,
    due.map(({ job, owner }) => ({
      key: `job-expired:${job.id}`,
      to: owner,
      preference: 'applications',
      kind: 'job_expired',
      subject: `Expired without a helper: ${job.title}`,
      lines: [
        `"${job.title}" on ${job.jobDate} at ${gameStartLabel(job)} started without an accepted helper, so it has left the job search and is marked expired.`,
        'Post your next game early to give helpers time to apply.',
      ],
      action: { label: 'Post a job', path: '/post-job' },
    })),
  );
}
