import { and, eq, gte, inArray, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  BOOKED_STATUSES,
  fitsAvailability,
  jobStartsAt,
  localMoment,
  type AvailabilityMiss,
  type WeeklyRange,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import {
  availabilities,
  availabilityBlackouts,
  availabilityBusy,
  helperProfiles,
  jobs,
} from '../../db/schema/index.js';
import { parseInstantRange } from './availability.service.js';

export interface GameFor {
  userId: number;
  /** The game's own job: never counted among the helper's other games that day. */
  jobId: number;
  startsAt: Date;
  endsAt: Date;
}

export type Fit = { fits: boolean; misses: AvailabilityMiss[] };
export const fitKey = (userId: number, jobId: number) => `${userId}:${jobId}`;

const shiftDate = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Whether each (helper, game) fits, by the shared rule `fitsAvailability`: availability, blackouts,
 * busy times and the helper's other booked games read in four queries for the whole batch. A helper
 * who never saved availability fits everything (Sideline asked nothing before issue 55).
 */
export async function fitsFor(db: Db, games: readonly GameFor[]): Promise<Map<string, Fit>> {
  const out = new Map<string, Fit>();
  const userIds = [...new Set(games.map((g) => g.userId))];
  if (userIds.length === 0) return out;
  const rows = await db.select().from(availabilities).where(inArray(availabilities.userId, userIds));
  const saved = new Map(rows.map((r) => [r.userId, r]));
  const withRules = userIds.filter((id) => saved.has(id));
  const [blackouts, busy, booked] = withRules.length
    ? await Promise.all([
        db.select().from(availabilityBlackouts).where(inArray(availabilityBlackouts.userId, withRules)),
        db.select().from(availabilityBusy).where(inArray(availabilityBusy.userId, withRules)),
        bookedGames(db, withRules, games),
      ])
    : [[], [], []];
  for (const game of games) {
    const row = saved.get(game.userId);
    if (!row) {
      out.set(fitKey(game.userId, game.jobId), { fits: true, misses: [] });
      continue;
    }
    const day = localMoment(game.startsAt, row.timeZone).date;
    const sameDay = booked.filter(
      (b) =>
        b.userId === game.userId &&
        b.jobId !== game.jobId &&
        localMoment(b.startsAt, row.timeZone).date === day,
    ).length;
    const rules = {
      timeZone: row.timeZone,
      weekly: JSON.parse(row.weekly) as WeeklyRange[],
      blackouts: blackouts
        .filter((b) => b.userId === game.userId)
        .map((b) => ({ from: b.fromDate, to: b.toDate })),
      busy: busy.filter((b) => b.userId === game.userId).map((b) => parseInstantRange(b.during)),
      maxGamesPerDay: row.maxGamesPerDay,
    };
    out.set(fitKey(game.userId, game.jobId), fitsAvailability(rules, game, sameDay));
  }
  return out;
}

/** The helpers' booked games within a day of any game asked about, with their start instants. */
async function bookedGames(db: Db, userIds: number[], games: readonly GameFor[]) {
  const dates = games.map((g) => g.startsAt.toISOString().slice(0, 10)).sort();
  const rows = await db
    .select({
      userId: helperProfiles.userId,
      jobId: jobs.id,
      jobDate: jobs.jobDate,
      startTime: jobs.startTime,
      timeZone: jobs.timeZone,
    })
    .from(jobs)
    .innerJoin(helperProfiles, eq(helperProfiles.id, jobs.helperId))
    .where(
      and(
        inArray(helperProfiles.userId, userIds),
        inArray(jobs.status, [...BOOKED_STATUSES]),
        gte(jobs.jobDate, shiftDate(dates[0]!, -2)),
        lte(jobs.jobDate, shiftDate(dates[dates.length - 1]!, 2)),
      ),
    );
  return rows.map((r) => ({
    userId: r.userId,
    jobId: r.jobId,
    startsAt: jobStartsAt(r.jobDate, r.startTime, r.timeZone),
  }));
}

/**
 * The same rule in SQL, for matching many helpers at once (job alerts, Find Talent): true when the
 * user has no saved availability, or the game [startsAt, endsAt) fits it. `userId` is the helper's
 * user id column; `jobId` the game's own job (not counted against the per-day limit), or null.
 * Each part is an index probe on the user's rows (primary key, blackouts and busy by user, booked
 * jobs by helper and date).
 */
export function availableSql(userId: SQLWrapper, startsAt: SQL, endsAt: SQL, jobId: number | null): SQL {
  const local = sql`(${startsAt} at time zone av.time_zone)`;
  const minute = sql`(extract(dow from ${local})::int * 1440 + extract(hour from ${local})::int * 60 + extract(minute from ${local})::int)`;
  const minutes = sql`greatest(1, round(extract(epoch from (${endsAt} - ${startsAt})) / 60))::int`;
  const firstDay = sql`(${local})::date`;
  const lastDay = sql`((${endsAt} - interval '1 millisecond') at time zone av.time_zone)::date`;
  return sql`not exists (select 1 from ${availabilities} av where av.user_id = ${userId} and not (
    (av.weekly_minutes is null or av.weekly_minutes @> int4range(${minute}, ${minute} + ${minutes}))
    and not exists (select 1 from ${availabilityBlackouts} ab where ab.user_id = av.user_id
      and ab.from_date <= ${lastDay} and ab.to_date >= ${firstDay})
    and not exists (select 1 from ${availabilityBusy} bz where bz.user_id = av.user_id
      and bz.during && tstzrange(${startsAt}, ${endsAt}))
    and (av.max_games_per_day is null or (select count(*) from ${jobs} bj
      join ${helperProfiles} bh on bh.id = bj.helper_id
      where bh.user_id = av.user_id and bj.status in ('assigned', 'rescheduling')
        and bj.id <> ${jobId ?? 0}
        and bj.job_date between ${firstDay} - 2 and ${firstDay} + 2
        and (((bj.job_date + bj.start_time::time) at time zone bj.time_zone) at time zone av.time_zone)::date = ${firstDay}
      ) < av.max_games_per_day)
  ))`;
}
