import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CARD_HOLD_STATUSES } from '@sideline/shared';
import { jobs } from './jobs.js';
import { users } from './users.js';

/** A team's customer at the card provider, made once, holding the cards it saved for bookings. */
export const cardCustomers = pgTable('card_customers', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  customerId: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * A card job's guarantee (decision 22): the card the team saved when booking the helper, the hold
 * placed on it near the game, and its capture or release. One live guarantee per job (the partial
 * unique index); a released or captured one stays as history. Money is cents, decided at booking
 * from the job's pay: the helper's pay plus the platform fee, charged to the helper's account.
 */
export const cardHolds = pgTable(
  'card_holds',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    payerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    payeeId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text().notNull(),
    paymentMethodId: text().notNull(),
    /** What the team sees of its card ("Visa ending 4242"). */
    cardLabel: text().notNull(),
    /** The helper's connected account, paid by a destination charge (decision 17). */
    destinationAccountId: text().notNull(),
    payCents: integer().notNull(),
    platformFeeCents: integer().notNull(),
    status: text({ enum: CARD_HOLD_STATUSES }).notNull().default('scheduled'),
    /** When the hold is placed: inside the provider's hold window before the game. */
    holdAt: timestamp({ withTimezone: true }).notNull(),
    /** Counts the hold's placements: each new card (a fix after a failure) is a new attempt. */
    attempt: integer().notNull().default(1),
    intentId: text(),
    heldAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    /** The provider's reason, in its words ("Your card was declined."). */
    failureMessage: text(),
    disputedAt: timestamp({ withTimezone: true }),
    disputeReason: text(),
    capturedAt: timestamp({ withTimezone: true }),
    releasedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('card_holds_one_live_per_job')
      .on(t.jobId)
      .where(sql`${t.status} in ('scheduled', 'held', 'failed', 'disputed')`),
    uniqueIndex('card_holds_intent_unique').on(t.intentId),
    // A job's guarantees, in any state (the job page, the payments due list).
    index('card_holds_job_idx').on(t.jobId),
    // The sweep's work (guarantees still to place, capture or release) and the admin's disputes.
    index('card_holds_live_idx')
      .on(t.status, t.holdAt)
      .where(sql`${t.status} in ('scheduled', 'held', 'failed', 'disputed')`),
    check(
      'card_holds_status_check',
      sql`${t.status} in ('scheduled', 'held', 'failed', 'disputed', 'captured', 'released')`,
    ),
    check('card_holds_money_check', sql`${t.payCents} > 0 and ${t.platformFeeCents} >= 0`),
  ],
);
