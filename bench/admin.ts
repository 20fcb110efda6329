/**
 * The admin console's search at scale: 100,000 users with their team or helper profiles and 100,000
 * jobs, then each admin list's search timed (median and p95 over repeated runs) with its plan. On
 * PGlite by default, PostgreSQL with BENCH_DATABASE_URL. Run: node --import tsx bench/admin.ts
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import type { AdminListQuery } from '@sideline/shared';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client.js';
import { loadZipCodesIfEmpty } from '../apps/api/src/modules/geo/zip-codes-loader.js';
import { benchDatabaseUrl } from './bench-database.js';
import { listHelpers, listJobs, listTeams } from '../apps/api/src/modules/admin/admin-lists.service.js';
import { listUsers } from '../apps/api/src/modules/admin/admin-user-list.js';

const USERS = 100_000;
const JOBS = 100_000;
const RUNS = 30;

const url = await benchDatabaseUrl('admin');
const database = url ? await openDatabase({ kind: 'postgres', url }) : await openDatabase({ kind: 'pglite' });
const db = database.db;
await migrateDatabase(database);
await loadZipCodesIfEmpty(db);

const started = performance.now();
const FIRST = `array['Avery','Blake','Casey','Dana','Emerson','Finley','Gray','Harper','Indigo','Jordan','Kai','Logan','Morgan','Noel','Oakley','Parker','Quinn','Riley','Sawyer','Taylor']`;
const LAST = `array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Hernandez','Lopez','Gonzalez','Wilson','Anderson','Thomas','Moore','Jackson','Martin','Lee','Perez','Thompson','White','Harris','Sanchez','Clark','Ramirez','Lewis','Robinson','Walker']`;
await db.execute(
  sql.raw(`
  insert into users (email, username, password_hash, first_name, last_name, zip_code, role, referral_code, referred_by)
  select lower(f || '.' || l || g) || '@example.com', 'adm' || g, 'x', f, l, zips[1 + g % array_length(zips, 1)],
    case when g % 2 = 0 then 'team' when g % 11 = 0 then 'both' else 'helper' end, 'A' || g,
    case when g % 13 = 0 then 'A1' end
  from generate_series(1, ${USERS}) g,
    lateral (select (${FIRST})[1 + g % 20] f, (${LAST})[1 + (g / 20) % 30] l) n,
    (select array_agg(zip order by zip) zips from zip_codes where state = 'FL') z`),
);
await db.execute(sql`
  insert into team_profiles (user_id, team_name, sport_types, team_location)
  select id, (array['Tampa','Clearwater','Brandon','Lakeland','Sarasota'])[1 + id % 5] || ' '
      || (array['Rays','Bolts','Tides','Storm','Heat','Sharks'])[1 + id % 6] || ' ' || (8 + id % 10) || 'U',
    array[(array['baseball','softball','volleyball','basketball','soccer','flag-football'])[1 + id % 6]],
    (array['Tampa, FL','Clearwater, FL','Brandon, FL','Lakeland, FL','Sarasota, FL'])[1 + id % 5]
  from users where role in ('team', 'both')`);
await db.execute(sql`
  insert into helper_profiles (user_id, is_scorekeeper, is_scoreboard, is_streaming)
  select id, id % 2 = 1, id % 3 = 0, id % 5 = 0 from users where role in ('helper', 'both')`);
await db.execute(sql`
  insert into jobs (team_id, title, description, job_type, job_date, start_time, end_time, duration_minutes,
    hourly_rate_cents, total_pay_cents, location, zip_code, status)
  select t.id, (array['Scorekeeper','Scoreboard operator','Livestream','Full crew'])[1 + g % 4] || ' for '
      || t.team_name || ' game ' || g, 'Generated for the admin bench.',
    (array['scorekeeper','scoreboard','streaming','full-service'])[1 + g % 4], current_date + (g % 90) - 30,
    '09:00', '11:00', 120, 3000, 6000, t.team_location || ' Sports Complex', u.zip_code,
    (array['open','open','assigned','completed','paid','cancelled'])[1 + g % 6]
  from generate_series(1, ${JOBS}) g
  join team_profiles t on t.id = (select min(id) from team_profiles) + g % (select count(*) from team_profiles)
  join users u on u.id = t.user_id`);
await db.execute(sql`analyze`);
console.log(
  `${database.kind}: ${USERS} users, ${JOBS} jobs (filled in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
);

const query = (q: string, sort = 'createdAt'): AdminListQuery => ({ q, limit: 25, sort, order: 'desc' });
const cases: [string, () => Promise<unknown>][] = [
  ['users: "smith"', () => listUsers(db, query('smith'))],
  ['users: "avery.gar" (email)', () => listUsers(db, query('avery.gar'))],
  ['users: "3360" (ZIP)', () => listUsers(db, query('3360'))],
  ['users: "director" (role)', () => listUsers(db, query('director'))],
  ['users: no q, by name', () => listUsers(db, query('', 'name'))],
  ['jobs: "livestream"', () => listJobs(db, query('livestream'))],
  ['jobs: "clearwater sports"', () => listJobs(db, query('clearwater sports'))],
  ['jobs: "cancel" (status)', () => listJobs(db, query('cancel'))],
  ['teams: "bolts 12u"', () => listTeams(db, query('bolts 12u'))],
  ['teams: "volley" (sport)', () => listTeams(db, query('volley'))],
  ['helpers: "stream" (service)', () => listHelpers(db, query('stream'))],
  ['helpers: "gamechanger" (service)', () => listHelpers(db, query('gamechanger'))],
];
const results: { label: string; p50: number; p95: number }[] = [];
for (const [label, run] of cases) {
  for (let i = 0; i < 3; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const pct = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
  results.push({ label, p50: pct(0.5), p95: pct(0.95) });
  console.log(
    `${label.padEnd(40)} p50 ${pct(0.5).toFixed(1).padStart(7)} ms   p95 ${pct(0.95).toFixed(1).padStart(7)} ms`,
  );
}
// BENCH_EXPLAIN=1 (PGlite): each case's statements, recorded from one run, with their EXPLAIN ANALYZE;
// statements inside a transaction are explained there, under its `set local` settings.
if (process.env.BENCH_EXPLAIN && database.pglite) {
  const pglite = database.pglite;
  const original = pglite.query.bind(pglite);
  const originalTransaction = pglite.transaction.bind(pglite);
  const explained: string[] = [];
  type Query = typeof pglite.query;
  const explain = async (query: Query, text: string, params: unknown[] | undefined) => {
    if (!/^\s*select/i.test(text)) return;
    const plan = await query<Record<string, string>>(`explain (analyze, buffers off) ${text}`, params);
    explained.push(plan.rows.map((r) => Object.values(r)[0]).join('\n  '));
  };
  pglite.query = (async (text: string, params?: unknown[], options?: object) => {
    await explain(original, text, params);
    return original(text, params, options);
  }) as Query;
  pglite.transaction = ((callback: Parameters<typeof pglite.transaction>[0]) =>
    originalTransaction(async (tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (async (text: string, params?: unknown[], options?: object) => {
        await explain(txQuery as Query, text, params);
        return txQuery(text, params, options);
      }) as typeof tx.query;
      return callback(tx);
    })) as typeof pglite.transaction;
  for (const [label, run] of cases) {
    explained.length = 0;
    await run();
    for (const plan of explained) console.log(`\n${label}\n  ${plan}`);
  }
  pglite.query = original;
  pglite.transaction = originalTransaction;
}

const over = results.filter((r) => r.p95 > 50);
console.log(
  over.length ? `\np95 above 50 ms: ${over.map((r) => r.label).join('; ')}` : '\nevery p95 at most 50 ms',
);
await database.close();
