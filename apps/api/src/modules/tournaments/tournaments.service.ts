import { and, asc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import {
  serviceTypeInfo,
  TOURNAMENT_MESSAGES as M,
  type DirectorDashboard,
  type GameStaffing,
  type PostGameJobsBody,
  type PostJobBody,
  type TournamentGame,
  type TournamentGameBody,
  type TournamentService,
} from '@sideline/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  applications,
  helperProfiles,
  jobs,
  teamProfiles,
  tournamentGameJobs,
  tournamentGames,
  tournaments,
  users,
} from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { postJobsForTeam } from '../jobs/jobs.service.js';
import type { ParsedGame } from './games-file.js';

/** Every director route: the account must be a tournament director's (others: 403). */
export function requireDirectorRole(user: UserRow): UserRow {
  if (user.role !== 'tournament-director') throw forbidden(M.notDirector, 'not_director');
  return user;
}

/** Posting jobs waits for the admin's approval of the sign-up. */
function requireApproved(user: UserRow): void {
  requireDirectorRole(user);
  if (user.directorStatus === 'approved') return;
  throw forbidden(user.directorStatus === 'declined' ? M.declined : M.underReview, 'director_not_approved');
}

/** The director's organizations (team profiles flagged as such), as a subquery for ownership conditions. */
const organizationsOf = (userId: number) =>
  sql`(select ${teamProfiles.id} from ${teamProfiles} where ${teamProfiles.userId} = ${userId} and ${teamProfiles.isOrganization})`;
const tournamentsOf = (userId: number) =>
  sql`(select ${tournaments.id} from ${tournaments} where ${tournaments.teamId} in ${organizationsOf(userId)})`;

/** A game is still the director's to change while no live job stands for it. */
const notPosted = or(
  isNull(tournamentGames.jobId),
  sql`${tournamentGames.jobId} in (select ${jobs.id} from ${jobs} where ${jobs.status} = 'cancelled')`,
);

export async function insertGames(tx: DbOrTx, tournamentId: number, games: ParsedGame[]): Promise<number> {
  if (games.length === 0) return 0;
  const rows = await tx
    .insert(tournamentGames)
    .values(games.map((game) => ({ tournamentId, ...game })))
    .returning({ id: tournamentGames.id });
  return rows.length;
}

function staffingOf(status: string | null, jobId: number | null): GameStaffing {
  if (jobId === null || status === null) return 'not-posted';
  // A game whose new time its helper has not answered yet is still staffed (decision 0045).
  if (status === 'rescheduling') return 'assigned';
  return status as GameStaffing;
}

export async function directorDashboard(db: Db, user: UserRow): Promise<DirectorDashboard> {
  requireDirectorRole(user);
  const [organization] = await db
    .select({ teamId: teamProfiles.id, name: teamProfiles.teamName })
    .from(teamProfiles)
    .where(and(eq(teamProfiles.userId, user.id), eq(teamProfiles.isOrganization, true)));
  const directorStatus = user.directorStatus ?? 'pending';
  if (!organization) return { directorStatus, organization: null, tournaments: [] };

  const list = await db
    .select()
    .from(tournaments)
    .where(eq(tournaments.teamId, organization.teamId))
    .orderBy(asc(tournaments.id));
  const ids = list.map((t) => t.id);
  const pending = sql<number>`(select count(*)::int from ${applications} where ${applications.jobId} = ${jobs.id} and ${applications.status} = 'pending')`;
  const games = ids.length
    ? await db
        .select({
          game: tournamentGames,
          jobStatus: jobs.status,
          applicants: pending,
          helperFirst: users.firstName,
          helperLast: users.lastName,
        })
        .from(tournamentGames)
        .leftJoin(jobs, eq(jobs.id, tournamentGames.jobId))
        .leftJoin(helperProfiles, eq(helperProfiles.id, jobs.helperId))
        .leftJoin(users, eq(users.id, helperProfiles.userId))
        .where(inArray(tournamentGames.tournamentId, ids))
        .orderBy(asc(tournamentGames.gameDate), asc(tournamentGames.startTime), asc(tournamentGames.id))
    : [];

  const byTournament = new Map<number, TournamentGame[]>();
  for (const row of games) {
    const { game } = row;
    const staffing = staffingOf(row.jobStatus, game.jobId);
    const view: TournamentGame = {
      id: game.id,
      tournamentId: game.tournamentId,
      gameDate: game.gameDate,
      startTime: game.startTime,
      homeTeam: game.homeTeam,
      awayTeam: game.awayTeam,
      field: game.field,
      gameType: game.gameType,
      specialRequirements: game.specialRequirements,
      staffing,
      jobId: game.jobId,
      applicants: staffing === 'open' ? Number(row.applicants ?? 0) : 0,
      helperName: row.helperFirst ? `${row.helperFirst} ${row.helperLast ?? ''}`.trim() : null,
    };
    byTournament.set(game.tournamentId, [...(byTournament.get(game.tournamentId) ?? []), view]);
  }
  return {
    directorStatus,
    organization,
    tournaments: list.map((t) => ({
      id: t.id,
      name: t.name,
      dates: t.dates,
      numberOfFields: t.numberOfFields,
      estimatedGames: t.estimatedGames,
      specialRequirements: t.specialRequirements,
      servicesNeeded: (t.servicesNeeded as TournamentService | null) ?? null,
      games: byTournament.get(t.id) ?? [],
    })),
  };
}

/** The director's own tournament, or 404 (another director's looks the same as a missing one). */
export async function ownTournament(db: Db, user: UserRow, tournamentId: number) {
  requireDirectorRole(user);
  const [row] = await db
    .select()
    .from(tournaments)
    .where(and(eq(tournaments.id, tournamentId), sql`${tournaments.teamId} in ${organizationsOf(user.id)}`));
  if (!row) throw notFound(M.tournamentNotFound, 'tournament_not_found');
  return row;
}

/**
 * Every job that ever stood for one of the tournament's games, as a subquery: the one each game
 * names now and every one a re-post replaced (a cancelled job keeps its late-cancel fee).
 */
export const tournamentJobIds = (db: Db, tournamentId: number) =>
  db
    .select({ id: sql<number>`${tournamentGames.jobId}`.as('id') })
    .from(tournamentGames)
    .where(and(eq(tournamentGames.tournamentId, tournamentId), isNotNull(tournamentGames.jobId)))
    .union(
      db
        .select({ id: tournamentGameJobs.jobId })
        .from(tournamentGameJobs)
        .where(eq(tournamentGameJobs.tournamentId, tournamentId)),
    );

/** Why a conditional game update found nothing: not the director's (404) or already posted (409). */
async function gameRefusal(db: Db, user: UserRow, gameId: number) {
  const [game] = await db
    .select({ id: tournamentGames.id })
    .from(tournamentGames)
    .where(
      and(eq(tournamentGames.id, gameId), sql`${tournamentGames.tournamentId} in ${tournamentsOf(user.id)}`),
    );
  return game ? conflict(M.gamePosted, 'game_posted') : notFound(M.gameNotFound, 'game_not_found');
}

export async function editGame(db: Db, user: UserRow, gameId: number, body: TournamentGameBody) {
  requireDirectorRole(user);
  const [row] = await db
    .update(tournamentGames)
    .set({
      gameDate: body.gameDate,
      startTime: body.startTime,
      homeTeam: body.homeTeam,
      awayTeam: body.awayTeam,
      field: body.field,
      gameType: body.gameType || null,
      specialRequirements: body.specialRequirements || null,
    })
    .where(
      and(
        eq(tournamentGames.id, gameId),
        sql`${tournamentGames.tournamentId} in ${tournamentsOf(user.id)}`,
        notPosted,
      ),
    )
    .returning({ id: tournamentGames.id });
  if (!row) throw await gameRefusal(db, user, gameId);
}

export async function deleteGame(db: Db, user: UserRow, gameId: number) {
  requireDirectorRole(user);
  const [row] = await db
    .delete(tournamentGames)
    .where(
      and(
        eq(tournamentGames.id, gameId),
        sql`${tournamentGames.tournamentId} in ${tournamentsOf(user.id)}`,
        notPosted,
      ),
    )
    .returning({ id: tournamentGames.id });
  if (!row) throw await gameRefusal(db, user, gameId);
}

const addHours = (time: string, hours: number) => {
  const [h, m] = time.split(':').map(Number);
  return `${String((h! + hours) % 24).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
};
const clip = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/** The job a game becomes: "{Service} - {Home} vs {Away}" as bulk upload titles them (decision 11). */
function gameJobBody(
  game: typeof tournamentGames.$inferSelect,
  tournament: typeof tournaments.$inferSelect,
  zipCode: string,
  body: PostGameJobsBody,
): PostJobBody {
  const service = serviceTypeInfo(body.jobType).label;
  const details = [
    `${service} for ${game.homeTeam} vs ${game.awayTeam} at ${tournament.name}, ${game.field}.`,
    game.gameType ? `Game type: ${game.gameType}.` : '',
    game.specialRequirements ?? '',
    tournament.specialRequirements ?? '',
  ].filter(Boolean);
  return {
    title: clip(`${service} - ${game.homeTeam} vs ${game.awayTeam}`, 120),
    description: clip(details.join(' '), 4000),
    jobType: body.jobType,
    jobDate: game.gameDate,
    startTime: game.startTime,
    endTime: addHours(game.startTime, body.durationHours),
    location: clip(`${game.field}, ${tournament.name}`, 200),
    zipCode,
    hourlyRate: body.hourlyRate,
  } as PostJobBody;
}

/**
 * One step: a paid job for each selected game, under the director's organization (decision 20),
 * written by the jobs module, in one transaction with the games' links. The games' rows are locked,
 * so two tabs posting the same game cannot both succeed.
 */
export async function postGameJobs(
  db: Db,
  user: UserRow,
  tournamentId: number,
  body: PostGameJobsBody,
  windowMinutes: number,
): Promise<number[]> {
  requireApproved(user);
  const tournament = await ownTournament(db, user, tournamentId);
  const gameIds = [...new Set(body.gameIds)];
  return db.transaction(async (tx) => {
    const games = await tx
      .select({ game: tournamentGames, jobStatus: jobs.status })
      .from(tournamentGames)
      .leftJoin(jobs, eq(jobs.id, tournamentGames.jobId))
      .where(and(eq(tournamentGames.tournamentId, tournament.id), inArray(tournamentGames.id, gameIds)))
      .orderBy(asc(tournamentGames.id))
      .for('update', { of: tournamentGames });
    if (games.length !== gameIds.length) throw notFound(M.gameNotFound, 'game_not_found');
    if (games.some((g) => g.game.jobId !== null && g.jobStatus !== 'cancelled'))
      throw conflict(M.gamePosted, 'game_posted');
    const ids = await postJobsForTeam(
      tx,
      tournament.teamId,
      games.map((g) => gameJobBody(g.game, tournament, user.zipCode, body)),
      windowMinutes,
    );
    for (const [index, g] of games.entries()) {
      await tx.update(tournamentGames).set({ jobId: ids[index]! }).where(eq(tournamentGames.id, g.game.id));
    }
    // The game forgets a cancelled job it re-posts; the tournament keeps it (its fees are spend).
    await tx
      .insert(tournamentGameJobs)
      .values(
        games.map((g, index) => ({ jobId: ids[index]!, tournamentId: tournament.id, gameId: g.game.id })),
      );
    return ids;
  });
}
