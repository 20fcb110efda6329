import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

let dir: string;
let dataDir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sideline-lock-'));
  dataDir = path.join(dir, 'pglite');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const lockFile = () => `${dataDir}.lock`;
const writeLock = (owner: object) => writeFileSync(lockFile(), JSON.stringify(owner));

describe('the data directory lock', () => {
  it('is taken once, refused while held (in this process too), and released', () => {
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(lockFile())).toBe(false);
    lockDataDir(dataDir)();
  });

  it('refuses while another live process holds it, naming it', async () => {
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      writeLock({ pid: other.pid, host: os.hostname(), startedAt: '2026-01-01T00:00:00Z' });
      expect(() => lockDataDir(dataDir)).toThrow(
        new RegExp(`in use by process ${other.pid}[\\s\\S]*PostgreSQL`),
      );
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over the lock of a process that is gone (a crash)', async () => {
    const other = spawn(process.execPath, ['-e', '']);
    await new Promise((r) => other.once('exit', r));
    writeLock({ pid: other.pid, host: os.hostname(), startedAt: '2026-01-01T00:00:00Z' });
    const release = lockDataDir(dataDir);
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('refuses a lock held from another host (a shared volume), where liveness cannot be checked', () => {
    writeLock({ pid: 1, host: 'some-other-host', startedAt: '2026-01-01T00:00:00Z' });
    expect(() => lockDataDir(dataDir)).toThrow(/some-other-host/);
  });
});
