import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lowercased, so uniqueness is case-insensitive. */
    email: text().notNull(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    zipCode: text().notNull(),
    role: text({ enum: ['team', 'helper', 'both', 'admin', 'tournament-director'] }).notNull(),
    profileImageUrl: text(),
    venmoUsername: text(),
    paypalEmail: text(),
    preferredPaymentMethod: text({ enum: ['venmo', 'paypal'] }),
    freeGamesRemaining: integer().notNull().default(0),
    paidGamesCompleted: integer().notNull().default(0),
    referralCode: text().notNull(),
    referredBy: text(),
    hasCompletedFirstPaidGame: boolean().notNull().default(false),
    emailConfirmedAt: timestamp({ withTimezone: true }),
    messageEmails: boolean().notNull().default(true),
    /** Refreshed while the user has a live event stream open on any instance: "online" for emails. */
    lastStreamAt: timestamp({ withTimezone: true }),
    /** Set by an admin: the user's sessions end, sign-in is refused, their jobs and profiles leave search. */
    suspendedAt: timestamp({ withTimezone: true }),
    /** Tournament directors only: the admin's review of the sign-up (null: waiting in the queue). */
    directorStatus: text({ enum: ['approved', 'declined'] }),
    directorReviewedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_referral_code_unique').on(t.referralCode),
    index('users_referred_by_idx').on(t.referredBy),
    index('users_zip_code_idx').on(t.zipCode),
    check('users_role_check', sql`${t.role} in ('team', 'helper', 'both', 'admin', 'tournament-director')`),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** SHA-256 of the cookie token: a database leak does not leak usable sessions. */
    tokenHash: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['confirm_email', 'reset_password'] }).notNull(),
    tokenHash: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_unique').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** Every email the product sends; without SMTP this table is the delivery. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    toEmail: text().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    link: text(),
    kind: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    error: text(),
  },
  (t) => [index('outbox_to_email_idx').on(t.toEmail, t.createdAt)],
);

/** Fixed-window counters shared by every API instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  windowStartedAt: timestamp({ withTimezone: true }).notNull(),
  hits: integer().notNull(),
});

/** Every stored image, with its owner, so a profile can only point at its owner's pictures. */
export const uploads = pgTable(
  'uploads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The public path, /uploads/{uuid}.webp. */
    url: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    bytes: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('uploads_url_unique').on(t.url), index('uploads_user_idx').on(t.userId)],
);

/**
 * One row per throttled notification (for example new-message emails per conversation); the upsert
 * that claims a row is what limits sending across instances.
 */
export const notificationLog = pgTable('notification_log', {
  key: text().primaryKey(),
  sentAt: timestamp({ withTimezone: true }).notNull(),
});
