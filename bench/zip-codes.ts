/**
 * The ZIP list at start-up: how long reading it (with each ZIP's time zone) takes, how much heap it
 * holds while read and after, and how long filling an empty zip_codes and refilling an older list
 * take, with the table's size. On PGlite by default, PostgreSQL with BENCH_DATABASE_URL.
 * Run: node --expose-gc --import tsx bench/zip-codes.ts
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client.js';
import { loadZipCodesIfEmpty, readZipList } from '../apps/api/src/modules/geo/zip-codes-loader.js';
import { benchDatabaseUrl } from './bench-database.js';

const gc = (globalThis as { gc?: () => void }).gc ?? (() => undefined);
const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const ms = (from: number): string => `${(performance.now() - from).toFixed(0)} ms`;

/** Reads the list once; it is dropped on return, as the loader drops it after filling the table. */
function readOnce() {
  const before = process.memoryUsage().heapUsed;
  const started = performance.now();
  const list = readZipList();
  const time = ms(started);
  return {
    time,
    count: list.length,
    zones: new Set(list.map((z) => z.timeZone)).size,
    held: process.memoryUsage().heapUsed - before,
  };
}

gc();
const heapBefore = process.memoryUsage().heapUsed;
const read = readOnce();
gc();
console.log(
  `read ${read.count} ZIPs (${read.zones} time zones) in ${read.time}; ${mb(read.held)} heap while held`,
);

const url = await benchDatabaseUrl('zip-codes');
const database = url ? await openDatabase({ kind: 'postgres', url }) : await openDatabase({ kind: 'pglite' });
await migrateDatabase(database);
await database.db.execute(sql`truncate zip_codes`);
let started = performance.now();
await loadZipCodesIfEmpty(database.db);
console.log(`fill an empty zip_codes: ${ms(started)}`);
const sized = (await database.db.execute(
  sql`select pg_total_relation_size('zip_codes') as bytes`,
)) as unknown as {
  rows: { bytes: string }[];
};
const size = sized.rows[0]!;
started = performance.now();
await loadZipCodesIfEmpty(database.db);
console.log(`start with it filled (no-op): ${ms(started)}`);
await database.db.execute(sql`update zip_codes set time_zone = null`);
started = performance.now();
await loadZipCodesIfEmpty(database.db);
console.log(`refill an older list: ${ms(started)}`);
gc();
console.log(`zip_codes on disk with its indexes: ${mb(Number(size.bytes))}`);
console.log(`heap after load: ${mb(process.memoryUsage().heapUsed - heapBefore)} above the start`);
await database.close();
