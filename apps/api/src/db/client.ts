import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';
import type { Database, Db } from './database.js';
import { migrateQueue } from '../lib/queue-schema.js';
import { useArrayRows } from './array-row-select.js';

// The types live apart so the embedded database's module can name them without importing this one.
export type { Database, DatabaseKind, Db, DbOrTx, DbTx, Schema } from './database.js';

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
    useArrayRows(db, { kind: 'node-postgres', pool });
    return { db, kind: 'postgres', pool, url: options.url, close: () => pool.end() };
  }
  // The embedded database's modules (its WebAssembly build, drizzle's driver for it) load only when
  // it is the one opened: a server on PostgreSQL never holds their code.
  const { openPglite } = await import('./open-pglite.js');
  return openPglite(options);
}

/**
 * The advisory lock key migrations run under on PostgreSQL (any constant; this one spells "SDLN"),
 * so instances started together take turns: the first migrates, the others then find nothing to do.
 */
export const MIGRATION_LOCK_KEY = 0x53444c4e;

export interface MigrateOptions {
  /**
   * Data the schema needs that a migration cannot carry well (the ZIP list), loaded after the
   * migrations while the lock is still held: instances starting together load it once, not each.
   */
  underLock?: (db: Db) => Promise<void>;
}

export async function migrateDatabase(database: Database, options: MigrateOptions = {}): Promise<void> {
  if (database.kind === 'pglite') {
    // One process per data directory (the data-dir lock), so there is no one to take turns with.
    const { migrateEmbedded } = await import('./open-pglite.js');
    await migrateEmbedded(database.db, MIGRATIONS_FOLDER);
    await migrateQueue(database);
    await options.underLock?.(database.db);
    return;
  }
  // A session lock lives as long as its connection: take it, migrate and release on the same one.
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const db = drizzlePg(client, { schema, casing: 'snake_case' });
    await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    await migrateQueue(database);
    await options.underLock?.(database.db);
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
