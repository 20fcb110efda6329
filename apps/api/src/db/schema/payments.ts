import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { CREDIT_REASONS } from '@sideline/shared';
import { jobs } from './jobs.js';
import { users } from './users.js';

/**
 * One row per attempt to pay a job. Money is integer cents: pay (the helper's), the platform fee
 * (card only) and the total the team pays. At most one pending-or-completed payment per job (the
 * partial unique index), so a job can never be paid twice, whatever races.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    /** The team owner's user. */
    payerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The assigned helper's user. */
    payeeId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text({ enum: ['card', 'venmo', 'paypal', 'credit'] }).notNull(),
    payCents: integer().notNull(),
    platformFeeCents: integer().notNull(),
    totalCents: integer().notNull(),
    status: text({ enum: ['pending', 'completed', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    /** The helper answered "Not received" to the team's report. */
    disputed: boolean().notNull().default(false),
    /** What the platform owes the helper (a job paid with a free-game credit), until paid out. */
    platformOwesCents: integer().notNull().default(0),
    /** The card provider's payment intent id, unique when present. */
    providerRef: text(),
    reportedAt: timestamp({ withTimezone: true }),
    confirmedAt: timestamp({ withTimezone: true }),
    completedAt: timestamp({ withTimezone: true }),
    disputedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    /** The card provider's transfer paying out a credit-paid job's pay to the helper's account. */
    transferRef: text(),
    /** An admin's resolution of the helper's "Not received" (the flag `disputed` is then cleared). */
    disputeResolvedAt: timestamp({ withTimezone: true }),
    disputeResolvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    disputeResolution: text(),
    /** When an admin recorded that the platform paid the helper what a credit-paid game owed them. */
    owedSettledAt: timestamp({ withTimezone: true }),
    owedSettledBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /** A free game spent in this card checkout: the team is charged total minus this (decision 6). */
    freeGameDiscountCents: integer().notNull().default(0),
    /** The provider's fingerprint of the card that paid (one card, many payment methods). */
    cardFingerprint: text(),
    /** The earned credit this checkout spends (decision 26): its value bounds the discount. */
    freeGameCreditId: integer().references((): AnyPgColumn => credits.id, { onDelete: 'set null' }),
    /** The team's paid-game count this game made, when it counted toward loyalty. */
    paidGameNumber: integer(),
    /** The platform fee this game put toward the team's next loyalty credit (0 when it earned none). */
    loyaltyFeeCents: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('payments_one_open_per_job')
      .on(t.jobId)
      .where(sql`${t.status} in ('pending', 'completed')`),
    uniqueIndex('payments_provider_ref_unique').on(t.providerRef),
    // One earned credit is spent by at most one open checkout, whatever races.
    uniqueIndex('payments_one_open_per_credit')
      .on(t.freeGameCreditId)
      .where(sql`${t.status} in ('pending', 'completed') and ${t.freeGameCreditId} is not null`),
    index('payments_paid_game_idx')
      .on(t.payerId, t.paidGameNumber)
      .where(sql`${t.paidGameNumber} is not null`),
    index('payments_payer_idx').on(t.payerId, t.createdAt),
    index('payments_payee_idx').on(t.payeeId, t.createdAt),
    // The admin's queues: open disputes, and what the platform owes helpers.
    index('payments_disputed_idx')
      .on(t.id)
      .where(sql`${t.disputed}`),
    index('payments_owed_idx')
      .on(t.id)
      .where(sql`${t.platformOwesCents} > 0`),
    check('payments_method_check', sql`${t.method} in ('card', 'venmo', 'paypal', 'credit')`),
    check('payments_status_check', sql`${t.status} in ('pending', 'completed', 'failed', 'refunded')`),
    check(
      'payments_money_check',
      sql`${t.payCents} >= 0 and ${t.platformFeeCents} >= 0 and ${t.totalCents} = ${t.payCents} + ${t.platformFeeCents} and ${t.platformOwesCents} >= 0`,
    ),
    check(
      'payments_free_game_discount_check',
      sql`${t.freeGameDiscountCents} >= 0 and ${t.freeGameDiscountCents} <= ${t.payCents}`,
    ),
  ],
);

/**
 * The free-game ledger: one row per credit earned (+1), spent (-1) or returned (+1). `grantKey`
 * names the event that caused the row (`loyalty:{jobId}`, `referral_referrer:{referredUserId}`,
 * `referral_referred:{userId}`, `checkout:{paymentId}`, `returned:{paymentId}`, and the legacy
 * `spent:{jobId}`); its unique index makes every grant and every
 * spend happen at most once. `users.free_games_remaining` is this ledger's sum per user, kept in
 * the same transaction as each row.
 */
export const credits = pgTable(
  'credits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text({ enum: CREDIT_REASONS }).notNull(),
    delta: integer().notNull(),
    jobId: integer().references(() => jobs.id, { onDelete: 'set null' }),
    /** For referral credits: the other coach of the pair. */
    counterpartUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    grantKey: text().notNull(),
    /**
     * What the credit is worth in cents (decision 26): on an earned row, the platform fees that earned
     * it up to FREE_GAME_CAP; on a spent, returned or retaken row, the value that moved.
     */
    valueCents: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credits_grant_key_unique').on(t.grantKey),
    index('credits_user_idx').on(t.userId, t.createdAt),
    check(
      'credits_reason_check',
      sql`${t.reason} in ('loyalty', 'referral_referrer', 'referral_referred', 'spent', 'returned')`,
    ),
    check('credits_value_check', sql`${t.valueCents} >= 0`),
    check(
      'credits_delta_check',
      sql`(${t.reason} = 'spent' and ${t.delta} = -1) or (${t.reason} <> 'spent' and ${t.delta} = 1)`,
    ),
  ],
);

/** A helper's Stripe Express account, for card payments to reach them (destination charges). */
export const stripeAccounts = pgTable(
  'stripe_accounts',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: text().notNull(),
    /** From `account.updated`: the account can receive card payments. */
    chargesEnabled: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [uniqueIndex('stripe_accounts_account_unique').on(t.accountId)],
);

/**
 * Every Stripe webhook event handled, by its id, inserted in the same transaction as the event's
 * effects: a duplicate delivery finds its id taken and changes nothing.
 */
export const stripeEvents = pgTable('stripe_events', {
  id: text().primaryKey(),
  type: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
