import { eq } from 'drizzle-orm';
import { formatDollars } from '@sideline/shared';
import { cardHolds, jobs, users } from '../../db/schema/index.js';
import { notifyUsers, type NotifyDeps } from './notice-delivery.js';

type CardHold = typeof cardHolds.$inferSelect;

/** What both refusal notices say first: the job, its date, the helper, and the card's reason. */
async function refusedHold(deps: NotifyDeps, hold: CardHold) {
  const [row] = await deps.db
    .select({ title: jobs.title, jobDate: jobs.jobDate, helperFirst: users.firstName })
    .from(jobs)
    .innerJoin(users, eq(users.id, hold.payeeId))
    .where(eq(jobs.id, hold.jobId));
  if (!row) return null;
  return {
    row,
    about: `"${row.title}" on ${row.jobDate}`,
    why: hold.failureMessage ?? 'The card was declined.',
  };
}

/**
 * A hold the card refused: the team and the helper hear at once, by email and push (neither can
 * switch it off), and the team's link opens the job page, where it saves another card.
 */
export async function holdFailed(deps: NotifyDeps, hold: CardHold): Promise<void> {
  const refused = await refusedHold(deps, hold);
  if (!refused) return;
  const { row, about, why } = refused;
  const path = `/jobs/${hold.jobId}`;
  await notifyUsers(
    deps,
    [hold.payerId],
    'card_hold_failed',
    `Action needed: your card was declined for ${row.title}`,
    [
      `We could not hold ${formatDollars(hold.payCents + hold.platformFeeCents)} on your ${hold.cardLabel} for ${about}: ${why}`,
      `Add another card before the game so ${row.helperFirst}'s pay is guaranteed.`,
    ],
    { label: 'Fix your card', path },
    null,
  );
  await notifyUsers(
    deps,
    [hold.payeeId],
    'card_hold_failed',
    `Payment for ${row.title} is not guaranteed yet`,
    [
      `The team's card was declined when we tried to hold your pay for ${about}.`,
      'We have asked them to add another card before the game, and will tell you when it is held.',
    ],
    { label: 'View the job', path },
    null,
  );
}

/** The hold is in place after a failure was fixed: the helper's pay is guaranteed again. */
export async function holdPlacedAfterFailure(deps: NotifyDeps, hold: CardHold): Promise<void> {
  const [job] = await deps.db
    .select({ title: jobs.title, jobDate: jobs.jobDate })
    .from(jobs)
    .where(eq(jobs.id, hold.jobId));
  if (!job) return;
  await notifyUsers(
    deps,
    [hold.payeeId],
    'card_hold_placed',
    `Payment guaranteed: ${job.title}`,
    [
      `The team's new card is held for ${formatDollars(hold.payCents)}, your pay for "${job.title}" on ${job.jobDate}.`,
    ],
    { label: 'View the job', path: `/jobs/${hold.jobId}` },
    null,
  );
}

/** The team stopped the charge: the helper and every admin hear, and an admin settles it. */
export async function holdDisputed(deps: NotifyDeps, holdId: number): Promise<void> {
  const [row] = await deps.db
    .select({ hold: cardHolds, title: jobs.title, jobDate: jobs.jobDate })
    .from(cardHolds)
    .innerJoin(jobs, eq(jobs.id, cardHolds.jobId))
    .where(eq(cardHolds.id, holdId));
  if (!row) return;
  const admins = await deps.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  await notifyUsers(
    deps,
    [row.hold.payeeId, ...admins.map((a) => a.id)],
    'card_hold_disputed',
    `Card charge on hold: ${row.title}`,
    [
      `The team disputed the card charge for "${row.title}" on ${row.jobDate}: "${row.hold.disputeReason ?? ''}"`,
      'Our staff will look at it and either charge the card or release it. Nothing is charged until then.',
    ],
    { label: 'View the job', path: `/jobs/${row.hold.jobId}` },
    null,
  );
}

/**
 * The card refused a cancellation fee (decision 24): both sides hear at once, as for a refused
 * guarantee, and the fee is now due by Venmo or PayPal from the team's Payments page.
 */
export async function feeChargeFailed(deps: NotifyDeps, hold: CardHold, feeCents: number): Promise<void> {
  const refused = await refusedHold(deps, hold);
  if (!refused) return;
  const { row, about, why } = refused;
  const fee = formatDollars(feeCents);
  await notifyUsers(
    deps,
    [hold.payerId],
    'card_hold_failed',
    'Action needed: your card was declined for a cancellation fee',
    [
      `We could not charge the ${fee} cancellation fee for ${about} to your ${hold.cardLabel}: ${why}`,
      `Please pay ${row.helperFirst} by Venmo or PayPal instead.`,
    ],
    { label: 'Pay the fee', path: `/payments/options/${hold.jobId}` },
    null,
  );
  await notifyUsers(
    deps,
    [hold.payeeId],
    'card_hold_failed',
    `Your cancellation fee for ${row.title} is due by hand`,
    [
      `The team's card was declined for your ${fee} cancellation fee for ${about}.`,
      'We have asked them to pay it by Venmo or PayPal; confirm it on your Payments page when it arrives.',
    ],
    { label: 'Open payments', path: '/dashboard/payments' },
    null,
  );
}
