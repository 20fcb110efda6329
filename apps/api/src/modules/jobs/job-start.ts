import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { JOB_TIME_ZONE } from '@sideline/shared';
import { jobs } from '../../db/schema/index.js';

/**
 * When a job's game starts, as an instant: its date and start time read in the venue's zone (the
 * same rule as `jobStartsAt` in packages/shared), so "started" never depends on the server's zone.
 */
export const jobStartsAtSqlOf = (t: { jobDate: AnyPgColumn; startTime: AnyPgColumn }) =>
  sql<Date>`((${t.jobDate} + ${t.startTime}::time) at time zone ${JOB_TIME_ZONE})`;
export const jobStartsAtSql = jobStartsAtSqlOf(jobs);

/** Open jobs stay offered only until their game starts. */
export const notStartedSql = sql`${jobStartsAtSql} > now()`;
