import { eq } from 'drizzle-orm';
import { formatDollars, PAID_GAMES_PER_FREE_GAME, type CreditReason, type Payment } from '@sideline/shared';
import { users } from '../../db/schema/index.js';
import { notifyUsers, type NotifyDeps } from './notice-delivery.js';

const about = (p: Payment) => `"${p.job.title}" on ${p.job.jobDate}`;
const METHOD = { venmo: 'Venmo', paypal: 'PayPal', card: 'card', credit: 'a free-game credit' } as const;

/** To the helper: the team says it paid; the link opens the payments screen with the two answers. */
export function paymentReported(deps: NotifyDeps, p: Payment) {
  return notifyUsers(
    deps,
    [p.payeeId],
    'payment_reported',
    `${p.teamName} says they paid you for ${p.job.title}`,
    [
      `${p.teamName} reports paying you ${formatDollars(p.total)} by ${METHOD[p.method]} for ${about(p)}.`,
      'Check your account, then tap Payment received, or Not received if it has not arrived.',
    ],
    { label: 'Confirm the payment', path: `/payments/options/${p.jobId}` },
    'payments',
  );
}

/** To the team: the helper confirmed; the job is paid. */
export function paymentReceived(deps: NotifyDeps, p: Payment) {
  return notifyUsers(
    deps,
    [p.payerId],
    'payment_received',
    `Payment received: ${p.job.title}`,
    [`${p.helperName} confirmed receiving ${formatDollars(p.total)} for ${about(p)}. The job is now paid.`],
    { label: 'View the job', path: `/jobs/${p.jobId}` },
    'payments',
  );
}

/** To both parties and every admin: the helper says the reported payment did not arrive. */
export async function paymentDisputed(deps: NotifyDeps, p: Payment) {
  const admins = await deps.db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'));
  return notifyUsers(
    deps,
    [p.payerId, p.payeeId, ...admins.map((a) => a.id)],
    'payment_disputed',
    `Payment not received: ${p.job.title}`,
    [
      `${p.helperName} has not received the ${formatDollars(p.total)} ${METHOD[p.method]} payment that ${p.teamName} reported for ${about(p)}.`,
      'Please check the transfer (the handle, the amount) and sort it out in Messages. Our staff can see this dispute.',
    ],
    { label: 'Open payments', path: '/dashboard/payments' },
    null,
  );
}

/** To each user who earned a free game. */
export async function creditsEarned(deps: NotifyDeps, grants: { userId: number; reason: CreditReason }[]) {
  for (const g of grants) {
    const why =
      g.reason === 'loyalty'
        ? `You have paid ${PAID_GAMES_PER_FREE_GAME} more games by card through Sideline, so your next one is on us.`
        : g.reason === 'referral_referrer'
          ? 'A coach you referred just paid for a game by card through Sideline.'
          : 'You paid for a game by card through Sideline as a referred coach.';
    await notifyUsers(
      deps,
      [g.userId],
      'credit_earned',
      'You earned a free game',
      [why, 'Tick "Use a free game" when you next pay a helper by card: it takes up to one game\'s pay off.'],
      { label: 'See your free games', path: '/dashboard' },
      'payments',
    );
  }
}

/** To the team: the card charge went through (the provider's webhook said so). */
export function cardReceipt(deps: NotifyDeps, p: Payment) {
  return notifyUsers(
    deps,
    [p.payerId],
    'card_receipt',
    `Receipt: ${p.job.title}`,
    [
      p.freeGameDiscount > 0
        ? `Your card was charged ${formatDollars(p.total - p.freeGameDiscount)} for ${about(p)}: ${formatDollars(p.amount)} to ${p.helperName} and a ${formatDollars(p.platformFee)} platform fee, less ${formatDollars(p.freeGameDiscount)} from your free game.`
        : `Your card was charged ${formatDollars(p.total)} for ${about(p)}: ${formatDollars(p.amount)} to ${p.helperName} and a ${formatDollars(p.platformFee)} platform fee.`,
      'The job is now paid.',
    ],
    { label: 'View your payments', path: '/dashboard/payments' },
    null,
  );
}
