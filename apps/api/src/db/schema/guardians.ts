import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { GUARDIANSHIP_STATUSES } from '@sideline/shared';
import { users } from './users.js';

/**
 * A teen helper's guardian (decision 23): asked by email at sign-up, then the adult account that gave
 * consent. One row per teen; it ends (kept as the record of consent) when the teen turns 18 or the
 * guardian closes the account. The consent link is single-use: only its hash is stored.
 */
export const guardianships = pgTable(
  'guardianships',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    teenId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lowercased, as the teen typed it; never the teen's own address. */
    guardianEmail: text().notNull(),
    /** The adult account that gave consent; null while pending. */
    guardianId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: GUARDIANSHIP_STATUSES }).notNull().default('pending'),
    tokenHash: text().notNull(),
    tokenExpiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The consent as given: the exact wording the guardian agreed to, and when. */
    consentWording: text(),
    consentedAt: timestamp({ withTimezone: true }),
    /** The guardian paused the teen's account: browsing only, no applying or messaging. */
    pausedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    endedReason: text({ enum: ['adult', 'closed'] }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('guardianships_teen_unique').on(t.teenId),
    uniqueIndex('guardianships_token_unique').on(t.tokenHash),
    index('guardianships_guardian_idx').on(t.guardianId),
    // The birthday sweep reads only the guardianships still in force.
    index('guardianships_live_idx')
      .on(t.teenId)
      .where(sql`${t.status} in ('pending', 'given')`),
    check('guardianships_status_check', sql`${t.status} in ('pending', 'given', 'ended')`),
  ],
);
