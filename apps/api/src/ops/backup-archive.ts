import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { constants, createGzip } from 'node:zlib';

/** Refusals and failures an operator must read: the CLIs print the message and exit non-zero. */
export class OpsError extends Error {}

export const ARCHIVE_FORMAT = 'sideline-embedded-backup';
export const ARCHIVE_VERSION = 1;

/** manifest.json at the top of every archive, so restore knows it holds one of ours. */
export interface BackupManifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  /** The PGlite data directory, as PGlite's own dumpDataDir tarball. */
  database: 'pglite.tar';
  /** Number of upload files under uploads/ in the archive. */
  uploads: number;
}

/**
 * The system's tar (GNU tar on Linux, bsdtar on macOS and Windows) streams any number of uploads of
 * any size without holding them in memory, and refuses members that would climb out of the target.
 */
export function runTar(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('tar', args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error) => reject(new OpsError(`Could not run tar: ${error.message}`)));
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new OpsError(`tar ${args[0]} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

/**
 * `tar -c` of `args` into `output`, a file descriptor the caller opened (the caller decides how the
 * archive file is created, tar does not), compressed here rather than by tar's `-z`: gzip's fastest
 * level, on Node's thread pool beside tar. The database image is most of an archive, and gzip's
 * default level spent several times as long on it for a little less size.
 */
export async function runTarGzip(args: string[], output: number): Promise<void> {
  const child = spawn('tar', ['-cf', '-', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve, reject) => {
    child.once('error', (error) => reject(new OpsError(`Could not run tar: ${error.message}`)));
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new OpsError(`tar -c failed (exit ${code}): ${stderr.trim()}`));
    });
  });
  const written = pipeline(
    child.stdout,
    createGzip({ level: constants.Z_BEST_SPEED }),
    createWriteStream('', { fd: output, autoClose: false }),
  );
  await Promise.all([exited, written]);
}

export function parseManifest(text: string): BackupManifest {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(text) as Partial<BackupManifest>;
  } catch {
    throw new OpsError('The archive is not a Sideline backup: its manifest.json is not JSON.');
  }
  if (manifest.format !== ARCHIVE_FORMAT || manifest.database !== 'pglite.tar')
    throw new OpsError('The archive is not a Sideline embedded-database backup (unknown manifest).');
  if (manifest.version !== ARCHIVE_VERSION)
    throw new OpsError(
      `The archive is backup format version ${manifest.version}; this Sideline reads version ${ARCHIVE_VERSION}.`,
    );
  return manifest as BackupManifest;
}

/** 2026-11-28T16-05-09Z: sortable, and legal in file names everywhere. */
export function utcStamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');
}
