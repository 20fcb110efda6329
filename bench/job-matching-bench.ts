/**
 * The job-alert matching bench shared by bench/job-alerts.ts (issue 38) and
 * bench/availability-matching.ts (issue 55): 100,000 helper alerts on real US ZIP centroids (ZIPs
 * crowd where people live, so cities get more alerts), radii of 10 to 100 miles, random services and
 * days, plus whatever a bench adds on top; then matchJob (what the job-alert-match queue runs for each
 * posted job) timed for jobs in the densest ZIPs and in random ones, against the goal of at most
 * 50 ms per posted job, with EXPLAIN (ANALYZE) of the candidate query at the densest ZIP.
 * PostgreSQL with BENCH_DATABASE_URL (a database of the bench's own), otherwise embedded PGlite.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { todayIn } from '@sideline/shared';
import type { Db } from '../apps/api/src/db/client.js';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../apps/api/src/config.js';
import { createDomainEvents } from '../apps/api/src/lib/domain-events.js';
import { loadZipCodesIfEmpty } from '../apps/api/src/modules/geo/zip-codes-loader.js';
import { matchingAlerts, matchJob } from '../apps/api/src/modules/job-alerts/job-alert-matching.js';
import { benchDatabaseUrl } from './bench-database.js';

const ALERTS = 100_000;
/** As boundingBox() in packages/shared/src/domain/geo.ts computes areas. */
const EARTH_RADIUS_MILES = 3958.8;
const RANDOM_JOBS = 20;
const GOAL_MS = 50;

export type Rows = <T>(query: ReturnType<typeof sql>) => Promise<T[]>;

export interface MatchingBench {
  /** The bench database's suffix (`<name>_<database>`) and the name printed first. */
  database: string;
  title: string;
  /** More rows on top of the alerts (before ANALYZE); answers what it filled, for the log line. */
  fillMore?: (db: Db, rows: Rows) => Promise<string>;
}

export async function runMatchingBench(bench: MatchingBench): Promise<void> {
  const url = await benchDatabaseUrl(bench.database);
  const database = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite' });
  const db = database.db;
  const rows: Rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  await migrateDatabase(database);
  await loadZipCodesIfEmpty(db);
  console.log(`${bench.title} on ${database.kind}`);

  // ---- Fill: 100,000 helpers with alerts, one team to post ------------------------------------------
  const started = performance.now();
  await db.execute(sql`
    insert into users (email, username, password_hash, first_name, last_name, zip_code, role, referral_code)
    select 'ja' || g || '@example.com', 'ja' || g, 'x', 'Bench', 'Helper ' || g, '10001', 'helper', 'JA' || g
    from generate_series(1, ${ALERTS}) g`);
  await db.execute(sql`
    insert into users (email, username, password_hash, first_name, last_name, zip_code, role, referral_code)
    values ('jateam@example.com', 'jateam', 'x', 'Bench', 'Coach', '10001', 'team', 'JATEAM')`);
  await db.execute(sql`
    insert into team_profiles (user_id, team_name, sport_types)
    select id, 'JA Team', array['baseball'] from users where email = 'jateam@example.com'`);
  await db.execute(sql`select setseed(0.38)`);
  // ZIPs numbered once, so each alert picks a random one by an index probe.
  await db.execute(sql`create temp table bench_zips as
    select row_number() over (order by zip)::int as n, zip, latitude, longitude, time_zone
    from zip_codes where time_zone is not null`);
  await db.execute(sql`create index on bench_zips (n)`);
  const miles = sql.raw(String(EARTH_RADIUS_MILES));
  await db.execute(sql`
    insert into job_alerts (user_id, zip_code, latitude, longitude, time_zone, radius_miles,
      area_min_lat, area_max_lat, area_min_lng, area_max_lng, services, days, channel, unsubscribe_token)
    select a.id, a.zip, a.latitude, a.longitude, a.time_zone, a.radius,
      -- boundingBox() of packages/shared, in SQL: the radius in degrees of latitude, widened for longitude.
      a.latitude - a.radius / ${miles} * 180 / pi(), a.latitude + a.radius / ${miles} * 180 / pi(),
      a.longitude - a.radius / ${miles} * 180 / pi() / cos(radians(a.latitude)),
      a.longitude + a.radius / ${miles} * 180 / pi() / cos(radians(a.latitude)),
      a.services, a.days, a.channel, 'ja-' || a.id
    from (
      select u.id, z.zip, z.latitude, z.longitude, z.time_zone,
        (array[10, 25, 25, 25, 50, 100])[1 + floor(random() * 6)::int] as radius,
        (select coalesce(array_agg(s), array['scorekeeper']) from unnest(array['scorekeeper','scoreboard','streaming','full-service']) s where random() < 0.5 + 0 * u.id) as services,
        (select coalesce(array_agg(d), array[6]) from generate_series(0, 6) d where random() < 0.6 + 0 * u.id) as days,
        case when random() < 0.7 then 'email' when random() < 0.9 then 'push' else 'off' end as channel
      -- The pick is made in a subquery of its own: a volatile join condition would be re-evaluated per pair.
      from (select id, 1 + floor(random() * (select count(*) from bench_zips))::int as pick from users
            where email like 'ja%@example.com' and role = 'helper') u
      join bench_zips z on z.n = u.pick
    ) a`);
  const more = bench.fillMore ? `, ${await bench.fillMore(db, rows)}` : '';
  await db.execute(sql`analyze`);
  const [{ n: filled } = { n: 0 }] = await rows<{ n: number }>(
    sql`select count(*)::int as n from job_alerts`,
  );
  console.log(`${filled} alerts${more} filled in ${((performance.now() - started) / 1000).toFixed(1)} s`);

  // ---- The jobs: in big cities, and in random ZIPs ---------------------------------------------------
  // Where ZIPs crowd most (so do the alerts): ten big downtowns, two jobs each (the second finds the
  // first's plan and pages warm, as a busy evening of postings would).
  const CITY_ZIPS = [
    '10001',
    '19103',
    '60601',
    '90012',
    '02108',
    '77002',
    '30303',
    '20001',
    '94103',
    '33602',
  ];
  const dense = CITY_ZIPS.map((zip) => ({ zip }));
  const random = await rows<{ zip: string }>(sql`
    select zip from zip_codes where time_zone is not null order by md5(zip) limit ${RANDOM_JOBS}`);
  const date = todayIn('America/New_York');
  const jobIds = async (zips: { zip: string }[]) =>
    (
      await rows<{ id: number }>(sql`
      insert into jobs (team_id, title, description, job_type, job_date, start_time, end_time, duration_minutes,
        hourly_rate_cents, total_pay_cents, location, zip_code, latitude, longitude, time_zone)
      select (select id from team_profiles where team_name = 'JA Team'), 'JA ' || z.zip, 'Bench.', 'scorekeeper',
        ${date}::date + 3, '18:00', '20:00', 120, 3000, 6000, 'Field', z.zip, z.latitude, z.longitude, z.time_zone
      from zip_codes z where z.zip in (${sql.join(
        zips.map((z) => sql`${z.zip}`),
        sql`, `,
      )})
      returning id`)
    ).map((row) => row.id);

  const log = { warn() {}, error() {}, info() {} } as unknown as FastifyBaseLogger;
  const deps = {
    db,
    config: { push: undefined } as unknown as Config,
    log,
    // Nobody subscribes here: the push a match announces is the notifications module's, not timed.
    domainEvents: createDomainEvents(log),
  };
  // No VAPID keys: nothing is pushed (every match waits for the digest), so the figure is the matching itself.
  async function time(label: string, ids: number[]) {
    const times: number[] = [];
    let matched = 0;
    for (const id of ids) {
      const t0 = performance.now();
      matched += await matchJob(deps, id, new Date());
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1);
    console.log(
      `${label}: ${ids.length} jobs, ${(matched / ids.length).toFixed(0)} helpers matched per job; ` +
        `matchJob p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (goal <= ${GOAL_MS} ms)`,
    );
    return Number(at(1));
  }
  // One warm-up job (plans, caches), not counted.
  await matchJob(deps, (await jobIds(random.slice(0, 1)))[0]!, new Date());

  const worst = Math.max(
    await time('city ZIPs', [...(await jobIds(dense)), ...(await jobIds(dense))]),
    await time('random ZIPs', await jobIds(random.slice(1))),
  );

  const [first] = await rows<{
    id: number;
    latitude: number;
    longitude: number;
    job_date: string;
    owner: number;
  }>(sql`
    select j.id, j.latitude, j.longitude, j.job_date::text as job_date, t.user_id as owner
    from jobs j join team_profiles t on t.id = j.team_id where j.zip_code = ${dense[0]!.zip} limit 1`);
  const candidate = matchingAlerts(
    db,
    {
      id: first!.id,
      title: '',
      jobType: 'scorekeeper',
      jobDate: first!.job_date,
      startTime: '18:00',
      endTime: '20:00',
      timeZone: 'America/New_York',
      latitude: first!.latitude,
      longitude: first!.longitude,
      ownerUserId: first!.owner,
    },
    { now: new Date(), soon: false },
  ).toSQL();
  const plan = await (database.kind === 'postgres'
    ? database.pool!.query(`explain (analyze, buffers) ${candidate.sql}`, candidate.params)
    : (
        database as unknown as { pglite: { query: (q: string, p: unknown[]) => Promise<unknown> } }
      ).pglite.query(`explain analyze ${candidate.sql}`, candidate.params));
  console.log(`\nEXPLAIN ANALYZE, candidates at ${dense[0]!.zip}:`);
  for (const row of (plan as { rows: Record<string, string>[] }).rows)
    console.log(`  ${Object.values(row)[0]}`);
  console.log(`\nworst job: ${worst} ms ${worst <= GOAL_MS ? 'meets' : 'MISSES'} the goal of ${GOAL_MS} ms`);
  await database.close();
}
