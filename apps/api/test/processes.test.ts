import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort, prepareServerDir } from './kits/server-process-kit.js';

/**
 * The real processes, as an operator runs them: `npm start` and a second server started by hand on
 * the same embedded data directory.
 */
const root = path.resolve(import.meta.dirname, '../../..');
let dir: string;
let dataDir: string;
let port: number;

const serverEnv = (listenPort: number): NodeJS.ProcessEnv => ({
  ...process.env,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: String(listenPort),
  DATA_DIR: dataDir,
  WEB_DIST: path.join(dir, 'web'),
  SEED_DEMO: 'false',
  DATABASE_URL: '',
  SMTP_URL: '',
  SHUTDOWN_DRAIN_SECONDS: '2',
});

async function healthy(listenPort: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${listenPort}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function readyStatus(listenPort: number): Promise<number | 'refused'> {
  try {
    return (await fetch(`http://127.0.0.1:${listenPort}/api/ready`)).status;
  } catch {
    return 'refused';
  }
}

async function waitFor(check: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

/** True while any process of the group is alive. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

let npmStart: ChildProcess;
let output = '';
const readyAnswers: Array<number | 'refused'> = [];

beforeAll(async () => {
  ({ dir, dataDir } = await prepareServerDir('sideline-proc-'));

  port = await freePort();
  // Its own process group, so the test can see every process it leaves behind.
  npmStart = spawn('npm', ['start'], {
    cwd: root,
    env: serverEnv(port),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  npmStart.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  npmStart.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  // The readiness probe as a load balancer sees it through start-up: refused or 503, then 200.
  const up = await waitFor(
    async () => (readyAnswers.push(await readyStatus(port)), readyAnswers.at(-1) === 200),
    90_000,
  );
  if (!up) throw new Error(`npm start did not come up:\n${output}`);
}, 180_000);

afterAll(() => {
  if (npmStart?.pid && groupAlive(npmStart.pid)) process.kill(-npmStart.pid, 'SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

describe('one process per embedded data directory', () => {
  it('a second server on the same data directory exits non-zero with a clear message', async () => {
    const second = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: root,
      env: serverEnv(await freePort()),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    second.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
    // Without the lock it would start and serve (and lose writes): give it time to, then fail.
    const code = await new Promise<number | null | 'running'>((resolve) => {
      const timer = setTimeout(() => {
        second.kill('SIGKILL');
        resolve('running');
      }, 45_000);
      second.once('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(code).not.toBe('running');
    expect(code).not.toBe(0);
    expect(stderr).toContain('is already in use by process');
    expect(stderr).toContain('use PostgreSQL');
    // The first one is untouched.
    expect(await healthy(port)).toBe(true);
  }, 90_000);
});

describe('npm start', () => {
  it('/api/ready is refused or 503 while starting and 200 once listening', async () => {
    expect(readyAnswers.at(-1)).toBe(200);
    expect(readyAnswers.slice(0, -1).every((a) => a === 'refused' || a === 503)).toBe(true);
    expect(await healthy(port)).toBe(true);
  });

  it('SIGTERM to npm stops the server: no process is left and the port is free', async () => {
    const pgid = npmStart.pid!;
    process.kill(pgid, 'SIGTERM');
    // Draining: the balancer's probe fails while the server still answers, before it stops listening.
    const draining = await waitFor(async () => (await readyStatus(port)) === 503, 10_000);
    expect(draining, `no 503 from /api/ready after SIGTERM:\n${output.slice(-2000)}`).toBe(true);
    const gone = await waitFor(() => !groupAlive(pgid), 20_000);
    expect(gone, `processes left in the group of npm start:\n${output.slice(-2000)}`).toBe(true);
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    expect(free).toBe(true);
    // And the data directory is released for the next start.
    expect(() => readFileSync(`${path.join(dataDir, 'pglite')}.lock`)).toThrow();
  }, 60_000);
});
