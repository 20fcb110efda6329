import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { freePort, prepareServerDir } from './kits/server-process-kit.js';

/**
 * Production's way to run: the server build (apps/api/dist, packages/shared/dist) started by
 * `NODE_ENV=production npm start`, with no TypeScript loader. A module the build left out, or an
 * import only tsx could resolve, fails here rather than in a deployment.
 */
const root = path.resolve(import.meta.dirname, '../../..');
let dir: string;
let dataDir: string;
let port: number;
let server: ChildProcess;
let output = '';

async function status(route: string): Promise<number | 'refused'> {
  try {
    return (await fetch(`http://127.0.0.1:${port}${route}`)).status;
  } catch {
    return 'refused';
  }
}

// The build is what is tested, not the database: the PostgreSQL run of the suite skips it.
const onPostgresRun = inject('postgresServerUrl') !== '';

beforeAll(async () => {
  if (onPostgresRun) return;
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'pipe' });
  let webDist: string;
  ({ dir, dataDir, webDist } = await prepareServerDir('sideline-compiled-'));

  port = await freePort();
  server = spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://sideline.test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_DIST: webDist,
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      SMTP_URL: '',
      // No loader may sneak in from the test runner's environment.
      NODE_OPTIONS: '',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  server.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  const deadline = Date.now() + 60_000;
  while ((await status('/api/ready')) !== 200) {
    if (Date.now() > deadline || server.exitCode !== null)
      throw new Error(`the compiled server did not come up:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}, 120_000);

afterAll(() => {
  if (server?.pid) {
    try {
      process.kill(-server.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(onPostgresRun)('the compiled server (NODE_ENV=production npm start)', () => {
  it('is live and ready', async () => {
    expect(await status('/api/health')).toBe(200);
    expect(await status('/api/ready')).toBe(200);
  });

  it('runs apps/api/dist/server.js with no TypeScript loader', () => {
    const commands = execFileSync('ps', ['-o', 'args=', '-g', String(server.pid)], { encoding: 'utf8' });
    expect(commands).toContain('apps/api/dist/server.js');
    expect(commands).not.toMatch(/tsx|\.ts\b/);
  });

  it('logs JSON lines, as production does', () => {
    const serving = output.split('\n').find((line) => line.includes('Sideline is serving'));
    expect(serving && JSON.parse(serving)).toMatchObject({ level: 30 });
  });
});
