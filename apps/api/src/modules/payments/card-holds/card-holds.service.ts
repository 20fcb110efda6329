import { and, desc, eq, inArray } from 'drizzle-orm';
import {
  CARD_CAPTURE_DELAY_HOURS,
  CARD_HOLD_LEAD_HOURS,
  PAYMENT_MESSAGES,
  paymentAmounts,
  wallTimeToUtc,
  type CardHold,
  type CardSetup,
} from '@sideline/shared';
import type { Config } from '../../../config.js';
import type { Db, DbOrTx } from '../../../db/client.js';
import { payoutUserIdFor } from '../../guardians/guardian-state.js';
import {
  applications,
  cardCustomers,
  cardHolds,
  helperProfiles,
  jobs,
  stripeAccounts,
} from '../../../db/schema/index.js';
import { AppError, conflict, forbidden, notFound } from '../../../lib/errors.js';
import type { SavedCard } from '../../../lib/booking-guarantee.js';
import type { UserRow } from '../../../plugins/session.js';
import { paymentParties } from '../ledger/index.js';
import { CARD_NOT_CONFIGURED, stripeFor } from '../stripe-client.js';

export type CardHoldRow = typeof cardHolds.$inferSelect;
/** Statuses of a guarantee still in force: it blocks every other way of paying the job. */
export const LIVE_HOLD = ['scheduled', 'held', 'disputed'] as const;
/** A job's one open guarantee (the partial unique index): live, or failed and awaiting a new card. */
export const OPEN_HOLD = [...LIVE_HOLD, 'failed'] as const;

const HOUR = 3_600_000;

/** The team's customer at the provider, made once (its idempotency key covers a lost answer). */
async function customerOf(db: Db, config: Config, user: UserRow): Promise<string> {
  const [row] = await db.select().from(cardCustomers).where(eq(cardCustomers.userId, user.id));
  if (row) return row.customerId;
  const { stripe } = stripeFor(config.stripe);
  const customer = await stripe.customers.create(
    { email: user.email, metadata: { userId: String(user.id) } },
    { idempotencyKey: `customer-user-${user.id}` },
  );
  await db.insert(cardCustomers).values({ userId: user.id, customerId: customer.id }).onConflictDoNothing();
  const [made] = await db.select().from(cardCustomers).where(eq(cardCustomers.userId, user.id));
  return made!.customerId;
}

/** The helper's connected account when it can take cards; 409 otherwise (decision 17). */
export async function cardAccountFor(db: Db, helperUserId: number): Promise<string> {
  // A teen's pay goes to the guardian's account (decision 23).
  const payoutUserId = await payoutUserIdFor(db, helperUserId);
  const [account] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.userId, payoutUserId));
  if (!account?.chargesEnabled) throw conflict(PAYMENT_MESSAGES.helperNoCards, 'helper_cannot_take_cards');
  return account.accountId;
}

/** The job's guarantee still in force (or failed, awaiting a new card), if any. */
export async function liveHoldOf(db: Db, jobId: number): Promise<CardHoldRow | undefined> {
  const [hold] = await db
    .select()
    .from(cardHolds)
    .where(and(eq(cardHolds.jobId, jobId), inArray(cardHolds.status, [...OPEN_HOLD])));
  return hold;
}

/** Another way of paying (Venmo, PayPal, checkout) is refused while the saved card guarantees the job. */
export async function refuseWhileHeld(db: Db, jobId: number): Promise<void> {
  const hold = await liveHoldOf(db, jobId);
  if (hold && (LIVE_HOLD as readonly string[]).includes(hold.status))
    throw conflict(PAYMENT_MESSAGES.holdActive, 'card_hold_active');
}

/**
 * POST /api/jobs/{id}/card-setup: a setup intent for the job's owner to save a card. With an
 * application, it is for booking that helper, who must be able to take cards; without, it is a new
 * card for the job's guarantee whose hold failed.
 */
export async function startCardSetup(
  db: Db,
  config: Config,
  user: UserRow,
  jobId: number,
  applicationId: number | undefined,
): Promise<CardSetup> {
  const { stripe, config: stripeConfig } = stripeFor(config.stripe);
  if (!stripeConfig.publishableKey)
    throw new AppError(503, 'card_payments_not_configured', CARD_NOT_CONFIGURED);
  const job = await paymentParties(db, jobId);
  if (job.payerId !== user.id) throw forbidden(PAYMENT_MESSAGES.onlyOwner, 'not_owner');
  if (applicationId !== undefined) {
    const [application] = await db
      .select({ jobId: applications.jobId, helperUserId: helperProfiles.userId, status: applications.status })
      .from(applications)
      .innerJoin(helperProfiles, eq(helperProfiles.id, applications.helperId))
      .where(eq(applications.id, applicationId));
    if (!application || application.jobId !== jobId)
      throw notFound('Application not found', 'application_not_found');
    if (job.status !== 'open' || application.status !== 'pending')
      throw conflict(`Can't accept this application: it is ${application.status}.`, 'invalid_transition');
    await cardAccountFor(db, application.helperUserId);
  } else {
    const hold = await liveHoldOf(db, jobId);
    if (!hold) throw notFound(PAYMENT_MESSAGES.noHold, 'card_hold_not_found');
    if (hold.status !== 'failed' && hold.status !== 'scheduled')
      throw conflict(PAYMENT_MESSAGES.holdNotFixable, 'card_hold_not_fixable');
  }
  const customer = await customerOf(db, config, user);
  const intent = await stripe.setupIntents.create({
    customer,
    usage: 'off_session',
    metadata: { jobId: String(jobId), userId: String(user.id) },
  });
  if (!intent.client_secret)
    throw new AppError(503, 'card_provider_unavailable', 'The card provider returned no client secret.');
  return { clientSecret: intent.client_secret, publishableKey: stripeConfig.publishableKey };
}

/**
 * The card behind a setup intent, as the provider tells it: saved (succeeded) by this team, for
 * this job, on the team's own customer. Anything else is refused: the browser's word is not enough.
 */
export async function verifySavedCard(
  db: Db,
  config: Config,
  user: { id: number },
  setupIntentId: string,
): Promise<SavedCard> {
  const { stripe } = stripeFor(config.stripe);
  const [customer] = await db.select().from(cardCustomers).where(eq(cardCustomers.userId, user.id));
  let intent;
  try {
    intent = await stripe.setupIntents.retrieve(setupIntentId);
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404)
      throw conflict(PAYMENT_MESSAGES.cardNotSaved, 'card_not_saved');
    throw new AppError(
      503,
      'card_provider_unavailable',
      'The card provider could not be reached. Try again.',
    );
  }
  const customerId = typeof intent.customer === 'string' ? intent.customer : intent.customer?.id;
  const methodId =
    typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
  if (
    intent.status !== 'succeeded' ||
    !methodId ||
    !customer ||
    customerId !== customer.customerId ||
    intent.metadata?.userId !== String(user.id)
  )
    throw conflict(PAYMENT_MESSAGES.cardNotSaved, 'card_not_saved');
  const method = await stripe.paymentMethods.retrieve(methodId);
  const brand = method.card?.brand ?? 'card';
  return {
    jobId: Number(intent.metadata.jobId),
    customerId: customer.customerId,
    paymentMethodId: methodId,
    cardLabel: `${brand.charAt(0).toUpperCase()}${brand.slice(1)} ending ${method.card?.last4 ?? '????'}`,
  };
}

/** The game's start, less the lead, but never before now: a game two days away is held at once. */
export function holdTimeFor(job: { jobDate: string; startTime: string; timeZone: string }, now: Date): Date {
  const start = wallTimeToUtc(job.jobDate, job.startTime, job.timeZone).getTime();
  return new Date(Math.max(now.getTime(), start - CARD_HOLD_LEAD_HOURS * HOUR));
}

/**
 * Inside the accept's transaction (the job's row locked): a card job's booking records its
 * guarantee. A card job needs the saved card; a saved card makes any job a card job.
 */
export async function guaranteeBooking(
  tx: DbOrTx,
  job: typeof jobs.$inferSelect,
  helperUserId: number,
  payerId: number,
  card: SavedCard | undefined,
  now: Date,
): Promise<void> {
  if (!job.paysByCard && !card) return;
  const destination = await cardAccountFor(tx, helperUserId);
  if (!card) throw conflict(PAYMENT_MESSAGES.cardRequired, 'card_required');
  if (card.jobId !== job.id) throw conflict(PAYMENT_MESSAGES.cardNotSaved, 'card_not_saved');
  if (!job.paysByCard) await tx.update(jobs).set({ paysByCard: true }).where(eq(jobs.id, job.id));
  const amounts = paymentAmounts(job.totalPayCents, 'card');
  await tx.insert(cardHolds).values({
    jobId: job.id,
    payerId,
    payeeId: helperUserId,
    customerId: card.customerId,
    paymentMethodId: card.paymentMethodId,
    cardLabel: card.cardLabel,
    destinationAccountId: destination,
    payCents: amounts.payCents,
    platformFeeCents: amounts.platformFeeCents,
    holdAt: holdTimeFor(job, now),
  });
}

/**
 * The card the team saved for this job's last booking (decision 0051): a standby helper's accept
 * books on it, as the team's own booking did; the provider checked it when it was saved.
 */
export async function lastSavedCard(
  db: DbOrTx,
  jobId: number,
  payerId: number,
): Promise<SavedCard | undefined> {
  const [hold] = await db
    .select()
    .from(cardHolds)
    .where(and(eq(cardHolds.jobId, jobId), eq(cardHolds.payerId, payerId)))
    .orderBy(desc(cardHolds.id))
    .limit(1);
  if (!hold) return undefined;
  return {
    jobId,
    customerId: hold.customerId,
    paymentMethodId: hold.paymentMethodId,
    cardLabel: hold.cardLabel,
  };
}

/** Only the job's team acts on its guarantee: checked before the provider is asked anything. */
export async function requireJobOwner(db: Db, user: UserRow, jobId: number): Promise<void> {
  const job = await paymentParties(db, jobId);
  if (job.payerId !== user.id) throw forbidden(PAYMENT_MESSAGES.onlyOwner, 'not_owner');
}

/** A failed guarantee takes the team's new card; the hold is tried again at once. */
export async function replaceCard(
  db: Db,
  user: UserRow,
  jobId: number,
  card: SavedCard,
  now: Date,
): Promise<number> {
  const hold = await liveHoldOf(db, jobId);
  if (!hold) throw notFound(PAYMENT_MESSAGES.noHold, 'card_hold_not_found');
  if (hold.payerId !== user.id) throw forbidden(PAYMENT_MESSAGES.onlyOwner, 'not_owner');
  if (card.jobId !== jobId) throw conflict(PAYMENT_MESSAGES.cardNotSaved, 'card_not_saved');
  const [updated] = await db
    .update(cardHolds)
    .set({
      paymentMethodId: card.paymentMethodId,
      cardLabel: card.cardLabel,
      customerId: card.customerId,
      // A scheduled hold keeps its time; a failed one is placed again now, as a new attempt.
      ...(hold.status === 'failed'
        ? {
            status: 'scheduled' as const,
            attempt: hold.attempt + 1,
            holdAt: now,
            failureMessage: null,
            failedAt: null,
          }
        : {}),
    })
    .where(and(eq(cardHolds.id, hold.id), inArray(cardHolds.status, ['failed', 'scheduled'])))
    .returning({ id: cardHolds.id });
  if (!updated) throw conflict(PAYMENT_MESSAGES.holdNotFixable, 'card_hold_not_fixable');
  return updated.id;
}

/** GET /api/jobs/{id}/card-hold: the latest guarantee, for the team, the booked helper or an admin. */
export async function cardHoldView(db: Db, user: UserRow, jobId: number): Promise<CardHold> {
  const [row] = await db
    .select({ hold: cardHolds, completedAt: jobs.completedAt })
    .from(cardHolds)
    .innerJoin(jobs, eq(jobs.id, cardHolds.jobId))
    .where(eq(cardHolds.jobId, jobId))
    .orderBy(desc(cardHolds.id))
    .limit(1);
  if (!row) throw notFound(PAYMENT_MESSAGES.noHold, 'card_hold_not_found');
  const { hold } = row;
  const team = user.id === hold.payerId || user.role === 'admin';
  if (!team && user.id !== hold.payeeId)
    throw forbidden("Only the team and its booked helper see this job's payment.", 'not_job_party');
  // A completed job's hold still to be placed (booked after the start) is charged on the same clock.
  const captureAt =
    (hold.status === 'held' || hold.status === 'scheduled') && row.completedAt
      ? new Date(row.completedAt.getTime() + CARD_CAPTURE_DELAY_HOURS * HOUR).toISOString()
      : null;
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  return {
    id: hold.id,
    jobId: hold.jobId,
    status: hold.status,
    amount: hold.payCents + hold.platformFeeCents,
    pay: hold.payCents,
    card: team ? hold.cardLabel : null,
    holdAt: hold.holdAt.toISOString(),
    heldAt: iso(hold.heldAt),
    captureAt,
    failureMessage: hold.failureMessage,
    disputeReason: team ? hold.disputeReason : null,
    capturedAt: iso(hold.capturedAt),
    releasedAt: iso(hold.releasedAt),
  };
}
