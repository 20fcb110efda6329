import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client.js';

/** The image's build step (Dockerfile): DATA_DIR's embedded database migrated and its ZIP list loaded. */
const root = path.resolve(import.meta.dirname, '../../..');
let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'sideline-prepare-test-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const prepare = () =>
  spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/ops/prepare-data-cli.ts'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: '' },
    encoding: 'utf8',
  });

describe('preparing a data directory ahead of the first start', () => {
  // Two whole processes, each opening the embedded database: room for a busy machine.
  it(
    'applies every migration and loads the ZIP list once, then finds nothing to do',
    { timeout: 120_000 },
    async () => {
      const first = prepare();
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout).toMatch(/migrations applied, \d{5,} ZIP codes loaded/);
      // Only the WAL segment in use is left: the image carries no recycled 16 MB segments.
      const wal = () =>
        readdirSync(path.join(dataDir, 'pglite', 'pg_wal')).filter((f) => /^[0-9A-F]{24}$/.test(f));
      expect(wal()).toHaveLength(1);
      const again = prepare();
      expect(again.status, again.stderr).toBe(0);
      expect(again.stdout).toContain('migrations applied, 0 ZIP codes loaded');
      expect(wal()).toHaveLength(1);

      const journal = JSON.parse(
        readFileSync(path.join(root, 'apps/api/drizzle/meta/_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      try {
        const [migrations] = (
          await database.pglite!.query<{ n: number }>(
            'select count(*)::int as n from drizzle.__drizzle_migrations',
          )
        ).rows;
        expect(migrations!.n).toBe(journal.entries.length);
        const [zips] = (
          await database.pglite!.query<{ n: number }>('select count(*)::int as n from zip_codes')
        ).rows;
        expect(zips!.n).toBeGreaterThan(30_000);
      } finally {
        await database.close();
      }
    },
  );
});
