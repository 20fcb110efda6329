import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import os from 'node:os';

export class DataDirLockedError extends Error {}

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

/** Locks this process holds, so a second open in the same process is refused too. */
const held = new Set<string>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Start-up only: a short synchronous wait while another process finishes writing its lock. */
const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

function readOwner(lockPath: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(lockPath, 'utf8')) as Partial<LockOwner>;
    if (typeof owner.pid !== 'number' || typeof owner.host !== 'string') return null;
    return { pid: owner.pid, host: owner.host, startedAt: String(owner.startedAt ?? '') };
  } catch {
    return null;
  }
}

function createExclusive(file: string, content: string): boolean {
  try {
    const fd = openSync(file, 'wx');
    try {
      writeSync(fd, content);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

const lockedMessage = (dataDir: string, lockPath: string, owner: LockOwner | null) =>
  [
    `The embedded database in ${dataDir} is already in use` +
      (owner ? ` by process ${owner.pid} on ${owner.host} (since ${owner.startedAt}).` : '.'),
    'Only one Sideline process may use an embedded data directory: stop the other one first.',
    'To run more than one instance, use PostgreSQL (DATABASE_URL) instead of the embedded database.',
    `If no other process is using it (for example after a crash on another machine), delete ${lockPath}.`,
  ].join('\n');

/**
 * Takes the lock on an embedded data directory: a file beside it, created exclusively, naming this
 * process. A lock whose process is gone (a crash) is taken over; one held by a live process, or by a
 * process on another host (a shared volume, where liveness cannot be checked), refuses with a clear
 * message. Returns the release function (also run at process exit).
 */
export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${dataDir}.lock`;
  if (held.has(lockPath)) throw new DataDirLockedError(lockedMessage(dataDir, lockPath, null));
  const me: LockOwner = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() };
  const content = JSON.stringify(me);

  const ageMs = (file: string) =>
    Date.now() - (statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
  for (let attempt = 0; !createExclusive(lockPath, content); attempt++) {
    if (attempt > 40) throw new DataDirLockedError(lockedMessage(dataDir, lockPath, readOwner(lockPath)));
    const owner = readOwner(lockPath);
    if (!owner) {
      // Another process is between creating and writing it; a lock that stays unreadable is refused.
      if (ageMs(lockPath) > 2000) throw new DataDirLockedError(lockedMessage(dataDir, lockPath, null));
      pause(50);
      continue;
    }
    const stale = owner.host === me.host && (owner.pid === process.pid || !isAlive(owner.pid));
    if (!stale) throw new DataDirLockedError(lockedMessage(dataDir, lockPath, owner));
    // The takeover itself is exclusive, so two processes finding the same stale lock cannot both win.
    const takeover = `${lockPath}.takeover`;
    if (!createExclusive(takeover, content)) {
      if (ageMs(takeover) > 10_000) rmSync(takeover, { force: true });
      pause(50);
      continue;
    }
    try {
      const again = readOwner(lockPath);
      if (again && again.pid === owner.pid && again.startedAt === owner.startedAt) rmSync(lockPath);
    } finally {
      rmSync(takeover, { force: true });
    }
  }

  held.add(lockPath);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(lockPath);
    process.off('exit', release);
    // Only our own lock is removed (never one another process has since taken over).
    if (readOwner(lockPath)?.pid === me.pid) rmSync(lockPath, { force: true });
  };
  process.on('exit', release);
  return release;
}
