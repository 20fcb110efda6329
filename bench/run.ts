/**
 * Benchmarks the queries behind the busiest screens on a marketplace far larger than the demo:
 * Find Work (jobs near a ZIP), Find Talent (helpers near a ZIP), and a user's conversation list;
 * then a 2,000-game schedule upload (CSV and .xlsx), against its 5 s goal.
 * Prints timings (median and 95th percentile over repeated runs) and each query's plan, on PGlite by
 * default or on PostgreSQL with BENCH_DATABASE_URL. Run: npm run bench
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase, type Database } from '../apps/api/src/db/client.js';
import { loadZipCodesIfEmpty } from '../apps/api/src/modules/geo/zip-codes-loader.js';
import { searchJobs } from '../apps/api/src/modules/jobs/job-search.service.js';
import { searchHelpers } from '../apps/api/src/modules/helper-profiles/helper-search.service.js';
import { listConversations } from '../apps/api/src/modules/messages/conversations.service.js';
import { fillMarketplace, type BenchSize } from './fill.js';
import { benchScheduleImport } from './schedule-import.js';
import { benchDatabaseUrl } from './bench-database.js';

const SIZE: BenchSize = { teams: 2000, helpers: 5000, jobs: 40_000, messages: 50_000 };
const RUNS = 30;

async function time(label: string, run: () => Promise<unknown>, goal?: string): Promise<void> {
  for (let i = 0; i < 3; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  const pct = (p: number) =>
    samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!.toFixed(1);
  console.log(
    `${label.padEnd(52)} median ${pct(0.5).padStart(7)} ms   p95 ${pct(0.95).padStart(7)} ms${goal ? `   (goal: ${goal})` : ''}`,
  );
}

async function plan(database: Database, label: string, query: string): Promise<void> {
  const result = (await database.db.execute(sql.raw(`explain ${query}`))) as unknown as {
    rows: Array<Record<string, string>>;
  };
  const lines = result.rows
    .map((r) => Object.values(r)[0])
    .filter((l) => /Scan|Join|Sort|Limit/.test(l ?? ''));
  console.log(`\nplan: ${label}\n  ${lines.slice(0, 8).join('\n  ')}`);
}

const url = await benchDatabaseUrl('run');
const database = url ? await openDatabase({ kind: 'postgres', url }) : await openDatabase({ kind: 'pglite' });
await migrateDatabase(database);
await loadZipCodesIfEmpty(database.db);
const started = performance.now();
const ids = await fillMarketplace(database.db, SIZE);
await database.db.execute(sql`analyze`);
console.log(
  `${database.kind}: ${SIZE.teams} teams, ${SIZE.helpers} helpers, ${SIZE.jobs} jobs, ${SIZE.messages} messages ` +
    `(filled in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
);

await time('Find Work: 20 open jobs within 25 mi of 33602', () =>
  searchJobs(database.db, { status: 'open', limit: 20, radius: 25, zipCode: '33602' }),
);
await time('Find Work: next page by cursor', async () => {
  const first = await searchJobs(database.db, { status: 'open', limit: 20, radius: 25, zipCode: '33602' });
  await searchJobs(database.db, {
    status: 'open',
    limit: 20,
    radius: 25,
    zipCode: '33602',
    cursor: first.nextCursor!,
  });
});
await time('Home preview: 6 soonest open jobs anywhere', () =>
  searchJobs(database.db, { status: 'open', limit: 6, radius: 25 }),
);
await time('Find Talent: 24 helpers within 25 mi of 33701', () =>
  searchHelpers(database.db, { zipCode: '33701', radius: 25, limit: 24 }, null),
);
await time('Find Talent: streaming helpers within 50 mi', () =>
  searchHelpers(database.db, { zipCode: '33701', radius: 50, skill: 'streaming', limit: 24 }, null),
);
const threads = (await listConversations(database.db, ids.busyUserId)).length;
await time(
  `Messages: list of ${SIZE.messages.toLocaleString('en-US')}-message user (${threads} threads)`,
  () => listConversations(database.db, ids.busyUserId),
  'p95 <= 10 ms',
);

await plan(
  database,
  'jobs near 33602',
  `select id from jobs where status = 'open' and job_date >= current_date
  and latitude between 27.6 and 28.3 and longitude between -82.8 and -82.1 order by job_date, id limit 21`,
);
await plan(
  database,
  'conversation list',
  `select s.other_user_id, m.content from conversation_summaries s
  join messages m on m.id = s.last_message_id where s.user_id = ${ids.busyUserId} order by s.last_message_id desc`,
);
await plan(
  database,
  'helpers by ZIP',
  `select h.id from zip_codes z join users u on u.zip_code = z.zip
  join helper_profiles h on h.user_id = u.id where z.latitude between 27.4 and 28.1 and z.longitude between -83.0 and -82.3`,
);
await benchScheduleImport(database);
await database.close();
