import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/**
 * Newsletter subscribers, double opt-in: an address is `pending` until its owner follows the
 * confirmation link. Not tied to accounts: anyone may subscribe from the footer.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lowercased, so one address is one row. */
    email: text().notNull(),
    status: text({ enum: ['pending', 'confirmed', 'unsubscribed'] })
      .notNull()
      .default('pending'),
    /** SHA-256 of the latest confirmation link's token; the link proves the inbox, so it is kept hashed. */
    confirmTokenHash: text(),
    confirmExpiresAt: timestamp({ withTimezone: true }),
    /**
     * The one-click unsubscribe token every newsletter mail carries. Kept as is (each mail must
     * repeat it) and it can do nothing but unsubscribe this address.
     */
    unsubscribeToken: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('newsletter_subscribers_email_unique').on(t.email),
    uniqueIndex('newsletter_subscribers_confirm_unique').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscribers_unsubscribe_unique').on(t.unsubscribeToken),
    check(
      'newsletter_subscribers_status_check',
      sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`,
    ),
    check('newsletter_subscribers_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);
