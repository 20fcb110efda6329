import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import type * as schema from './schema/index.js';

export type Schema = typeof schema;
/** Both drivers share this query-builder surface, so services never know which one runs. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction opened on a Db (`db.transaction((tx) => ...)`): the same query builders, plus rollback. */
export type DbTx = Parameters<Parameters<Db['transaction']>[0]>[0];
/**
 * What a helper that works inside its caller's transaction, or on its own, takes: the database or
 * a transaction on it. Passing a transaction needs no cast.
 */
export type DbOrTx = Db | DbTx;
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
  /** The embedded instance with PGlite's default parsers, for pg-boss (see withDefaultParsers). */
  queuePglite?: Pick<PGlite, 'query' | 'exec' | 'listen'>;
  pool?: pg.Pool;
  /** The server URL (PostgreSQL only), for connections that must stay apart from the pool (LISTEN). */
  url?: string;
  close(): Promise<void>;
}
