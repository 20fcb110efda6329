import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  openAsBlob,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { OpsError, parseManifest, runTar } from './backup-archive.js';
import { embeddedPaths, hasEntries, lockForOperation, openEmbedded, uploadFiles } from './embedded-data.js';

export interface RestoreResult {
  createdAt: string;
  uploads: number;
}

/**
 * Puts an archive from backupEmbedded back into DATA_DIR: the database into DATA_DIR/pglite and the
 * files into DATA_DIR/uploads. Everything is unpacked and the database opened in a folder beside
 * them first; only then are the current ones replaced, so a bad archive leaves them as they were.
 */
export async function restoreEmbedded(options: {
  dataDir: string;
  archivePath: string;
  force: boolean;
}): Promise<RestoreResult> {
  const { dataDir, force } = options;
  const archivePath = path.resolve(options.archivePath);
  if (!existsSync(archivePath) || !statSync(archivePath).isFile())
    throw new OpsError(`Restore refused: there is no archive at ${archivePath}.`);
  const { pgliteDir, uploadsDir } = embeddedPaths(dataDir);
  mkdirSync(dataDir, { recursive: true });

  const release = lockForOperation(pgliteDir, 'Restore');
  try {
    const existing = [pgliteDir, uploadsDir].filter(hasEntries);
    if (existing.length > 0 && !force)
      throw new OpsError(
        `Restore refused: ${existing.join(' and ')} already hold data.\n` +
          'Run it again with --force to replace them (their current contents are deleted), ' +
          'or point DATA_DIR at an empty directory.',
      );

    // Inside DATA_DIR, so the final moves are renames on one file system.
    const staging = mkdtempSync(path.join(dataDir, '.restore-'));
    try {
      await runTar(['-xzf', archivePath, '-C', staging]);
      const manifestPath = path.join(staging, 'manifest.json');
      if (!existsSync(manifestPath))
        throw new OpsError('Restore refused: the archive is not a Sideline backup (no manifest.json).');
      const manifest = parseManifest(readFileSync(manifestPath, 'utf8'));
      const dumpPath = path.join(staging, manifest.database);
      if (!existsSync(dumpPath)) throw new OpsError('Restore refused: the archive holds no database dump.');

      const stagedDb = path.join(staging, 'pglite');
      const restored = await openEmbedded(stagedDb, 'Restore', await openAsBlob(dumpPath));
      try {
        // Proves the restored directory opens and answers before it replaces anything.
        await restored.pglite!.query('select count(*) from drizzle.__drizzle_migrations');
      } finally {
        await restored.close();
      }
      const stagedUploads = path.join(staging, 'uploads');
      const uploads = uploadFiles(stagedUploads).length;
      if (uploads !== manifest.uploads)
        throw new OpsError(
          `Restore refused: the archive lists ${manifest.uploads} uploads but holds ${uploads} (damaged archive?).`,
        );

      rmSync(pgliteDir, { recursive: true, force: true });
      rmSync(uploadsDir, { recursive: true, force: true });
      renameSync(stagedDb, pgliteDir);
      if (existsSync(stagedUploads)) renameSync(stagedUploads, uploadsDir);
      return { createdAt: manifest.createdAt, uploads };
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  } finally {
    release();
  }
}
