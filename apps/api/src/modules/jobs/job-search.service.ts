import { and, asc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { todayIn, type JobPage, type JobSearchQuery } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { jobs } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { distanceMilesSql, requireZip, withinBoxSql } from '../geo/geo.service.js';
import { selectJobs, toJobSummary } from './job-view.js';

interface Cursor {
  d: string;
  m: number | null;
  i: number;
}

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(value: string): Cursor {
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as Cursor;
    if (typeof parsed.d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(parsed.d) && Number.isInteger(parsed.i))
      return parsed;
  } catch {
    // fall through
  }
  throw badRequest('Invalid cursor', 'invalid_cursor');
}

/**
 * Upcoming jobs, soonest first and then nearest, paged by a keyset cursor (date, distance, id) so a
 * page never repeats or skips a job when new ones are posted. Near a ZIP: a bounding box on the
 * (status, latitude, longitude) index, then the exact great-circle distance.
 */
export async function searchJobs(db: Db, query: JobSearchQuery): Promise<JobPage> {
  const today = todayIn();
  const from = query.dateFrom && query.dateFrom > today ? query.dateFrom : today;
  const conditions: (SQL | undefined)[] = [eq(jobs.status, query.status), gte(jobs.jobDate, from)];
  if (query.dateTo) conditions.push(lte(jobs.jobDate, query.dateTo));
  if (query.jobType) conditions.push(eq(jobs.jobType, query.jobType));

  let distance: SQL<number> | null = null;
  if (query.zipCode) {
    const center = await requireZip(db, query.zipCode);
    distance = distanceMilesSql(jobs.latitude, jobs.longitude, center);
    conditions.push(
      withinBoxSql(jobs.latitude, jobs.longitude, center, query.radius),
      sql`${distance} <= ${query.radius}`,
    );
  }
  if (query.cursor) {
    const c = decodeCursor(query.cursor);
    conditions.push(
      distance
        ? sql`(${jobs.jobDate}, ${distance}, ${jobs.id}) > (${c.d}::date, ${c.m ?? 0}::double precision, ${c.i})`
        : sql`(${jobs.jobDate}, ${jobs.id}) > (${c.d}::date, ${c.i})`,
    );
  }

  const rows = await selectJobs(db, distance ?? undefined)
    .where(and(...conditions))
    .orderBy(
      ...(distance ? [asc(jobs.jobDate), asc(distance), asc(jobs.id)] : [asc(jobs.jobDate), asc(jobs.id)]),
    )
    .limit(query.limit + 1);
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
  return { jobs: page.map((r) => toJobSummary(r, r.distance)), nextCursor };
}
