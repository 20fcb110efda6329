import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, type Database } from './client.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.skipIf(!onPostgres)('migrations on PostgreSQL (needs TEST_DATABASE_URL)', () => {
  const name = `sideline_mig_${randomBytes(6).toString('hex')}`;
  let serverUrl: string;
  let url: string;

  async function admin(query: string) {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(query);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    serverUrl = inject('postgresServerUrl');
    await admin(`create database "${name}"`);
    const u = new URL(serverUrl);
    u.pathname = `/${name}`;
    url = u.toString();
  });
  afterAll(async () => {
    if (serverUrl) await admin(`drop database if exists "${name}" with (force)`);
  });

  it('two instances migrating a fresh database at once both succeed, each migration applied once', async () => {
    const instances: Database[] = [
      await openDatabase({ kind: 'postgres', url }),
      await openDatabase({ kind: 'postgres', url }),
    ];
    try {
      const results = await Promise.allSettled(instances.map((d) => migrateDatabase(d)));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok']);

      const journal = JSON.parse(
        readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8'),
      ) as {
        entries: unknown[];
      };
      const { rows } = await instances[0]!.pool!.query<{ total: number; distinct_hashes: number }>(
        'select count(*)::int as total, count(distinct hash)::int as distinct_hashes from drizzle.__drizzle_migrations',
      );
      expect(rows[0]).toEqual({ total: journal.entries.length, distinct_hashes: journal.entries.length });
      // The lock is released: a later start takes it straight away and finds nothing to do.
      await migrateDatabase(instances[1]!);
      const again = await instances[0]!.pool!.query<{ total: number }>(
        'select count(*)::int as total from drizzle.__drizzle_migrations',
      );
      expect(again.rows[0]!.total).toBe(journal.entries.length);
    } finally {
      await Promise.all(instances.map((d) => d.close()));
    }
  }, 120_000);
});
