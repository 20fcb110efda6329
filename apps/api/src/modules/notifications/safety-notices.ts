/**
 * Safety passport mail (decision 0050): the check's progress, the FCRA adverse-action notices, the
 * certificate's review, and reminders before either lapses. None can be switched off: each is about
 * the person's eligibility to work, and the FCRA notices are owed by law.
 */
import { and, eq, gt, inArray, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  FCRA_SUMMARY_OF_RIGHTS_URL,
  monthYear,
  SAFETY_PAGE_PATH,
  SAFETY_REMINDER_DAYS,
} from '@sideline/shared';
import { backgroundChecks, safeSportCertificates, users } from '../../db/schema/index.js';
import type { DomainEventOf } from '../../lib/domain-events.js';
import { layout } from '../../lib/email-layout.js';
import { claim, mailTo, type Action, type NotifyDeps } from './notice-delivery.js';

type CheckChange = DomainEventOf<'background-check.updated'>['change'];
type CheckDecided = Omit<DomainEventOf<'background-check.decided'>, 'type'>;
type SafeSportDecided = Omit<DomainEventOf<'safesport.decided'>, 'type'>;

const DAY_MS = 86_400_000;
const safetyPage: Action = { label: 'Open your safety passport', path: SAFETY_PAGE_PATH };

async function mailUsers(
  deps: NotifyDeps,
  ids: number[],
  kind: string,
  subject: string,
  lines: string[],
  action: Action,
) {
  if (ids.length === 0) return;
  const people = await deps.db.select().from(users).where(inArray(users.id, ids));
  for (const person of people) await mailTo(deps, person, kind, subject, lines, action, null);
}

/** The provider moved a check on: the person hears the news; staff hear of a report to decide. */
export async function backgroundCheckUpdated(deps: NotifyDeps, change: CheckChange): Promise<void> {
  if (change.status === 'clear') {
    const [row] = await deps.db
      .select({ expiresAt: backgroundChecks.expiresAt })
      .from(backgroundChecks)
      .where(eq(backgroundChecks.id, change.checkId));
    const until = row?.expiresAt ? monthYear(row.expiresAt.toISOString()) : 'two years from now';
    await mailUsers(
      deps,
      [change.userId],
      'background_check_clear',
      'Your background check is clear',
      [
        `Your background check came back clear. Your safety passport shows it until ${until}, and you can apply to jobs that require one.`,
      ],
      safetyPage,
    );
  } else if (change.status === 'consider') {
    await mailUsers(
      deps,
      [change.userId],
      'background_check_review',
      'Your background check is complete',
      [
        'Your background check is complete and our staff are reviewing it. Nothing is decided yet: before any decision based on the report, we will send you a copy of how to see it and a summary of your rights, and give you time to answer.',
      ],
      safetyPage,
    );
    const admins = await deps.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
    await mailUsers(
      deps,
      admins.map((a) => a.id),
      'background_check_to_review',
      'A background check needs a decision',
      [
        'A background check came back "consider". Review it in the admin safety queue and decide: go ahead, or start the adverse-action steps.',
      ],
      { label: 'Open the safety queue', path: '/admin?tab=safety' },
    );
  } else if (change.status === 'suspended') {
    await mailUsers(
      deps,
      [change.userId],
      'background_check_suspended',
      'Your background check needs information',
      [
        'The background check provider needs more information from you to finish your check. Please answer their email; your check continues once they have it.',
      ],
      safetyPage,
    );
  }
}

/** The FCRA steps: pre-adverse notice (report link, Summary of Rights, time to answer), final notice. */
export async function backgroundCheckDecided(deps: NotifyDeps, event: CheckDecided): Promise<void> {
  if (event.action === 'engage') {
    await mailUsers(
      deps,
      [event.userId],
      'background_check_engage',
      'Your background check is clear',
      [
        'Our staff reviewed your background check and it counts as clear on your safety passport. You can apply to jobs that require one.',
      ],
      safetyPage,
    );
    return;
  }
  const rights = `A Summary of Your Rights Under the Fair Credit Reporting Act: ${FCRA_SUMMARY_OF_RIGHTS_URL}`;
  const linkLine = `Your report: ${event.reportUrl}`;
  if (event.action === 'pre_adverse') {
    const by = event.respondBy
      ? new Date(event.respondBy).toUTCString().slice(0, 16)
      : 'five business days from now';
    await sendWithLink(deps, event, 'Pre-adverse action notice: your background check', [
      'Based on information in your background check report, Sideline may decide that you cannot take jobs that require a clear background check. No decision has been made yet.',
      linkLine,
      rights,
      `If anything in the report is wrong or incomplete, or you want to tell us more, reply to this email or contact the background check provider before ${by}. We will not decide before then.`,
    ]);
    return;
  }
  await sendWithLink(deps, event, 'Adverse action notice: your background check', [
    'After reviewing your background check report and any answer you sent, Sideline decided that you cannot take jobs that require a clear background check. The rest of Sideline stays open to you.',
    'The decision was ours: the background check provider (Checkr, Inc., 1 Montgomery St Ste 2400, San Francisco, CA 94104, 1-844-824-3257) did not make it and cannot tell you why it was made.',
    'You have the right to a free copy of your report from the provider if you ask within 60 days, and to dispute with the provider anything in it that is inaccurate or incomplete.',
    linkLine,
    rights,
  ]);
}

async function sendWithLink(deps: NotifyDeps, event: CheckDecided, subject: string, lines: string[]) {
  const [person] = await deps.db.select().from(users).where(eq(users.id, event.userId));
  if (!person) return;
  await deps.mailer.send({
    to: person.email,
    kind: `background_check_${event.action}`,
    subject,
    link: event.reportUrl,
    ...layout(`Hi ${person.firstName},`, lines, { label: 'See your report', link: event.reportUrl }),
  });
}

export async function safeSportDecided(deps: NotifyDeps, event: SafeSportDecided): Promise<void> {
  const verified = event.decision === 'verified';
  await mailUsers(
    deps,
    [event.userId],
    `safesport_${event.decision}`,
    verified ? 'Your SafeSport training is verified' : 'We could not verify your SafeSport certificate',
    verified
      ? [
          `Our staff verified your SafeSport certificate. Your safety passport shows the training until ${monthYear(event.expiresOn)}.`,
        ]
      : [
          'Our staff could not verify the SafeSport certificate you uploaded.',
          ...(event.note ? [`Note: ${event.note}`] : []),
          'Please upload the certificate again (the whole page, with your name and the completion date readable).',
        ],
    safetyPage,
  );
}

const laterCheck = alias(backgroundChecks, 'later_check');
const laterCertificate = alias(safeSportCertificates, 'later_certificate');

/**
 * Reminders SAFETY_REMINDER_DAYS before a check or the training lapses, once each (the notification
 * log's key), and only for the person's latest: a renewal already under way or done is not nagged.
 */
export async function sendSafetyReminders(deps: NotifyDeps, now: Date): Promise<number> {
  const horizon = new Date(now.getTime() + SAFETY_REMINDER_DAYS * DAY_MS);
  const checks = await deps.db
    .select({
      id: backgroundChecks.id,
      userId: backgroundChecks.userId,
      expiresAt: backgroundChecks.expiresAt,
    })
    .from(backgroundChecks)
    .where(
      and(
        sql`(${backgroundChecks.status} = 'clear' or (${backgroundChecks.status} = 'consider' and ${backgroundChecks.adverseAction} = 'engaged'))`,
        gt(backgroundChecks.expiresAt, now),
        lte(backgroundChecks.expiresAt, horizon),
        notExists(
          deps.db
            .select({ id: laterCheck.id })
            .from(laterCheck)
            .where(
              and(
                eq(laterCheck.userId, backgroundChecks.userId),
                gt(laterCheck.invitedAt, backgroundChecks.invitedAt),
              ),
            ),
        ),
      ),
    );
  const today = now.toISOString().slice(0, 10);
  const soon = horizon.toISOString().slice(0, 10);
  const certificates = await deps.db
    .select({
      id: safeSportCertificates.id,
      userId: safeSportCertificates.userId,
      expiresOn: safeSportCertificates.expiresOn,
    })
    .from(safeSportCertificates)
    .where(
      and(
        eq(safeSportCertificates.status, 'verified'),
        gt(safeSportCertificates.expiresOn, today),
        lte(safeSportCertificates.expiresOn, soon),
        notExists(
          deps.db
            .select({ id: laterCertificate.id })
            .from(laterCertificate)
            .where(
              and(
                eq(laterCertificate.userId, safeSportCertificates.userId),
                gt(laterCertificate.submittedAt, safeSportCertificates.submittedAt),
              ),
            ),
        ),
      ),
    );
  let sent = 0;
  for (const check of checks) {
    if (!(await claim(deps, `background-check-reminder:${check.id}`, now))) continue;
    sent += 1;
    await mailUsers(
      deps,
      [check.userId],
      'background_check_reminder',
      'Your background check lapses soon',
      [
        `Your background check is valid until ${check.expiresAt!.toISOString().slice(0, 10)}. Start a new one now so jobs that require it stay open to you.`,
      ],
      { label: 'Renew your background check', path: SAFETY_PAGE_PATH },
    );
  }
  for (const certificate of certificates) {
    if (!(await claim(deps, `safesport-reminder:${certificate.id}`, now))) continue;
    sent += 1;
    await mailUsers(
      deps,
      [certificate.userId],
      'safesport_reminder',
      'Your SafeSport training lapses soon',
      [
        `Your SafeSport training is valid until ${certificate.expiresOn}. Take the yearly refresher at safesport.org and upload the new certificate.`,
      ],
      { label: 'Upload your new certificate', path: SAFETY_PAGE_PATH },
    );
  }
  return sent;
}
