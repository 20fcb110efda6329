import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.js';
import { lockDataDir } from '../lib/data-dir-lock.js';
import { migrateQueue } from '../lib/queue-schema.js';
import { DRIZZLE_TEXT_PARSERS, drizzleClientFor } from './pglite-parsers.js';
import { PGLITE_START_PARAMS } from './pglite-memory.js';

export type Schema = typeof schema;
/** Both drivers share this query-builder surface, so services never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /**
   * Raw driver handles, for LISTEN/NOTIFY and test cloning. PGlite is opened with parsers that give
   * drizzle's types (dates, timestamps, intervals) as text (decision 0036 §6); pg-boss reads through
   * withDefaultParsers.
   */
  pglite?: PGlite;
  pool?: pg.Pool;
  /** The server URL (PostgreSQL only), for connections that must stay apart from the pool (LISTEN). */
  url?: string;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client losing its server connection must not crash the process.
    pool.on('error', (err) => console.error('PostgreSQL pool error', err));
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return { db, kind: 'postgres', pool, url: options.url, close: () => pool.end() };
  }
  // Two processes on one embedded data directory would each believe they own it and lose writes:
  // the second one is refused (DataDirLockedError) before it opens anything.
  let unlock = () => {};
  if (options.dataDir) {
    mkdirSync(path.dirname(options.dataDir), { recursive: true });
    unlock = lockDataDir(options.dataDir);
    mkdirSync(options.dataDir, { recursive: true });
  }
  try {
    const pglite = new PGlite({
      // The admin search's trigram indexes need the extension loaded in the runtime.
      extensions: { pg_trgm },
      // A smaller buffer cache than initdb's: it stays resident once read (pglite-memory.ts).
      startParams: PGLITE_START_PARAMS,
      // drizzle's types as text, once for the instance rather than with every query (pglite-parsers.ts).
      parsers: DRIZZLE_TEXT_PARSERS,
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    await pglite.waitReady;
    const db = drizzlePglite({
      client: drizzleClientFor(pglite) as unknown as PGlite,
      schema,
      casing: 'snake_case',
    }) as unknown as Db;
    const close = async () => {
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    };
    return { db, kind: 'pglite', pglite, close };
  } catch (error) {
    unlock();
    throw error;
  }
}

/**
 * The advisory lock key migrations run under on PostgreSQL (any constant; this one spells "SDLN"),
 * so instances started together take turns: the first migrates, the others then find nothing to do.
 */
export const MIGRATION_LOCK_KEY = 0x53444c4e;

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    // One process per data directory (the data-dir lock), so there is no one to take turns with.
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
    await migrateQueue(database);
    return;
  }
  // A session lock lives as long as its connection: take it, migrate and release on the same one.
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const db = drizzlePg(client, { schema, casing: 'snake_case' });
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await migrateQueue(database);
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    client.release();
  } catch (error) {
    // Destroying the connection is what surely releases the lock, whatever state it was left in.
    client.release(error instanceof Error ? error : true);
    throw error;
  }
}

export function databaseOptionsFromConfig(config: {
  databaseUrl?: string;
  dataDir: string;
}): DatabaseOptions {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') };
}
