import { and, asc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import {
  earliestToday,
  idSchema,
  isCalendarDate,
  JOB_MESSAGES,
  type JobSearchQuery,
  type JobSummary,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { jobs, users } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { distanceMilesSql, requireZip, withinBoxSql } from '../geo/geo.service.js';
import { notStartedSql, venueTodaySql } from '../../db/job-start-sql.js';
import { gridCellsFor, searchNear } from './job-search-near.js';
import { jobsSelection, selectJobs, toJobSummary, type JobRow } from './job-view.js';

/**
 * The keyset of the last job on a page: its date, distance (null without a ZIP) and id. Everything
 * in it reaches SQL, so a hand-made cursor is checked as strictly as any other input.
 */
const CursorSchema = z
  .object({
    d: z.string().refine(isCalendarDate),
    // Half of Earth's circumference: no two points are farther apart.
    m: z.number().min(0).max(12_500).nullable(),
    i: idSchema,
  })
  .strict();
type Cursor = z.infer<typeof CursorSchema>;

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(value: string): Cursor {
  if (/^[A-Za-z0-9_-]+$/.test(value)) {
    try {
      const parsed = CursorSchema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
      if (parsed.success) return parsed.data;
    } catch {
      // not JSON: refused below
    }
  }
  throw badRequest(JOB_MESSAGES.invalidCursor, 'invalid_cursor');
}

export interface JobSearchPage {
  jobs: JobSummary[];
  /** Goes out in the `X-Next-Cursor` header; null on the last page. */
  nextCursor: string | null;
}

/**
 * Upcoming jobs, soonest first and then nearest, paged by a keyset cursor (date, distance, id) so a
 * page never repeats or skips a job when new ones are posted. Near a ZIP: the grid cells under the
 * bounding box, read by one prepared statement (job-search-near.ts), then the exact great-circle
 * distance; a box wider than that statement's cells walks the dates with the box instead.
 */
export async function searchJobs(
  db: Db,
  query: JobSearchQuery,
  viewerId: number | null = null,
): Promise<JobSearchPage> {
  const cursor = query.cursor ? decodeCursor(query.cursor) : null;
  // Each game is read in its venue's zone; the earliest "today" on Earth narrows the index first.
  const today = earliestToday();
  const from = query.dateFrom && query.dateFrom > today ? query.dateFrom : today;
  const conditions: (SQL | undefined)[] = [
    eq(jobs.status, query.status),
    gte(jobs.jobDate, from),
    // A suspended coach's jobs leave search (users is the job's owner in selectJobs).
    isNull(users.suspendedAt),
    // An open job leaves search the moment its game starts (its time, in the venue's zone).
    query.status === 'open' ? notStartedSql : gte(jobs.jobDate, venueTodaySql(new Date())),
  ];
  if (query.dateTo) conditions.push(lte(jobs.jobDate, query.dateTo));
  if (query.jobType) conditions.push(eq(jobs.jobType, query.jobType));

  let distance: SQL<number> | null = null;
  if (query.zipCode) {
    const center = await requireZip(db, query.zipCode);
    const cells = gridCellsFor(center, query.radius);
    if (cells)
      return toPage(await searchNear(db, { query, center, cells, from, after: cursor }), query, viewerId);
    distance = distanceMilesSql(jobs.latitude, jobs.longitude, center);
    conditions.push(
      withinBoxSql(jobs.latitude, jobs.longitude, center, query.radius),
      sql`${distance} <= ${query.radius}`,
    );
  }
  if (cursor) {
    conditions.push(
      distance
        ? sql`(${jobs.jobDate}, ${distance}, ${jobs.id}) > (${cursor.d}::date, ${cursor.m ?? 0}::double precision, ${cursor.i})`
        : sql`(${jobs.jobDate}, ${jobs.id}) > (${cursor.d}::date, ${cursor.i})`,
    );
  }

  const rows = await selectJobs(db, jobsSelection(distance ?? undefined))
    .where(and(...conditions))
    .orderBy(
      ...(distance ? [asc(jobs.jobDate), asc(distance), asc(jobs.id)] : [asc(jobs.jobDate), asc(jobs.id)]),
    )
    .limit(query.limit + 1);
  return toPage(rows, query, viewerId);
}

/** `limit` + 1 rows in page order: the page, and a cursor after its last job if the extra row came. */
function toPage(
  rows: (JobRow & { distance: number | null })[],
  query: JobSearchQuery,
  viewerId: number | null,
): JobSearchPage {
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  const nextCursor =
    rows.length > query.limit && last
      ? encodeCursor({
          d: last.job.jobDate,
          m: last.distance === null ? null : Number(last.distance),
          i: last.job.id,
        })
      : null;
  return { jobs: page.map((r) => toJobSummary(r, viewerId, r.distance)), nextCursor };
}
