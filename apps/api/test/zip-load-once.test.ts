import { afterAll, describe, expect, inject, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './kits/server-process-kit.js';
import { withDatabase } from './global-setup.js';

/**
 * Two instances started together on one fresh PostgreSQL database, as a compose stack's first start:
 * the ZIP list is loaded under the migration lock, so by one of them, once.
 */
const serverUrl = inject('postgresServerUrl');
const root = path.resolve(import.meta.dirname, '../../..');
const name = `sideline_zips_${randomBytes(5).toString('hex')}`;
const children: ChildProcess[] = [];

async function admin<T>(run: (client: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const client = new pg.Client({
    connectionString: database ? withDatabase(serverUrl, database) : serverUrl,
  });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function start(): Promise<{ child: ChildProcess; port: number; output: () => string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: withDatabase(serverUrl, name),
      WEB_DIST: '/nonexistent',
      SEED_DEMO: 'false',
      SMTP_URL: '',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  return { child, port, output: () => output };
}

async function ready(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/ready`)).status === 200;
  } catch {
    return false;
  }
}

afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve(null);
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  if (serverUrl) await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
});

describe.skipIf(!serverUrl)('first start of two instances on one fresh PostgreSQL database', () => {
  it('loads the ZIP list once, under the migration lock', async () => {
    await admin((c) => c.query(`create database "${name}"`));
    const servers = await Promise.all([start(), start()]);
    const deadline = Date.now() + 150_000;
    while (!(await ready(servers[0]!.port)) || !(await ready(servers[1]!.port))) {
      const died = servers.find((s) => s.child.exitCode !== null);
      if (died || Date.now() > deadline)
        throw new Error(`instances did not come up:\n${servers.map((s) => s.output()).join('\n---\n')}`);
      await new Promise((r) => setTimeout(r, 250));
    }
    const loads = servers.flatMap((s) => s.output().match(/loaded \d+ ZIP codes/g) ?? []);
    expect(loads, servers.map((s) => s.output()).join('\n---\n')).toHaveLength(1);
    const rows = await admin((c) => c.query<{ n: string }>('select count(*) as n from zip_codes'), name);
    expect(Number(rows.rows[0]!.n)).toBe(41_488);
  }, 200_000);
});
