import { and, arrayContains, eq, ne, sql } from 'drizzle-orm';
import { gameInterval, JOB_ALERT_PUSH_WINDOW_HOURS, jobStartsAt } from '@sideline/shared';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import {
  jobAlertAreaSql,
  jobAlertMatches,
  jobAlerts,
  jobs,
  pushSubscriptions,
  teamProfiles,
  users,
} from '../../db/schema/index.js';
import { distanceMilesSql } from '../geo/geo.service.js';
import { availableSql } from '../availability/availability-fits.js';
import type { Config } from '../../config.js';
import type { PublishesEvents } from '../../lib/domain-events.js';

export const JOB_ALERT_MATCH_QUEUE = 'job-alert-match';

/** The weekday (0 = Sunday) of a calendar date; the job's date is already the venue's calendar. */
const weekdayOf = (jobDate: string) => new Date(`${jobDate}T12:00:00Z`).getUTCDay();

export interface MatchedJob {
  id: number;
  title: string;
  jobType: string;
  jobDate: string;
  startTime: string;
  endTime: string;
  timeZone: string;
  latitude: number;
  longitude: number;
  ownerUserId: number;
}

/** An open job's matching facts, or null when it is gone, taken or has no position. */
async function loadJob(db: Db, jobId: number): Promise<MatchedJob | null> {
  const [row] = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      jobType: jobs.jobType,
      jobDate: jobs.jobDate,
      startTime: jobs.startTime,
      endTime: jobs.endTime,
      timeZone: jobs.timeZone,
      latitude: jobs.latitude,
      longitude: jobs.longitude,
      ownerUserId: teamProfiles.userId,
    })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .where(and(eq(jobs.id, jobId), eq(jobs.status, 'open')));
  if (!row || row.latitude === null || row.longitude === null) return null;
  return { ...row, latitude: row.latitude, longitude: row.longitude };
}

/** Named in full: a one-table select leaves its columns unqualified, which a subquery would take as its own. */
const alertUser = sql.raw('"job_alerts"."user_id"');

/**
 * The matches this job makes, as rows of job_alert_matches (every column, in the table's order): the
 * live alerts whose stored area holds the job (one GiST probe), the exact distance against each
 * alert's own radius, then its service and weekday, then the helper's availability (issue 55: weekly
 * hours, blackouts, calendar busy times, games per day). The job's owner and suspended users are left out.
 * A 'push' alert with a device is marked pushed when the game is soon; every other match waits for
 * the digest.
 */
export function matchingAlerts(db: Db, job: MatchedJob, at: { now: Date; soon: boolean }) {
  const now = sql`${at.now.toISOString()}::timestamptz`;
  const game = gameInterval(job, job.timeZone);
  const spot = sql`box(point(${job.longitude}, ${job.latitude}), point(${job.longitude}, ${job.latitude}))`;
  return db
    .select({
      userId: jobAlerts.userId,
      jobId: sql<number>`${job.id}::integer`.as('job_id'),
      createdAt: sql<Date>`${now}`.as('created_at'),
      // Pushed only where a device can receive it; a helper with none hears of the game in the digest.
      pushedAt: (at.soon
        ? sql<Date | null>`case when ${jobAlerts.channel} = 'push' and exists (select 1 from ${pushSubscriptions} ps
            where ps.user_id = ${alertUser}) then ${now} end`
        : sql<Date | null>`null::timestamptz`
      ).as('pushed_at'),
      emailedAt: sql<Date | null>`null::timestamptz`.as('emailed_at'),
    })
    .from(jobAlerts)
    .where(
      and(
        ne(jobAlerts.channel, 'off'),
        // A box holding the one-point box: GiST's box operators compare boxes, not points.
        sql`${jobAlertAreaSql(jobAlerts)} @> ${spot}`,
        sql`${distanceMilesSql(jobAlerts.latitude, jobAlerts.longitude, job)} <= ${jobAlerts.radiusMiles}`,
        arrayContains(jobAlerts.services, [job.jobType]),
        arrayContains(jobAlerts.days, [weekdayOf(job.jobDate)]),
        ne(jobAlerts.userId, job.ownerUserId),
        // Suspended users are few: a probe of users_suspended_idx instead of reading every user's row.
        sql`not exists (select 1 from ${users} u where u.id = ${alertUser} and u.suspended_at is not null)`,
        availableSql(
          alertUser,
          sql`${game.start.toISOString()}::timestamptz`,
          sql`${game.end.toISOString()}::timestamptz`,
          job.id,
        ),
      ),
    );
}

/**
 * Matches one posted job to every alert it meets, once per (helper, job): one INSERT ... SELECT whose
 * key settles a second run. Pushes go out for the rows it marked pushed. Answers how many helpers
 * were newly matched.
 */
export async function matchJob(
  deps: PublishesEvents & { db: Db; config: Config },
  jobId: number,
  now: Date,
): Promise<number> {
  const job = await loadJob(deps.db, jobId);
  if (!job) return 0;
  // Without VAPID keys nothing can be pushed, so every match waits for the digest.
  const soon =
    deps.config.push !== undefined &&
    jobStartsAt(job.jobDate, job.startTime, job.timeZone).getTime() - now.getTime() <
      JOB_ALERT_PUSH_WINDOW_HOURS * 3600_000;
  const inserted = await deps.db
    .insert(jobAlertMatches)
    .select(matchingAlerts(deps.db, job, { now, soon }))
    .onConflictDoNothing()
    .returning({ userId: jobAlertMatches.userId, pushedAt: jobAlertMatches.pushedAt });
  const pushTo = inserted.filter((row) => row.pushedAt).map((row) => row.userId);
  if (pushTo.length > 0)
    await deps.domainEvents.publish({
      type: 'job-alerts.matched',
      job: { id: job.id, title: job.title, jobType: job.jobType },
      pushTo,
    });
  return inserted.length;
}

/** Declares the matching queue: one job per posted job, retried a few times (a match is claimed once). */
export function defineJobAlertMatching(app: FastifyInstance): void {
  app.queue.define<{ jobId: number }>(
    JOB_ALERT_MATCH_QUEUE,
    { retryLimit: 3, retryDelay: 30, expireInSeconds: 120 },
    async ({ jobId }, { now }) => {
      const matched = await matchJob(app, jobId, now);
      if (matched > 0) app.log.info({ jobId, matched }, 'job alerts matched');
    },
  );
}

/** Called where jobs are posted: the matching runs in the queue, never in the poster's request. */
export async function enqueueJobAlerts(app: FastifyInstance, jobIds: readonly number[]): Promise<void> {
  for (const jobId of jobIds) await app.queue.send(JOB_ALERT_MATCH_QUEUE, { jobId });
}
