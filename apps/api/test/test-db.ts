import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';

/** The PGlite template, read once per worker (workers run file after file: vitest isolate is off). */
let pgliteTemplate: Blob | undefined;

/** A fresh, migrated database for one test file: PGlite by default, PostgreSQL with TEST_DATABASE_URL. */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = inject('postgresServerUrl');
  if (serverUrl) {
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
  pgliteTemplate ??= new Blob([readFileSync(inject('pgliteTemplatePath'))]);
  return openDatabase({ kind: 'pglite', loadDataDir: pgliteTemplate });
}
