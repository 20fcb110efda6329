import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from './schema/index.js';
import { lockDataDir } from '../lib/data-dir-lock.js';
import { DRIZZLE_TEXT_PARSERS, drizzleClientFor, withDefaultParsers } from './pglite-parsers.js';
import { PGLITE_START_PARAMS } from './pglite-memory.js';
import type { Database, Db } from './database.js';
import { useArrayRows } from './array-row-select.js';

/**
 * The embedded database, opened and migrated. client.ts imports this module only when PGlite is the
 * database, so a server on PostgreSQL never loads PGlite's code (decision 0039, "Memory").
 */
export async function openPglite(options: {
  dataDir?: string;
  loadDataDir?: Blob | File;
}): Promise<Database> {
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
    const client = drizzleClientFor(pglite);
    const db = drizzlePglite({
      client: client as unknown as PGlite,
      schema,
      casing: 'snake_case',
    }) as unknown as Db;
    // The hot selects' rows as arrays from the same client (array-row-select.ts).
    useArrayRows(db, { kind: 'pglite', client });
    const close = async () => {
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    };
    return { db, kind: 'pglite', pglite, queuePglite: withDefaultParsers(pglite), close };
  } catch (error) {
    unlock();
    throw error;
  }
}

export async function migrateEmbedded(db: Db, migrationsFolder: string): Promise<void> {
  await migratePglite(db as never, { migrationsFolder });
}
