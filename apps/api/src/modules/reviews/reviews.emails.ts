import { inArray } from 'drizzle-orm';
import { formatReviewDate } from '@sideline/shared';
import { users } from '../../db/schema/index.js';
import { layout } from '../../lib/email-layout.js';
import type { NotifyDeps } from '../notifications/notifications.service.js';
import { wantsNotification } from '../notifications/notification-preferences.js';
import { sendPush } from '../push/push.service.js';
import { loadReviewJob, type ReviewJob } from './review-publication.js';

type Party = { id: number; email: string; firstName: string; lastName: string };

/** The job's two parties with how each is named to the other (a team by its name). */
async function partiesOf(deps: NotifyDeps, job: ReviewJob) {
  if (job.helperUserId === null) return null;
  const rows = await deps.db
    .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [job.ownerUserId, job.helperUserId]));
  const owner = rows.find((u) => u.id === job.ownerUserId);
  const helper = rows.find((u) => u.id === job.helperUserId);
  if (!owner || !helper) return null;
  const nameOf = (p: Party) => (p === owner ? job.teamName : `${p.firstName} ${p.lastName}`);
  const other = (p: Party) => (p === owner ? helper : owner);
  return { owner, helper, nameOf, other };
}

async function send(
  deps: NotifyDeps,
  to: Party,
  kind: string,
  subject: string,
  lines: string[],
  path: string,
  label: string,
) {
  await sendPush(deps, to.id, kind, { title: subject, body: lines[0] ?? '', path });
  if (!(await wantsNotification(deps.db, to.id, 'reviews', 'email'))) return;
  const link = `${deps.config.publicUrl}${path}`;
  await deps.mailer.send({
    to: to.email,
    kind,
    subject,
    link,
    ...layout(`Hi ${to.firstName},`, lines, { label, link }),
  });
}

/** "You were reviewed", without a word of the review: it is blind until the reviewee has spoken too. */
export async function mailReviewReceived(deps: NotifyDeps, jobId: number, reviewerId: number): Promise<void> {
  const job = await loadReviewJob(deps.db, jobId);
  const parties = job && (await partiesOf(deps, job));
  if (!job || !parties) return;
  const reviewer = reviewerId === parties.owner.id ? parties.owner : parties.helper;
  const reviewee = parties.other(reviewer);
  const name = parties.nameOf(reviewer);
  const closes = job.windowClosesAt ? formatReviewDate(job.windowClosesAt, job.timeZone) : null;
  await send(
    deps,
    reviewee,
    'review_received',
    `${name} reviewed you`,
    [
      `${name} left you a review for "${job.title}". Leave yours to see it.`,
      `Reviews stay hidden until both of you have reviewed${closes ? `, or until the review window closes on ${closes}` : ''}; then both are published at once.`,
    ],
    `/reviews/${job.id}/${reviewer.id}`,
    'Leave your review',
  );
}

/** "Your reviews are now public", to both parties of the job. */
export async function mailReviewsPublished(deps: NotifyDeps, jobId: number): Promise<void> {
  const job = await loadReviewJob(deps.db, jobId);
  const parties = job && (await partiesOf(deps, job));
  if (!job || !parties) return;
  for (const party of [parties.owner, parties.helper]) {
    await send(
      deps,
      party,
      'reviews_published',
      `Your reviews for "${job.title}" are now public`,
      [
        `The reviews for "${job.title}" with ${parties.nameOf(parties.other(party))} are now public on Sideline.`,
        'You can post one public reply to a review about you.',
      ],
      `/reviews/${job.id}/${parties.other(party).id}`,
      'See the reviews',
    );
  }
}
