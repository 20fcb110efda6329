import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.js';
import { jobs } from './jobs.js';

/**
 * One review per job and reviewer (the unique index settles double submissions). Reviews are blind:
 * `publishedAt` stays null until both parties have reviewed or the 14-day window has closed, and
 * only published rows count in the profiles' ratings.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    reviewerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    revieweeId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The side the reviewee is rated as on this job: a user of role both has two ratings. */
    revieweeRole: text({ enum: ['helper', 'team'] }).notNull(),
    rating: smallint().notNull(),
    comment: text(),
    publishedAt: timestamp({ withTimezone: true }),
    /** The reviewee's one public answer. */
    reply: text(),
    repliedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Hidden by an admin for breaking the rules: out of every public list and rating; its author sees why. */
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text(),
    hiddenBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reviews_job_reviewer_unique').on(t.jobId, t.reviewerId),
    index('reviews_reviewee_idx').on(t.revieweeId, t.createdAt),
    index('reviews_reviewee_published_idx').on(t.revieweeId, t.revieweeRole, t.publishedAt),
    // What the publication sweep looks for: blind reviews, by job.
    index('reviews_blind_job_idx')
      .on(t.jobId)
      .where(sql`${t.publishedAt} is null`),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_reviewee_role_check', sql`${t.revieweeRole} in ('helper', 'team')`),
    check('reviews_comment_length', sql`char_length(${t.comment}) <= 1000`),
    check('reviews_reply_length', sql`char_length(${t.reply}) <= 500`),
    check('reviews_hidden_reason_length', sql`char_length(${t.hiddenReason}) <= 500`),
    check('reviews_not_self', sql`${t.reviewerId} <> ${t.revieweeId}`),
  ],
);
