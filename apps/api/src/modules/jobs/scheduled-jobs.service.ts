import { and, eq, gte, ne } from 'drizzle-orm';
import {
  addMinutes,
  MIN_HOURLY_RATE_CENTS,
  todayIn,
  totalPayCents,
  type ScheduledGame,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { jobs, teamProfiles } from '../../db/schema/index.js';
import { forbidden } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { requireZip } from '../geo/geo.service.js';
import { postingTeam } from './jobs.service.js';
import { postingWindowEndsAt } from '../../db/job-start-sql.js';

type TeamRow = typeof teamProfiles.$inferSelect;

/**
 * The team a schedule is uploaded for: the session user's own, with everything posting a job needs.
 * Checked before the file is parsed, so another team's id costs nothing but a 403.
 */
export async function scheduleTeam(db: Db, user: UserRow, teamId: number): Promise<TeamRow> {
  const team = await postingTeam(db, user);
  if (team.id !== teamId) throw forbidden('You can only upload a schedule for your own team.', 'not_owner');
  return team;
}

const gameKey = (game: { jobDate: string; startTime: string; title: string; location: string }) =>
  [game.jobDate, game.startTime, game.title.toLowerCase(), game.location.toLowerCase()].join('\u0000');

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters. */
const CHUNK = 500;

/**
 * Posts valid schedule rows as open jobs of the team (decision 11): the team's ZIP (its coach's) and
 * hourly budget (raised to the $25 job minimum), `lengthMinutes` from the start time. A game already
 * posted by the team (same date, start, title and field; or repeated in the file) is reported, not
 * posted twice, so uploading a file again is harmless. All posted rows go in one transaction.
 */
export async function postScheduledGames(
  db: Db,
  user: UserRow,
  team: TeamRow,
  games: readonly ScheduledGame[],
  lengthMinutes: number,
  windowMinutes: number,
): Promise<{ posted: number; duplicates: { rowNumber: number; message: string }[] }> {
  if (games.length === 0) return { posted: 0, duplicates: [] };
  const point = await requireZip(db, user.zipCode);
  const rateCents = Math.max(team.hourlyBudgetCents, MIN_HOURLY_RATE_CENTS);
  return db.transaction(async (tx) => {
    // One upload at a time per team, so two uploads of the same file cannot both post a game.
    await tx
      .select({ id: teamProfiles.id })
      .from(teamProfiles)
      .where(eq(teamProfiles.id, team.id))
      .for('update');
    const existing = await tx
      .select({
        jobDate: jobs.jobDate,
        startTime: jobs.startTime,
        title: jobs.title,
        location: jobs.location,
      })
      .from(jobs)
      .where(
        and(
          eq(jobs.teamId, team.id),
          ne(jobs.status, 'cancelled'),
          gte(jobs.jobDate, todayIn(point.timeZone)),
        ),
      );
    const seen = new Map<string, number | null>(existing.map((job) => [gameKey(job), null]));
    const duplicates: { rowNumber: number; message: string }[] = [];
    const rows: (typeof jobs.$inferInsert)[] = [];
    for (const game of games) {
      const key = gameKey(game);
      if (seen.has(key)) {
        const first = seen.get(key);
        const where = first ? `row ${first} of this file` : 'one of your posted jobs';
        duplicates.push({
          rowNumber: game.rowNumber,
          message: `Row ${game.rowNumber}: this game is the same as ${where}`,
        });
        continue;
      }
      seen.set(key, game.rowNumber);
      rows.push({
        teamId: team.id,
        title: game.title,
        description: `${game.homeTeam} vs ${game.awayTeam} at ${game.location}. Posted from ${team.teamName}'s uploaded schedule.`,
        jobType: game.jobType,
        jobDate: game.jobDate,
        startTime: game.startTime,
        endTime: addMinutes(game.startTime, lengthMinutes),
        durationMinutes: lengthMinutes,
        hourlyRateCents: rateCents,
        totalPayCents: totalPayCents(lengthMinutes, rateCents),
        location: game.location,
        zipCode: user.zipCode,
        latitude: point.latitude,
        longitude: point.longitude,
        timeZone: point.timeZone,
        applicationWindowEndsAt: postingWindowEndsAt(
          { jobDate: game.jobDate, startTime: game.startTime, timeZone: point.timeZone },
          windowMinutes,
        ),
      });
    }
    for (let at = 0; at < rows.length; at += CHUNK) await tx.insert(jobs).values(rows.slice(at, at + CHUNK));
    return { posted: rows.length, duplicates };
  });
}
