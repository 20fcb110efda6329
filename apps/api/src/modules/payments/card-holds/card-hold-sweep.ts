import { and, eq, inArray, isNull, lte, not, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CARD_CAPTURE_DELAY_HOURS, guaranteeStep, type GuaranteeState } from '@sideline/shared';
import { cardHolds, helperProfiles, jobs, noShowReports } from '../../../db/schema/index.js';
import type { PublishesEvents } from '../../../lib/domain-events.js';
import { OPEN_HOLD, type CardHoldRow } from './card-holds.service.js';
import { stripeFor } from '../stripe-client.js';
import { chargeCancellationFee } from './card-fee.js';
import { captureHold, type CardDeps, type HoldOutcome as Outcome } from './card-capture.js';

type SweepDeps = CardDeps & PublishesEvents;

export const CARD_HOLD_QUEUE = 'card-holds';

/**
 * Places a scheduled hold: an off-session, manual-capture payment intent on the saved card, a
 * destination charge to the helper's account (decision 17). One idempotency key per attempt, so a
 * retried sweep never holds twice; a new card is a new attempt. The card's refusal fails the
 * guarantee and both sides hear at once; a provider that cannot be reached leaves it scheduled.
 */
export async function placeHold(deps: SweepDeps, hold: CardHoldRow, now: Date): Promise<Outcome> {
  const { stripe } = stripeFor(deps.config.stripe);
  let intentId: string;
  try {
    const intent = await stripe.paymentIntents.create(
      {
        amount: hold.payCents + hold.platformFeeCents,
        currency: 'usd',
        customer: hold.customerId,
        payment_method: hold.paymentMethodId,
        off_session: true,
        confirm: true,
        capture_method: 'manual',
        application_fee_amount: hold.platformFeeCents,
        transfer_data: { destination: hold.destinationAccountId },
        description: `Sideline: job ${hold.jobId}`,
        metadata: { jobId: String(hold.jobId), holdId: String(hold.id) },
      },
      { idempotencyKey: `hold-${hold.id}-${hold.attempt}` },
    );
    if (intent.status !== 'requires_capture') {
      // A card that needs its owner present (authentication) cannot guarantee an absent team.
      await stripe.paymentIntents.cancel(intent.id).catch(() => undefined);
      return fail(deps, hold, 'Your bank asked to confirm this payment. Please add the card again.', now);
    }
    intentId = intent.id;
  } catch (error) {
    const refusal = error as { type?: string; message?: string };
    if (refusal.type === 'StripeCardError')
      return fail(deps, hold, refusal.message ?? 'The card was declined.', now);
    deps.log.warn({ err: error, holdId: hold.id }, 'card hold not placed; the sweep will try again');
    return 'skipped';
  }
  const [placed] = await deps.db
    .update(cardHolds)
    .set({ status: 'held', intentId, heldAt: now })
    .where(
      and(eq(cardHolds.id, hold.id), eq(cardHolds.status, 'scheduled'), eq(cardHolds.attempt, hold.attempt)),
    )
    .returning();
  if (!placed) {
    // The booking ended while the hold was being placed: nothing may stay held.
    await stripe.paymentIntents.cancel(intentId).catch(() => undefined);
    return 'skipped';
  }
  await deps.domainEvents.publish({ type: 'card-hold.placed', hold: placed });
  return 'held';
}

async function fail(deps: SweepDeps, hold: CardHoldRow, message: string, now: Date): Promise<Outcome> {
  const [failed] = await deps.db
    .update(cardHolds)
    .set({ status: 'failed', failureMessage: message, failedAt: now })
    .where(
      and(eq(cardHolds.id, hold.id), eq(cardHolds.status, 'scheduled'), eq(cardHolds.attempt, hold.attempt)),
    )
    .returning();
  if (failed) await deps.domainEvents.publish({ type: 'card-hold.failed', hold: failed });
  return 'failed';
}

/** Ends a guarantee without a charge: the hold (if placed) is canceled at the provider first. */
export async function releaseHold(deps: SweepDeps, hold: CardHoldRow, now: Date): Promise<Outcome> {
  if (hold.intentId && hold.status !== 'failed') {
    const { stripe } = stripeFor(deps.config.stripe);
    try {
      await stripe.paymentIntents.cancel(hold.intentId, {}, { idempotencyKey: `release-${hold.id}` });
    } catch (error) {
      deps.log.warn({ err: error, holdId: hold.id }, 'card hold not released; the sweep will try again');
      return 'skipped';
    }
  }
  await deps.db
    .update(cardHolds)
    .set({ status: 'released', releasedAt: now })
    .where(and(eq(cardHolds.id, hold.id), inArray(cardHolds.status, [...OPEN_HOLD])));
  return 'released';
}

const LIVE = inArray(cardHolds.status, ['scheduled', 'held', 'failed']);
const bookedHelperUserId = sql`(select ${helperProfiles.userId} from ${helperProfiles} where ${helperProfiles.id} = ${jobs.helperId})`;
/** The booking the guarantee was made for is over without a game: cancelled, reopened, or rebooked. */
const bookingEnded = () =>
  or(
    inArray(jobs.status, ['open', 'cancelled']),
    sql`${cardHolds.payeeId} is distinct from ${bookedHelperUserId}`,
  ) ?? sql`false`;
/** A no-show the helper can still contest, or one an admin has yet to decide: its hold waits. */
const noShowOpen = (now: Date) =>
  sql`(${noShowReports.status} = 'contested' or (${noShowReports.status} = 'reported' and ${noShowReports.contestBy} > ${now}))`;

/**
 * One pass over the guarantees that may need the provider. SQL narrows to the candidates; what each
 * one needs is read by the booking table's `guaranteeStep` alone (decision 24), so a hold is never
 * captured or released on any other word. Every step is conditional on the row's state, so two
 * instances' overlapping passes act once.
 */
export async function sweepCardHolds(deps: SweepDeps, now: Date, jobId?: number): Promise<number> {
  if (!deps.config.stripe) return 0;
  const forJob = jobId === undefined ? undefined : eq(cardHolds.jobId, jobId);
  const captureBefore = new Date(now.getTime() - CARD_CAPTURE_DELAY_HOURS * 3_600_000);
  const rows = await deps.db
    .select({
      hold: cardHolds,
      jobStatus: jobs.status,
      completedAt: jobs.completedAt,
      feeCents: jobs.cancellationFeeCents,
      forBookedHelper: sql<boolean>`${cardHolds.payeeId} is not distinct from ${bookedHelperUserId}`,
      noShowStatus: noShowReports.status,
      contestBy: noShowReports.contestBy,
    })
    .from(cardHolds)
    .innerJoin(jobs, eq(jobs.id, cardHolds.jobId))
    .leftJoin(noShowReports, eq(noShowReports.jobId, cardHolds.jobId))
    .where(
      and(
        LIVE,
        forJob,
        or(isNull(noShowReports.id), not(noShowOpen(now))),
        or(
          bookingEnded(),
          and(eq(cardHolds.status, 'scheduled'), lte(cardHolds.holdAt, now)),
          and(
            inArray(cardHolds.status, ['scheduled', 'held']),
            eq(jobs.status, 'completed'),
            or(lte(jobs.completedAt, captureBefore), eq(noShowReports.status, 'overturned')),
          ),
        ),
      ),
    )
    .limit(100);
  let acted = 0;
  for (const row of rows) {
    const { hold } = row;
    const step = guaranteeStep(
      {
        holdStatus: hold.status as GuaranteeState['holdStatus'],
        holdDue: hold.holdAt <= now,
        jobStatus: row.jobStatus,
        forBookedHelper: row.forBookedHelper,
        completedAt: row.completedAt,
        cancellationFeeCents: row.feeCents,
        noShow:
          row.noShowStatus && row.contestBy ? { status: row.noShowStatus, contestBy: row.contestBy } : null,
      },
      now,
    );
    const outcome =
      step === 'release'
        ? await releaseHold(deps, hold, now)
        : step === 'capture-fee'
          ? await chargeCancellationFee(deps, hold, row.feeCents, now)
          : step === 'place-hold'
            ? await placeHold(deps, hold, now)
            : step === 'capture-full'
              ? await captureHold(deps, hold, now)
              : 'skipped';
    if (outcome !== 'skipped') acted += 1;
  }
  return acted;
}

/**
 * After an action on a booking (a cancel, a reopen, a no-show's report or decision): its guarantee
 * is settled now rather than at the next tick. It never fails the action; the sweep tries again.
 */
export async function settleJobGuarantee(deps: SweepDeps, jobId: number, now = new Date()): Promise<void> {
  await sweepCardHolds(deps, now, jobId).catch((err: unknown) =>
    deps.log.error({ err, jobId }, 'card guarantee not settled; the sweep will try again'),
  );
}

/** An admin settles a disputed guarantee: charge it after all, or release it. */
export async function resolveDisputedHold(
  deps: SweepDeps,
  holdId: number,
  action: 'capture' | 'release',
  now: Date,
): Promise<{ outcome: Outcome; jobId: number } | null> {
  const [hold] = await deps.db
    .select()
    .from(cardHolds)
    .where(and(eq(cardHolds.id, holdId), eq(cardHolds.status, 'disputed'), isNull(cardHolds.capturedAt)));
  if (!hold) return null;
  const outcome =
    action === 'capture' ? await captureHold(deps, hold, now) : await releaseHold(deps, hold, now);
  return { outcome, jobId: hold.jobId };
}

/** Every minute, once across instances (pg-boss's cron), like the other sweeps. */
export function defineCardHoldSweep(app: FastifyInstance): void {
  app.queue.define(
    CARD_HOLD_QUEUE,
    { cron: '* * * * *', retryLimit: 0, expireInSeconds: 300 },
    async (_data, { now }) => {
      const acted = await sweepCardHolds(app, now);
      if (acted > 0) app.log.info({ sweep: CARD_HOLD_QUEUE, acted }, 'card guarantees settled');
    },
  );
}
