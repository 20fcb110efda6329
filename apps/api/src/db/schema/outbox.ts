import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    /** The List-Unsubscribe address of a mail that offers one (job alert digests). */
    listUnsubscribe: text(),
    kind: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    /** The last delivery error (kept after a later success is not needed: sentAt says it went). */
    error: text(),
    /** Delivery attempts made through SMTP so far. */
    attempts: integer().notNull().default(0),
    /**
     * When an attempt handed the SMTP server the message's end of data: from then the server may
     * have accepted it, so a later attempt never sends it again (decision record 0012).
     */
    dataSentAt: timestamp({ withTimezone: true }),
    /** Set when the queue gave up (retries spent): shown to admins, never retried by itself. */
    failedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('outbox_to_email_idx').on(t.toEmail, t.createdAt), index('outbox_failed_idx').on(t.failedAt)],
);

/**
 * One row per throttled notification (for example new-message emails per conversation); the upsert
 * that claims a row is what limits sending across instances.
 */
export const notificationLog = pgTable('notification_log', {
  key: text().primaryKey(),
  sentAt: timestamp({ withTimezone: true }).notNull(),
});
