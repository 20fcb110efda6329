import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobs } from './jobs.js';
import { teamProfiles } from './profiles.js';
import { users } from './users.js';

/**
 * A streaming job's consent (decision 0041): the team confirmed that the league and the families
 * agreed to the game being streamed, chose who may watch, and the booked helper's stream link.
 * Written only by the jobs module (stream-consent.ts); who and when come from the session and the
 * server's clock.
 */
export const jobStreamConsents = pgTable(
  'job_stream_consents',
  {
    jobId: integer()
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    audience: text({ enum: ['public', 'families'] }).notNull(),
    /** Kept when the account is deleted: the record names who confirmed. */
    confirmedById: integer().references(() => users.id, { onDelete: 'set null' }),
    confirmedByName: text().notNull(),
    confirmedAt: timestamp({ withTimezone: true }).notNull(),
    streamUrl: text(),
    streamUrlSetAt: timestamp({ withTimezone: true }),
  },
  (t) => [check('job_stream_consents_audience_check', sql`${t.audience} in ('public', 'families')`)],
);

/**
 * A team's families list: emails that may watch the team's private streams once signed in with a
 * confirmed email that matches. Written only by the team-families module.
 */
export const teamFamilyInvitees = pgTable(
  'team_family_invitees',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    teamId: integer()
      .notNull()
      .references(() => teamProfiles.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_family_invitees_team_email_unique').on(t.teamId, t.email),
    index('team_family_invitees_email_idx').on(t.email),
    check('team_family_invitees_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);
