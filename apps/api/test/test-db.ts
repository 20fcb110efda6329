import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { QUEUE_SCHEMA } from '../src/lib/queue-schema.js';

/** A fresh, migrated database for one test file: PGlite by default, PostgreSQL with TEST_DATABASE_URL. */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = inject('postgresServerUrl');
  return serverUrl ? openPostgresCopy(serverUrl) : openPgliteCopy();
}

async function openPostgresCopy(serverUrl: string): Promise<Database> {
  const name = `sideline_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${inject('postgresTemplate')}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 25 });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/**
 * Workers run file after file in one process (vitest isolate is off). A worker that opened a new
 * PGlite for every file aborted in V8 once dozens of WebAssembly instances had piled up, so each
 * worker keeps the few it needs and empties one back to the template's state when a file closes it.
 */
const idle: Database[] = [];
/** The template's schema, as fingerprinted when an instance was first opened. */
let templateSchema: string | undefined;
let pgliteTemplate: Blob | undefined;

/** Tables the template holds data in: the migrations' own records, pg-boss's, and the ZIP codes. */
const KEPT_TABLES = new Set(['drizzle.__drizzle_migrations', `${QUEUE_SCHEMA}.version`, `${QUEUE_SCHEMA}.instance`, 'public.zip_codes']);

async function openPgliteCopy(): Promise<Database> {
  let database = idle.pop();
  if (!database) {
    pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplatePath'))]);
    database = await openDatabase({ kind: 'pglite', loadDataDir: pgliteTemplate });
    templateSchema ??= await schemaFingerprint(database);
  }
  const underlying = database;
  let closed = false;
  return {
    ...underlying,
    async close() {
      if (closed) return;
      closed = true;
      // A file that changed the schema (the bad-input suite's write counter adds triggers) leaves
      // an instance no later file should inherit.
      if ((await schemaFingerprint(underlying).catch(() => '')) !== templateSchema) {
        await underlying.close();
        return;
      }
      try {
        await emptyToTemplate(underlying);
        idle.push(underlying);
      } catch {
        await underlying.close();
      }
    },
  };
}

async function emptyToTemplate(database: Database): Promise<void> {
  const pglite = database.pglite!;
  const { rows } = await pglite.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and not c.relispartition
        and n.nspname in ('public', '${QUEUE_SCHEMA}')`,
  );
  const names = rows.map((r) => r.name).filter((name) => !KEPT_TABLES.has(name.replaceAll('"', '')));
  await pglite.exec(`truncate ${names.join(', ')} restart identity cascade`);
}

async function schemaFingerprint(database: Database): Promise<string> {
  const { rows } = await database.pglite!.query<{ fingerprint: string }>(
    `select md5(coalesce(string_agg(item, ',' order by item), '')) as fingerprint from (
       select 'c:' || n.nspname || '.' || c.relname || ':' || c.relkind::text as item
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname in ('public', '${QUEUE_SCHEMA}') and not c.relispartition
       union all
       select 't:' || t.tgname from pg_trigger t where not t.tgisinternal
       union all
       select 'f:' || p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', '${QUEUE_SCHEMA}')) items`,
  );
  return rows[0]!.fingerprint;
}
