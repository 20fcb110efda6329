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
import {
  helperProfiles,
  jobs,
  notificationLog,
  payments,
  reviews,
  teamProfiles,
  users,
} from '../../db/schema/index.js';
import { layout } from '../../lib/email-layout.js';
import { jobStartsAtSql } from '../jobs/job-start.js';
import { wantsNotification } from './notification-preferences.js';
import type { NotifyDeps } from './notifications.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const helperUser = alias(users, 'helper_user');

/** Claims a one-time notification; false when another sweep (or an earlier one) already did. */
async function claim(deps: NotifyDeps, key: string, now: Date): Promise<boolean> {
  const rows = await deps.db
    .insert(notificationLog)
    .values({ key, sentAt: now })
    .onConflictDoNothing()
    .returning({ key: notificationLog.key });
  return rows.length > 0;
}

async function mail(
  deps: NotifyDeps,
  to: { id: number; email: string; firstName: string },
  preference: NotificationKind,
  kind: string,
  subject: string,
  lines: string[],
  action: { label: string; path: string },
) {
  if (!(await wantsNotification(deps.db, to.id, preference, 'email'))) return;
  const link = `${deps.config.publicUrl}${action.path}`;
  await deps.mailer.send({
    to: to.email,
    kind,
    subject,
    link,
    ...layout(`Hi ${to.firstName},`, lines, { label: action.label, link }),
  });
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
  let sent = 0;
  for (const { job, owner } of due) {
    const age = now.getTime() - job.completedAt!.getTime();
    const stage = PAYMENT_NUDGES_MS.filter((ms) => age >= ms).length; // 1 or 2
    if (!(await claim(deps, `payment-nudge:${job.id}:${stage}`, now))) continue;
    // The earlier stage is spent too: a late sweep never sends the first reminder after the second.
    for (let earlier = 1; earlier < stage; earlier++)
      await claim(deps, `payment-nudge:${job.id}:${earlier}`, now);
    await mail(
      deps,
      owner,
      'payments',
      'payment_nudge',
      `${stage === 1 ? 'Reminder' : 'Second reminder'}: pay your helper for ${job.title}`,
      [
        `"${job.title}" on ${job.jobDate} was completed ${Math.floor(age / DAY_MS)} ${Math.floor(age / DAY_MS) === 1 ? 'day' : 'days'} ago and ${formatDollars(job.totalPayCents)} is still unpaid.`,
        'Sideline teams pay within 24 hours of completion. It takes a minute.',
      ],
      { label: 'Pay your helper', path: `/payments/options/${job.id}` },
    );
    sent += 1;
  }
  return sent;
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
  let sent = 0;
  for (const { payment, job, payee } of due) {
    if (!(await claim(deps, `payment-confirm-nudge:${payment.id}`, now))) continue;
    await mail(
      deps,
      payee,
      'payments',
      'payment_confirm_nudge',
      `Did you receive the payment for ${job.title}?`,
      [
        `The team reported paying you ${formatDollars(payment.totalCents)} by ${payment.method === 'venmo' ? 'Venmo' : 'PayPal'} for "${job.title}" three days ago.`,
        'Check your account, then tap Payment received, or Not received if it has not arrived.',
      ],
      { label: 'Confirm the payment', path: `/payments/options/${job.id}` },
    );
    sent += 1;
  }
  return sent;
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
  let sent = 0;
  for (const row of due) {
    const reviewed = await deps.db
      .select({ reviewerId: reviews.reviewerId })
      .from(reviews)
      .where(eq(reviews.jobId, row.job.id));
    const parties = [
      { me: row.owner, other: row.helper.id, otherName: `${row.helper.firstName} ${row.helper.lastName}` },
      { me: row.helper, other: row.owner.id, otherName: row.teamName },
    ];
    for (const { me, other, otherName } of parties) {
      if (reviewed.some((r) => r.reviewerId === me.id)) continue;
      if (!(await claim(deps, `review-nudge:${row.job.id}:${me.id}`, now))) continue;
      await mail(
        deps,
        me,
        'reviews',
        'review_nudge',
        `How did "${row.job.title}" go?`,
        [
          `Leave a review of ${otherName} for "${row.job.title}". It takes a minute and helps other teams and helpers choose.`,
          'Reviews stay hidden until both of you have reviewed or the review window closes.',
        ],
        { label: 'Leave a review', path: `/reviews/${row.job.id}/${other}` },
      );
      sent += 1;
    }
  }
  return sent;
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
  let sent = 0;
  for (const { job, owner } of due) {
    if (!(await claim(deps, `job-expired:${job.id}`, now))) continue;
    await mail(
      deps,
      owner,
      'applications',
      'job_expired',
      `Expired without a helper: ${job.title}`,
      [
        `"${job.title}" on ${job.jobDate} at ${gameStartLabel(job)} started without an accepted helper, so it has left the job search and is marked expired.`,
        'Post your next game early to give helpers time to apply.',
      ],
      { label: 'Post a job', path: '/post-job' },
    );
    sent += 1;
  }
  return sent;
}
