import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { helperProfiles } from './profiles.js';
import { jobs } from './jobs.js';

/**
 * One game-day reminder: a job, its assigned helper and the start it was sent for. A moved game
 * starts at another instant and gets a reminder of its own; the old row no longer matches the job
 * and counts for nothing. The token (stored hashed) is the reminder's one-tap "I'll be there".
 */
export const gameReminders = pgTable(
  'game_reminders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer()
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    helperId: integer()
      .notNull()
      .references(() => helperProfiles.id, { onDelete: 'cascade' }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    tokenHash: text().notNull(),
    remindedAt: timestamp({ withTimezone: true }).notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    /** When the team was told the helper had not reconfirmed. */
    teamWarnedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_reminders_job_helper_start_unique').on(t.jobId, t.helperId, t.startsAt),
    uniqueIndex('game_reminders_token_unique').on(t.tokenHash),
    index('game_reminders_unconfirmed_idx').on(t.startsAt).where(sql`${t.confirmedAt} is null`),
    // A helper's reconfirmation rate (decision 0042) counts their reminders through this index.
    index('game_reminders_helper_idx').on(t.helperId, t.startsAt),
  ],
);
