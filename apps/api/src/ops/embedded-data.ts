import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type Database } from '../db/client.js';
import { DataDirLockedError, lockDataDir } from '../lib/data-dir-lock.js';
import { OpsError } from './backup-archive.js';

/** Where the server keeps its embedded database and uploads (databaseOptionsFromConfig, storage). */
export const embeddedPaths = (dataDir: string) => ({
  pgliteDir: path.join(dataDir, 'pglite'),
  uploadsDir: path.join(dataDir, 'uploads'),
});

/**
 * Takes the server's own data-directory lock for the whole operation, so no server can start on the
 * directory halfway through, and a running server makes the operation refuse: PGlite allows one
 * process per directory, and files copied under a live server may not open again.
 */
export function lockForOperation(pgliteDir: string, operation: Operation): () => void {
  try {
    return lockDataDir(pgliteDir);
  } catch (error) {
    throw refusal(error, operation);
  }
}

type Operation = 'Backup' | 'Restore';

function refusal(error: unknown, operation: Operation): unknown {
  if (!(error instanceof DataDirLockedError)) return error;
  return new OpsError(
    `${operation} refused: a Sideline server (or another backup or restore) is using this data directory.\n` +
      'The embedded database belongs to one process at a time; stop the server, run the ' +
      `${operation.toLowerCase()}, then start it again.\n${error.message}`,
  );
}

/**
 * The embedded database opened exactly as the server opens it (its extensions and lock), refusing
 * like lockForOperation when a server holds the directory.
 */
export async function openEmbedded(
  dataDir: string,
  operation: Operation,
  loadDataDir?: Blob,
): Promise<Database> {
  try {
    return await openDatabase({ kind: 'pglite', dataDir, ...(loadDataDir ? { loadDataDir } : {}) });
  } catch (error) {
    throw refusal(error, operation);
  }
}

/** Upload files in a folder (not the hidden temporary names a write in progress uses). */
export function uploadFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
    .map((entry) => entry.name);
}

export const hasEntries = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;
