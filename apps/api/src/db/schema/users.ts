import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
    role: text({ enum: ['team', 'helper', 'both', 'admin', 'tournament-director', 'guardian'] }).notNull(),
    profileImageUrl: text(),
    /** The one Venmo handle of the account: Payment Settings and both profiles read and write it. */
    venmoUsername: text(),
    paypalEmail: text(),
    preferredPaymentMethod: text({ enum: ['venmo', 'paypal'] }),
    freeGamesRemaining: integer().notNull().default(0),
    paidGamesCompleted: integer().notNull().default(0),
    referralCode: text().notNull(),
    referredBy: text(),
    hasCompletedFirstPaidGame: boolean().notNull().default(false),
    emailConfirmedAt: timestamp({ withTimezone: true }),
    /** Asked at sign-up from decision 23 on; null for older accounts, which confirmed they were adults. */
    dateOfBirth: date({ mode: 'string' }),
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
    // Admin search's "minor" filter and the birthday sweep read the few accounts with a recent birth date.
    index('users_date_of_birth_idx').on(t.dateOfBirth).where(sql`${t.dateOfBirth} is not null`),
    // Search leaves out suspended owners' jobs by one small hashed list, not a join per job.
    index('users_suspended_idx').on(t.id).where(sql`${t.suspendedAt} is not null`),
    check(
      'users_role_check',
      sql`${t.role} in ('team', 'helper', 'both', 'admin', 'tournament-director', 'guardian')`,
    ),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);
