import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { jobs } from './jobs.js';
import { teamProfiles } from './profiles.js';
import { users } from './users.js';

/** What a tournament director's sign-up says about the person; the organization is their team profile. */
export const directorProfiles = pgTable(
  'director_profiles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    phone: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('director_profiles_user_unique').on(t.userId)],
);

export const tournaments = pgTable(
  'tournaments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The director's organization (a team profile flagged isOrganization), which owns the jobs. */
    teamId: integer()
      .notNull()
      .references(() => teamProfiles.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    dates: text().notNull(),
    numberOfFields: integer().notNull(),
    estimatedGames: integer().notNull(),
    specialRequirements: text(),
    servicesNeeded: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tournaments_team_idx').on(t.teamId)],
);

export const tournamentGames = pgTable(
  'tournament_games',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tournamentId: integer()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    gameDate: date({ mode: 'string' }).notNull(),
    startTime: text().notNull(),
    homeTeam: text().notNull(),
    awayTeam: text().notNull(),
    field: text().notNull(),
    gameType: text(),
    specialRequirements: text(),
    /** The paid job posted for this game; a cancelled job may be replaced by a new one. */
    jobId: integer().references(() => jobs.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tournament_games_tournament_idx').on(t.tournamentId, t.gameDate, t.startTime),
    uniqueIndex('tournament_games_job_unique').on(t.jobId),
  ],
);

/**
 * Every job ever posted for a tournament's game. `tournament_games.job_id` names only the current
 * one: re-posting a game whose job was cancelled replaces it, and the cancelled job's late-cancel
 * fee is still the tournament's spend. Kept when the game row is deleted.
 */
export const tournamentGameJobs = pgTable(
  'tournament_game_jobs',
  {
    jobId: integer()
      .primaryKey()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    tournamentId: integer()
      .notNull()
      .references(() => tournaments.id, { onDelete: 'cascade' }),
    gameId: integer().references(() => tournamentGames.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tournament_game_jobs_tournament_idx').on(t.tournamentId)],
);

/** Quote requests from /tournament-director: shown to admins, mailed to staff. */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    email: text().notNull(),
    organization: text(),
    tournamentName: text().notNull(),
    dates: text(),
    fields: text(),
    message: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quote_requests_created_idx').on(t.createdAt),
    check('quote_requests_email_length', sql`length(${t.email}) <= 254`),
  ],
);
