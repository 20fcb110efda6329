import {
  closeSync,
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  OpsError,
  runTarGzip,
  type BackupManifest,
} from './backup-archive.js';
import { embeddedPaths, openEmbedded, uploadFiles } from './embedded-data.js';

/** Archives and their staging files are readable by the operator's account alone. */
const OWNER_ONLY = 0o600;

export interface BackupResult {
  archivePath: string;
  uploads: number;
}

/**
 * Writes one .tar.gz holding the embedded database (PGlite's dumpDataDir of an instance this process
 * opened as the server does, holding its data-directory lock, so nothing writes meanwhile) and
 * DATA_DIR/uploads.
 */
export async function backupEmbedded(options: {
  dataDir: string;
  archivePath: string;
}): Promise<BackupResult> {
  const { dataDir } = options;
  const archivePath = path.resolve(options.archivePath);
  const { pgliteDir, uploadsDir } = embeddedPaths(dataDir);
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION')))
    throw new OpsError(
      `Backup refused: there is no embedded database in ${pgliteDir} (DATA_DIR=${dataDir}).`,
    );
  if (existsSync(archivePath))
    throw new OpsError(`Backup refused: ${archivePath} already exists; name another file.`);

  // Open (and so locked) until the archive is written: no server can start and change anything meanwhile.
  const database = await openEmbedded(pgliteDir, 'Backup');
  // mkdtemp makes it 0700.
  const staging = mkdtempSync(path.join(os.tmpdir(), 'sideline-backup-'));
  // Written under another name and renamed at the end: a file at archivePath is always complete.
  const partial = `${archivePath}.partial`;
  try {
    const dump = await database.pglite!.dumpDataDir('none');
    await pipeline(
      Readable.fromWeb(dump.stream() as WebReadableStream),
      createWriteStream(path.join(staging, 'pglite.tar'), { flags: 'wx', mode: OWNER_ONLY }),
    );
    const uploads = uploadFiles(uploadsDir);
    const manifest: BackupManifest = {
      format: ARCHIVE_FORMAT,
      version: ARCHIVE_VERSION,
      createdAt: new Date().toISOString(),
      database: 'pglite.tar',
      uploads: uploads.length,
    };
    writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);

    mkdirSync(path.dirname(archivePath), { recursive: true, mode: 0o700 });
    const args = ['-C', staging, 'manifest.json', 'pglite.tar'];
    if (existsSync(uploadsDir)) args.push('-C', dataDir, 'uploads');
    // Created owner-only by us, never by tar with the umask's 0644: it holds password hashes and
    // minors' dates of birth. A stale one from a killed run is replaced, not reused with its mode.
    rmSync(partial, { force: true });
    const output = openSync(partial, 'wx', OWNER_ONLY);
    try {
      await runTarGzip(args, output);
    } finally {
      closeSync(output);
    }
    renameSync(partial, archivePath);
    return { archivePath, uploads: uploads.length };
  } finally {
    rmSync(partial, { force: true });
    rmSync(staging, { recursive: true, force: true });
    await database.close();
  }
}
