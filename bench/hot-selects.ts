/**
 * CPU per call of the API's hot selects, in one process (issue 53): the job page's read
 * (`getJobDetail`, signed out), the 25-mile search's page (`searchNear` around 33602) and the
 * session lookup (`sessionUser`), each run `CONCURRENCY` at a time on the demo data, in rounds;
 * prints the median and range of `process.cpuUsage` (user + system) per call. A micro-measure for
 * comparing builds, not a figure of the app: on PGlite the database's own work runs in this process
 * and is counted; on PostgreSQL only the client's. PGlite by default, PostgreSQL with
 * BENCH_DATABASE_URL (database `<name>_hot_selects`, kept between runs). BENCH_API_SRC points it at
 * another tree's `apps/api/src` (an A/B against a base commit extracted with `git archive`);
 * BENCH_ONLY=<part of a name> runs one select, BENCH_CALLS and BENCH_ROUNDS size the rounds.
 * Run: node --import tsx bench/hot-selects.ts
 */
import { writeFileSync } from 'node:fs';
import { Session as Inspector } from 'node:inspector/promises';
import path from 'node:path';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { JobSearchQuerySchema } from '@sideline/shared';
import { benchDatabaseUrl } from './bench-database.js';
import type * as Client from '../apps/api/src/db/client.js';
import type * as Seed from '../apps/api/src/seed/seed.js';
import type * as Zips from '../apps/api/src/modules/geo/zip-codes-loader.js';
import type * as Geo from '../apps/api/src/modules/geo/geo.service.js';
import type * as Detail from '../apps/api/src/modules/jobs/job-detail.js';
import type * as Near from '../apps/api/src/modules/jobs/job-search-near.js';
import type * as Session from '../apps/api/src/plugins/session.js';

const src = pathToFileURL(path.resolve(process.env.BENCH_API_SRC ?? 'apps/api/src')).href;
const load = <T>(file: string) => import(`${src}/${file}`) as Promise<T>;
const { migrateDatabase, openDatabase } = await load<typeof Client>('db/client.ts');
const { seedDemoIfEmpty } = await load<typeof Seed>('seed/seed.ts');
const { loadZipCodesIfEmpty } = await load<typeof Zips>('modules/geo/zip-codes-loader.ts');
const { requireZip } = await load<typeof Geo>('modules/geo/geo.service.ts');
const { getJobDetail } = await load<typeof Detail>('modules/jobs/job-detail.ts');
const { gridCellsFor, searchNear } = await load<typeof Near>('modules/jobs/job-search-near.ts');
const { createSession, sessionUser, SESSION_COOKIE } = await load<typeof Session>('plugins/session.ts');

const CONCURRENCY = 10;
const CALLS = Number(process.env.BENCH_CALLS ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const url = await benchDatabaseUrl('hot_selects', { keep: true });
const database = url ? await openDatabase({ kind: 'postgres', url }) : await openDatabase({ kind: 'pglite' });
const { db } = database;
await migrateDatabase(database);
await loadZipCodesIfEmpty(db);
await seedDemoIfEmpty(db);

const [job] = (
  (await db.execute(sql`select id from jobs where status = 'open' order by id limit 1`)) as unknown as {
    rows: { id: number }[];
  }
).rows;
const [owner] = (
  (await db.execute(sql`select id from users where role = 'team' order by id limit 1`)) as unknown as {
    rows: { id: number }[];
  }
).rows;
const { token } = await createSession(db, owner!.id);
const center = await requireZip(db, '33602');
const query = JobSearchQuerySchema.parse({ zipCode: '33602', radius: '25' });
const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
const search = { query, center, cells: gridCellsFor(center, query.radius)!, from, after: null };

const selects: Record<string, () => Promise<unknown>> = {
  'job page read': () => getJobDetail(db, job!.id, null),
  '25-mile search page': () => searchNear(db, search),
  'session lookup': () =>
    sessionUser({ cookies: { [SESSION_COOKIE]: token }, server: { db } } as never).then((user) => {
      if (!user) throw new Error('the session was not found');
    }),
};

async function cpuPerCall(call: () => Promise<unknown>, calls: number): Promise<number> {
  const before = process.cpuUsage();
  for (let done = 0; done < calls; done += CONCURRENCY) {
    await Promise.all(Array.from({ length: CONCURRENCY }, call));
  }
  const used = process.cpuUsage(before);
  return (used.user + used.system) / calls;
}

const rows = (await searchNear(db, search)).length;
console.log(
  `${database.kind}, ${src.replace(/^file:\/\//, '')}, ${CALLS} calls x ${ROUNDS} rounds, ` +
    `${CONCURRENCY} concurrent; search page ${rows} rows; load average ${loadavg()[0]!.toFixed(1)}`,
);
const only = process.env.BENCH_ONLY;
// BENCH_PROFILE=<file.cpuprofile>: a CPU profile of the measured rounds only (not the start).
const profiler = process.env.BENCH_PROFILE ? new Inspector() : null;
profiler?.connect();
for (const [name, call] of Object.entries(selects)) {
  if (only && !name.includes(only)) continue;
  await cpuPerCall(call, Math.min(CALLS, 1000)); // warm-up: JIT, named statements on each connection
  const figures: number[] = [];
  await profiler?.post('Profiler.enable');
  await profiler?.post('Profiler.start');
  for (let round = 0; round < ROUNDS; round++) figures.push(await cpuPerCall(call, CALLS));
  if (profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(
      process.env.BENCH_PROFILE!.replace(/(\.cpuprofile)?$/, `-${name.replaceAll(' ', '-')}.cpuprofile`),
      JSON.stringify(profile),
    );
  }
  figures.sort((a, b) => a - b);
  const median = figures[Math.floor(figures.length / 2)]!;
  console.log(
    `${name.padEnd(20)} CPU ${median.toFixed(1)} us/call (rounds ${figures[0]!.toFixed(1)}-${figures.at(-1)!.toFixed(1)})`,
  );
}
await database.close();
