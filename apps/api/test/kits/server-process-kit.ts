import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { inject } from 'vitest';
import { migrateDatabase, openDatabase } from '../../src/db/client.js';
import { loadZipCodesIfEmpty } from '../../src/modules/geo/zip-codes-loader.js';

/** A port nobody listens on right now, for a server the test starts as its own process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A temporary home for a server started as a process: a migrated embedded database (from the run's
 * template when there is one, so the server starts fast) and a one-page web build; without
 * `zipCodes`, an empty ZIP list, so the server's start-up loads it. The caller removes `dir` when done.
 */
export async function prepareServerDir(
  prefix: string,
  { zipCodes = true }: { zipCodes?: boolean } = {},
): Promise<{ dir: string; dataDir: string; webDist: string }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  const dataDir = path.join(dir, 'data');
  const webDist = path.join(dir, 'web');
  mkdirSync(webDist);
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Sideline</title>');
  const template = inject('pgliteTemplatePath');
  const prepared = await openDatabase({
    kind: 'pglite',
    dataDir: path.join(dataDir, 'pglite'),
    ...(template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
  });
  await migrateDatabase(prepared);
  if (zipCodes) await loadZipCodesIfEmpty(prepared.db);
  else await prepared.db.execute(sql`delete from zip_codes`);
  await prepared.close();
  return { dir, dataDir, webDist };
}
