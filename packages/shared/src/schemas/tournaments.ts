import { z } from 'zod';
import { JOB_TYPES } from '../domain/service-types.js';
import { AuthResponseSchema, AUTH_MESSAGES, passwordSchema } from './auth.js';
import { zipCodeSchema } from './common.js';
import { dollarsCodec, idSchema, isCalendarDate, TIME_RE } from './primitives.js';
import { plainText } from './text.js';

/** The tournament sign-up's messages (spec doc 2, section 5), and the dashboard's. */
export const TOURNAMENT_MESSAGES = {
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  email: 'Please enter a valid email address',
  username: 'Username must be at least 3 characters',
  passwordsDontMatch: "Passwords don't match",
  organization: 'Organization must be at least 2 characters',
  title: 'Title must be at least 2 characters',
  phone: 'Phone number must be at least 10 digits',
  zipCode: 'ZIP code must be at least 5 characters',
  tournamentName: 'Tournament name must be at least 2 characters',
  tournamentDates: 'Tournament dates must be at least 5 characters',
  numberOfFields: 'Number of fields must be at least 1',
  estimatedGames: 'Estimated games must be at least 1',
  invalidFileType: 'Invalid File Type',
  invalidFileTypeDetail: 'Please choose an Excel (.xls, .xlsx) or CSV (.csv) file.',
  fileTooLarge: 'File too large: the games file must be 5 MB or smaller.',
  userDataMissing: 'The sign-up form was not sent. Please try again.',
  underReview:
    'Your tournament director account is under review. Our staff will contact you within 24 hours; you can post jobs once it is approved.',
  declined: "Your tournament director sign-up wasn't approved, so jobs can't be posted from this account.",
  notDirector: 'Only tournament director accounts can do that.',
  tournamentNotFound: 'Tournament not found',
  gameNotFound: 'Game not found',
  gamePosted: 'This game already has a job posted; change or cancel the job instead.',
  noGamesSelected: 'Select at least one game to post jobs for.',
  gameDate: 'Game date is required',
  gameTime: 'Game time is required',
  homeTeam: 'Home team is required',
  awayTeam: 'Away team is required',
  field: 'Field is required',
  quoteName: 'Name must be at least 2 characters',
  quoteTournament: 'Tournament name must be at least 2 characters',
  tooManyQuotes: 'Too many quote requests from this network. Please try again later.',
} as const;

const M = TOURNAMENT_MESSAGES;

const atLeast = (min: number, max: number, message: string) =>
  plainText(max, { type: message }).pipe(z.string().min(min, message));

const count = (max: number, message: string) =>
  z.number({ error: message }).int(message).min(1, message).max(max, `At most ${max}`);

/** The spec's service options for a tournament; each posts jobs of one job type by default. */
export const TOURNAMENT_SERVICES = [
  'GameChanger Only',
  'Scoreboard Only',
  'Streaming Only',
  'GameChanger + Streaming',
  'Full Service',
] as const;
export type TournamentService = (typeof TOURNAMENT_SERVICES)[number];
export const SERVICE_JOB_TYPE: Record<TournamentService, (typeof JOB_TYPES)[number]> = {
  'GameChanger Only': 'scorekeeper',
  'Scoreboard Only': 'scoreboard',
  'Streaming Only': 'streaming',
  'GameChanger + Streaming': 'full-service',
  'Full Service': 'full-service',
};

const signupFields = {
  firstName: atLeast(2, 60, M.firstName),
  lastName: atLeast(2, 60, M.lastName),
  email: plainText(254, { type: M.email }).pipe(z.email(M.email)),
  username: atLeast(3, 30, M.username).pipe(
    z.string().regex(/^[A-Za-z0-9._-]{3,30}$/, AUTH_MESSAGES.usernameFormat),
  ),
  password: passwordSchema,
  confirmPassword: z.string({ error: M.passwordsDontMatch }).max(200),
  organization: atLeast(2, 100, M.organization),
  title: atLeast(2, 100, M.title),
  phone: atLeast(10, 30, M.phone).pipe(
    z.string().refine((v) => /^[0-9()+.\-\s]+$/.test(v) && v.replace(/\D/g, '').length >= 10, M.phone),
  ),
  zipCode: atLeast(5, 10, M.zipCode).pipe(zipCodeSchema),
  tournamentName: atLeast(2, 120, M.tournamentName),
  tournamentDates: atLeast(5, 120, M.tournamentDates),
  numberOfFields: count(200, M.numberOfFields),
  estimatedGames: count(2000, M.estimatedGames),
  specialRequirements: plainText(2000).optional(),
  servicesNeeded: z.enum(TOURNAMENT_SERVICES).optional(),
};

/**
 * The `userData` part of POST /api/tournament-signup, and the sign-up form: the password by the one
 * policy (decision 15), the confirmation checked on both sides.
 */
export const TournamentSignupSchema = z.object(signupFields).superRefine((form, ctx) => {
  if (form.password !== form.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: M.passwordsDontMatch });
});
export type TournamentSignup = z.output<typeof TournamentSignupSchema>;
export type TournamentSignupInput = z.input<typeof TournamentSignupSchema>;

export const GAMES_FILE_EXTENSIONS = ['.csv', '.xls', '.xlsx'] as const;
/** The games file's name decides nothing on the server (its bytes do); the form checks it early. */
export const hasGamesFileExtension = (name: string) =>
  GAMES_FILE_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

/** The template's columns (spec doc 2), in order. */
export const GAMES_TEMPLATE_COLUMNS = [
  'Game Date',
  'Time',
  'Home Team',
  'Away Team',
  'Field',
  'Game Type',
  'Special Requirements',
] as const;

const gameDate = z
  .string({ error: M.gameDate })
  .min(1, { message: M.gameDate, abort: true })
  .refine(isCalendarDate, 'Invalid date');

/** A game as the director edits it (PUT /api/tournament-games/{id}). */
export const TournamentGameBodySchema = z.object({
  gameDate,
  startTime: z.string({ error: M.gameTime }).regex(TIME_RE, M.gameTime),
  homeTeam: atLeast(1, 100, M.homeTeam),
  awayTeam: atLeast(1, 100, M.awayTeam),
  field: atLeast(1, 100, M.field),
  gameType: plainText(60).nullable().optional(),
  specialRequirements: plainText(1000).nullable().optional(),
});
export type TournamentGameBody = z.output<typeof TournamentGameBodySchema>;

export const GAME_STAFFING = ['not-posted', 'open', 'assigned', 'completed', 'paid', 'cancelled'] as const;
export type GameStaffing = (typeof GAME_STAFFING)[number];

export const TournamentGameSchema = z.object({
  id: z.number().int(),
  tournamentId: z.number().int(),
  gameDate: z.string(),
  startTime: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  field: z.string(),
  gameType: z.string().nullable(),
  specialRequirements: z.string().nullable(),
  staffing: z.enum(GAME_STAFFING),
  jobId: z.number().int().nullable(),
  /** Pending applications of the game's open job. */
  applicants: z.number().int(),
  /** The helper assigned to the game's job, once one is. */
  helperName: z.string().nullable(),
});
export type TournamentGame = z.infer<typeof TournamentGameSchema>;

export const TournamentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  dates: z.string(),
  numberOfFields: z.number().int(),
  estimatedGames: z.number().int(),
  specialRequirements: z.string().nullable(),
  servicesNeeded: z.enum(TOURNAMENT_SERVICES).nullable(),
  games: z.array(TournamentGameSchema),
});
export type Tournament = z.infer<typeof TournamentSchema>;

export const DIRECTOR_STATUSES = ['pending', 'approved', 'declined'] as const;

/** GET /api/tournaments: the signed-in director's review status, organization and tournaments. */
export const DirectorDashboardSchema = z.object({
  directorStatus: z.enum(DIRECTOR_STATUSES),
  organization: z.object({ teamId: z.number().int(), name: z.string() }).nullable(),
  tournaments: z.array(TournamentSchema),
});
export type DirectorDashboard = z.infer<typeof DirectorDashboardSchema>;

/** The share of a tournament's games whose job has a helper (assigned, completed or paid). */
export function staffedPercent(games: Array<{ staffing: GameStaffing }>): number {
  if (games.length === 0) return 0;
  const staffed = games.filter((g) => ['assigned', 'completed', 'paid'].includes(g.staffing)).length;
  return Math.round((staffed / games.length) * 100);
}

/** A game can take a (new) job when it has none, or its job was cancelled. */
export const gameCanBePosted = (game: { staffing: GameStaffing }) =>
  game.staffing === 'not-posted' || game.staffing === 'cancelled';

/** POST /api/tournaments/{id}/jobs: one paid job per selected game, service and rate chosen once. */
export const PostGameJobsBodySchema = z.object({
  gameIds: z.array(idSchema).min(1, M.noGamesSelected).max(200),
  jobType: z.enum(JOB_TYPES, { error: 'Please choose a service' }),
  hourlyRate: dollarsCodec({
    min: 25,
    max: 1000,
    message: 'Hourly rate must be at least $25',
    maxMessage: 'Hourly rate must be at most $1,000',
  }),
  durationHours: z
    .number({ error: 'Game length must be 1 to 12 hours' })
    .int('Game length must be 1 to 12 hours')
    .min(1, 'Game length must be 1 to 12 hours')
    .max(12, 'Game length must be 1 to 12 hours')
    .default(2),
});
export type PostGameJobsBody = z.output<typeof PostGameJobsBodySchema>;
export const PostGameJobsResultSchema = z.object({ jobIds: z.array(z.number().int()) });

/** What importing a games file answers (sign-up and the dashboard's import). */
export const GamesImportResultSchema = z.object({
  successful: z.number().int(),
  failed: z.number().int(),
  errors: z.array(z.string()),
});
export type GamesImportResult = z.infer<typeof GamesImportResultSchema>;

/** The sign-up's answer: the signed-in user, as registration answers, with what was set up. */
export const TournamentSignupResultSchema = AuthResponseSchema.extend({
  tournamentId: z.number().int(),
  gamesImported: z.number().int(),
});

/** The quote request form on /tournament-director (stored, emailed to staff, shown to admins). */
export const QuoteRequestBodySchema = z.object({
  name: atLeast(2, 100, M.quoteName),
  email: plainText(254, { type: M.email }).pipe(z.email(M.email)),
  organization: plainText(100).optional(),
  tournamentName: atLeast(2, 120, M.quoteTournament),
  dates: plainText(120).optional(),
  fields: plainText(60).optional(),
  message: plainText(2000).optional(),
});
export type QuoteRequestBody = z.output<typeof QuoteRequestBodySchema>;
export type QuoteRequestInput = z.input<typeof QuoteRequestBodySchema>;

export const QuoteRequestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  organization: z.string().nullable(),
  tournamentName: z.string(),
  dates: z.string().nullable(),
  fields: z.string().nullable(),
  message: z.string().nullable(),
  createdAt: z.string(),
});
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>;
