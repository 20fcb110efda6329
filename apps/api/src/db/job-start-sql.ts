import { sql } from 'drizzle-orm';
import { applicationWindowEndsAt, jobStartsAt } from '@sideline/shared';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { jobs } from './schema/index.js';

/**
 * When a job's game starts, as an instant: its date and start time read in the venue's zone (the
 * same rule as `jobStartsAt` in packages/shared), so "started" never depends on the server's zone.
 */
export const jobStartsAtSqlOf = (t: {
  jobDate: AnyPgColumn;
  startTime: AnyPgColumn;
  timeZone: AnyPgColumn;
}) => sql<Date>`((${t.jobDate} + ${t.startTime}::time) at time zone ${t.timeZone})`;
export const jobStartsAtSql = jobStartsAtSqlOf(jobs);

/** The date it is at `now` on the venue's calendar: "today" for the job's game. */
export const venueTodaySql = (now: Date) =>
  sql<string>`((${now.toISOString()}::timestamptz at time zone ${jobs.timeZone})::date)`;

/** Open jobs stay offered only until their game starts. */
export const notStartedSql = sql`${jobStartsAtSql} > now()`;

/** A job being posted now gathers applications until this (decision 25). */
export const postingWindowEndsAt = (
  job: { jobDate: string; startTime: string; timeZone: string },
  windowMinutes: number,
  now: Date = new Date(),
): Date => applicationWindowEndsAt(now, jobStartsAt(job.jobDate, job.startTime, job.timeZone), windowMinutes);
