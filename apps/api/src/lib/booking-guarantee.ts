import type { DbOrTx } from '../db/client.js';
import type { jobs } from '../db/schema/index.js';

/** A card the provider says the team saved for this job, checked before the booking's transaction. */
export interface SavedCard {
  jobId: number;
  customerId: string;
  paymentMethodId: string;
  cardLabel: string;
}

/** A placed hold that a move replaced: cancelled at the provider once the move has committed. */
export interface ReplacedHold {
  id: number;
  intentId: string | null;
}

type Job = typeof jobs.$inferSelect;

/**
 * The card guarantee's steps that must happen inside a booking's own transaction (decision 0038),
 * or before it. The bookings (applications/, jobs/) call this port and never payments/; payments
 * implements it and app.ts registers it as `app.bookingGuarantee`. What happens to a guarantee
 * after a booking's change has committed (placed, released, charged) follows the domain events.
 */
export interface BookingGuarantee {
  /** Before the accept's transaction: the provider's word on the card the team saved. */
  verifySavedCard(payer: { id: number }, setupIntentId: string): Promise<SavedCard>;
  /**
   * Inside the accept's transaction (the job's row locked): a card job's booking records its
   * guarantee, or the accept is refused (no saved card, a helper who cannot take cards).
   */
  guaranteeBooking(
    tx: DbOrTx,
    booking: { job: Job; helperUserId: number; payerId: number; card: SavedCard | undefined },
    now: Date,
  ): Promise<void>;
  /**
   * Inside a reschedule's transaction (the job's row locked, its new time and pay written): the
   * guarantee follows the game. Answers the placed hold it replaced, if any.
   */
  moveGuarantee(tx: DbOrTx, job: Job, now: Date): Promise<ReplacedHold | null>;
  /**
   * A booking made without the team at hand (a helper accepting a standby offer): the card the team
   * saved last for this job, which guarantees the new booking as it did the one that ended.
   */
  lastSavedCard(db: DbOrTx, jobId: number, payerId: number): Promise<SavedCard | undefined>;
  /** Whether a helper can be paid by card (a card job is offered only to them). */
  takesCards(helperUserId: number): Promise<boolean>;
}
