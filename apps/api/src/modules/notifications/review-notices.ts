import { inArray } from 'drizzle-orm';
import { formatReviewDate } from '@sideline/shared';
import { users } from '../../db/schema/index.js';
import type { ReviewedJob } from '../../lib/domain-events.js';
import { notify, type NotifyDeps } from './notice-delivery.js';

type Party = { id: number; email: string; firstName: string; lastName: string };

/** The job's two parties with how each is named to the other (a team by its name). */
async function partiesOf(deps: NotifyDeps, job: ReviewedJob) {
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

/** Reviews mails obey the reviews switch; the push obeys its kind's. */
const send = (
  deps: NotifyDeps,
  to: Party,
  kind: string,
  subject: string,
  lines: string[],
  path: string,
  label: string,
) => notify(deps, to, kind, subject, lines, { label, path }, 'reviews');

/** "You were reviewed", without a word of the review: it is blind until the reviewee has spoken too. */
export async function reviewReceived(deps: NotifyDeps, job: ReviewedJob, reviewerId: number): Promise<void> {
  const parties = await partiesOf(deps, job);
  if (!parties) return;
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
export async function reviewsPublished(deps: NotifyDeps, job: ReviewedJob): Promise<void> {
  const parties = await partiesOf(deps, job);
  if (!parties) return;
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
