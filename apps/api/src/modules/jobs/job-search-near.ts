import { asc, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { boundingBox, type JobSearchQuery, type LatLng } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { arrayRowSelect } from '../../db/array-row-select.js';
import { preparedStatement } from '../../db/prepared-statements.js';
import { GRID_CELLS_PER_DEGREE, jobGridCellSql, jobs, teamProfiles, users } from '../../db/schema/index.js';
import { distanceMilesSql } from '../geo/geo.service.js';
import { jobStartsAtSqlOf } from '../../db/job-start-sql.js';
import { JOBS_LEFT_JOINED, jobsSelection, selectJobs, type JobRow } from './job-view.js';

/**
 * The most grid cells one statement reads: a 25-mile box covers at most 12 half-degree cells below
 * 62° north (usually 4 to 9). A box over more (Alaska's north, a 300-mile radius) takes the
 * date-ordered walk in job-search.service.ts instead.
 */
export const NEAR_CELL_SLOTS = 12;

/** The grid cells (see `jobGridCellSql`) under the box, or null when there are more than the slots. */
export function gridCellsFor(center: LatLng, radiusMiles: number): number[] | null {
  const box = boundingBox(center, radiusMiles);
  const cell = (degrees: number) => Math.floor(degrees * GRID_CELLS_PER_DEGREE);
  const [lat0, lat1, lng0, lng1] = [cell(box.minLat), cell(box.maxLat), cell(box.minLng), cell(box.maxLng)];
  if ((lat1 - lat0 + 1) * (lng1 - lng0 + 1) > NEAR_CELL_SLOTS) return null;
  const cells: number[] = [];
  for (let lat = lat0; lat <= lat1; lat++)
    for (let lng = lng0; lng <= lng1; lng++) cells.push(lat * 1000 + lng);
  return cells;
}

const j = alias(jobs, 'j');
const p = (name: string) => sql.placeholder(name);
const center = { latitude: p('lat'), longitude: p('lng') };
const distance = distanceMilesSql(j.latitude, j.longitude, center);
// Suspended owners are few: one list per statement (a CTE, so the cells don't each plan the join),
// hashed, instead of two lookups per candidate job.
const suspendedTeams = sql`suspended_teams as (select ${teamProfiles.id} as id from ${teamProfiles} join ${users} on ${users.id} = ${teamProfiles.userId} where ${users.suspendedAt} is not null)`;

/**
 * One cell's candidates: its first `limit` jobs by date and every job sharing the last one's date,
 * read in date order from jobs_status_cell_date_idx with the box checked on the index entry. The
 * cell is a parameter, not a joined value, so the planner knows the index yields dates in order and
 * needs no sort (and no row estimate) to stop early.
 */
const cellSql = (
  slot: number,
  limit: number,
  paging: boolean,
) => sql`(select ${j.id} as id, ${j.jobDate} as job_date, ${distance} as distance
      from ${jobs} ${j}
      where ${j.status} = ${p('status')}::text and ${jobGridCellSql(j)} = ${p(`c${slot}`)}::integer
        and ${j.jobDate} >= ${p('from')}::date and ${j.jobDate} <= ${p('to')}::date
        and ${j.latitude} between ${p('minLat')} and ${p('maxLat')}
        and ${j.longitude} between ${p('minLng')} and ${p('maxLng')}
        and ${distance} <= ${p('radius')}
        and (${p('jobType')}::text is null or ${j.jobType} = ${p('jobType')}::text)
        and (${p('status')}::text <> 'open' or ${jobStartsAtSqlOf(j)} > now())
        and ${j.teamId} not in (select id from suspended_teams)
        ${paging ? sql`and (${j.jobDate}, ${distance}, ${j.id}) > (${p('afterDate')}::date, ${p('afterMiles')}::double precision, ${p('afterId')}::integer)` : sql``}
      order by ${j.jobDate} fetch first ${sql.raw(String(limit))} rows with ties)`;

/**
 * The page's job ids and distances, best first: the page is among the cells' candidates, as each of
 * its jobs is among its own cell's first `limit` in (date, distance, id) order.
 */
function pageSql(shape: Shape) {
  const { limit, cells: count, paging } = shape;
  const cells = Array.from({ length: count }, (_, slot) => cellSql(slot, limit, paging));
  return sql`(with ${suspendedTeams} select id, job_date, distance from (${sql.join(cells, sql` union all `)}) as candidates
    order by job_date, distance, id
    limit ${sql.raw(String(limit))}) as page`;
}

const page = {
  id: sql`page.id`,
  jobDate: sql`page.job_date`,
  distance: sql<number>`page.distance`,
};

/** What changes the statement's text: the page size, how many cells, and whether a cursor applies. */
interface Shape {
  limit: number;
  cells: number;
  paging: boolean;
}

function prepare(db: Db, shape: Shape, name: string) {
  return arrayRowSelect(db, name, {
    selection: jobsSelection(page.distance),
    leftJoined: JOBS_LEFT_JOINED,
    query: (fields) =>
      selectJobs(db, fields)
        .innerJoin(pageSql(shape), sql`${page.id} = ${jobs.id}`)
        .orderBy(asc(page.jobDate), asc(page.distance), asc(page.id)),
  });
}

// One named statement per shape (see preparedStatement): the limit stays a constant so each cell
// reads only a page's worth, and a search plans only the cells it covers.

export interface NearSearch {
  query: JobSearchQuery;
  center: LatLng;
  cells: number[];
  /** The first date searched (today or later). */
  from: string;
  /** The last job of the previous page, if any. */
  after: { d: string; m: number | null; i: number } | null;
}

/** `limit` + 1 rows of the near search (the extra one tells whether a next page exists). */
export async function searchNear(db: Db, search: NearSearch): Promise<(JobRow & { distance: number })[]> {
  const { query, center: c, cells, after } = search;
  const shape = { limit: query.limit + 1, cells: cells.length, paging: after !== null };
  const name = `jobs_search_near_${shape.limit}_${shape.cells}${shape.paging ? '_after' : ''}`;
  const statement = preparedStatement(db, name, (statementName) => prepare(db, shape, statementName));
  const box = boundingBox(c, query.radius);
  const values: Record<string, unknown> = {
    status: query.status,
    lat: c.latitude,
    lng: c.longitude,
    from: after && after.d > search.from ? after.d : search.from,
    to: query.dateTo ?? '9999-12-31',
    ...box,
    radius: query.radius,
    jobType: query.jobType ?? null,
    ...(after ? { afterDate: after.d, afterMiles: after.m ?? 0, afterId: after.i } : {}),
  };
  cells.forEach((cell, i) => (values[`c${i}`] = cell));
  return (await statement.execute(values)) as (JobRow & { distance: number })[];
}
