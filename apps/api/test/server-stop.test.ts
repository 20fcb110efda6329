import { afterAll, describe, expect, inject, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { freePort, prepareServerDir } from './kits/server-process-kit.js';

/**
 * Stopping the server as a container runtime does (SIGTERM straight to the Node process) at any
 * moment: while its modules load, in the middle of a start-up step, and with a request that never
 * finishes. It must exit promptly, and never outlive SHUTDOWN_TIMEOUT_SECONDS.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const dirs: string[] = [];
const children: ChildProcess[] = [];

interface Server {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

async function startServer(dataDir: string, webDist: string, env: NodeJS.ProcessEnv = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      SMTP_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })),
  );
  return { child, port, output: () => output, exited };
}

async function waitFor(check: () => Promise<boolean> | boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((r) => setTimeout(r, 50));
  }
  return false;
}

/** Resolves with how the process ended, or 'running' if it is still alive after `ms`. */
async function exitWithin(server: Server, ms: number) {
  const timer = new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), ms));
  return Promise.race([server.exited, timer]);
}

afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// Every server here runs on its own embedded database: the PostgreSQL run of the suite skips them.
const onPostgresRun = inject('postgresServerUrl') !== '';

describe.skipIf(onPostgresRun)('SIGTERM during start-up', () => {
  it('while the database opens: exits 0 without serving', async () => {
    const { dir, dataDir, webDist } = await prepareServerDir('sideline-stop-early-');
    dirs.push(dir);
    const server = await startServer(dataDir, webDist);
    const opening = await waitFor(() => server.output().includes('opening the database'), 45_000);
    expect(opening, server.output()).toBe(true);
    const sent = Date.now();
    server.child.kill('SIGTERM');
    const end = await exitWithin(server, 20_000);
    expect(end, server.output()).not.toBe('running');
    expect(end).toMatchObject({ code: 0, signal: null });
    // Whatever was opened was closed: the embedded database's lock is released.
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    expect(server.output()).not.toContain('Sideline is serving');
    // Opening the embedded database cannot be cut short (it may be creating it): it ends, then closes.
    expect((end as { at: number }).at - sent).toBeLessThan(15_000);
  }, 60_000);

  it('in the middle of loading the ZIP list: stops it, exits 0 promptly, and the next start loads it', async () => {
    const { dir, dataDir, webDist } = await prepareServerDir('sideline-stop-zips-', { zipCodes: false });
    dirs.push(dir);
    const server = await startServer(dataDir, webDist);
    const loading = await waitFor(() => server.output().includes('loading the ZIP list'), 45_000);
    expect(loading, server.output()).toBe(true);
    const sent = Date.now();
    server.child.kill('SIGTERM');
    const end = await exitWithin(server, 10_000);
    expect(end, server.output()).not.toBe('running');
    expect(end).toMatchObject({ code: 0, signal: null });
    // Reading the list (synchronous), one chunk's insert, the rollback and closing the database:
    // about a second on an idle machine; the bound leaves room for a busy one.
    expect((end as { at: number }).at - sent).toBeLessThan(8_000);
    expect(server.output()).not.toContain('Sideline is serving');
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);

    // The abandoned load rolled back: the next start finds an empty list, loads all of it and serves.
    const again = await startServer(dataDir, webDist);
    const up = await waitFor(() => again.output().includes('Sideline is serving'), 60_000);
    expect(up, again.output()).toBe(true);
    expect(again.output()).toMatch(/loaded 4\d{4} ZIP codes/);
    again.child.kill('SIGTERM');
    expect(await exitWithin(again, 10_000)).toMatchObject({ code: 0 });
  }, 150_000);
});

describe.skipIf(onPostgresRun)('shutdown deadline (SHUTDOWN_TIMEOUT_SECONDS)', () => {
  it('a request that never finishes does not keep a stopped server alive', async () => {
    const { dir, dataDir, webDist } = await prepareServerDir('sideline-stop-hung-');
    dirs.push(dir);
    const server = await startServer(dataDir, webDist, {
      SHUTDOWN_DRAIN_SECONDS: '0',
      SHUTDOWN_TIMEOUT_SECONDS: '1',
    });
    const up = await waitFor(() => server.output().includes('Sideline is serving'), 60_000);
    expect(up, server.output()).toBe(true);
    // A client that announces a body and never sends it: the request stays in flight.
    const socket = net.connect(server.port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.on('error', () => undefined);
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 1000\r\n\r\n{"email":',
    );
    await new Promise((r) => setTimeout(r, 300));
    const sent = Date.now();
    server.child.kill('SIGTERM');
    const end = await exitWithin(server, 8_000);
    socket.destroy();
    expect(end, server.output()).not.toBe('running');
    // Exits by the deadline, saying so, with a code that tells the supervisor it was not clean.
    expect(end).toMatchObject({ code: 1, signal: null });
    expect((end as { at: number }).at - sent).toBeLessThan(4_000);
    expect(server.output()).toContain('shutdown deadline passed');
  }, 90_000);
});
