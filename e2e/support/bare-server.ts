import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

interface StartedServer {
  url: string;
  close(): Promise<void>;
}

/** A real server of this checkout on a port of its own, with its own embedded database. */
async function startServer(name: string, settings: NodeJS.ProcessEnv): Promise<StartedServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `sideline-e2e-${name}-`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    // As on the suite's own server: the specs book a helper the moment they apply.
    APPLICATION_WINDOW_MINUTES: '0',
    REGISTER_RATE_LIMIT: '1000',
    LOGIN_ADDRESS_RATE_LIMIT: '100000',
    DATABASE_URL: '',
    SMTP_URL: '',
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
    STRIPE_WEBHOOK_SECRET: '',
    STRIPE_API_URL: '',
    CHECKR_API_KEY: '',
    CHECKR_API_URL: '',
    ...settings,
  };
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the ${name} server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the ${name} server did not start within 90 s`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    close: async () => {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second real server on the same build, configured as a fresh machine is: no card provider keys
 * (and its own embedded database), for the "card payments are not set up" states. The suite's
 * main server has card payments set up.
 */
export const startServerWithoutCards = () => startServer('nocards', { SEED_DEMO: 'false' });

/**
 * A real server that serves the framework build's pages (decision 0054) with the demo data, built
 * first where this checkout has none (CI builds it once for the API suites).
 */
export async function startFrameworkServer(): Promise<StartedServer> {
  const build = path.join(root, 'apps/web/build');
  if (!existsSync(path.join(build, 'server', 'index.js'))) {
    execFileSync('npm', ['run', 'build:framework', '-w', '@sideline/web'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'ignore',
    });
  }
  return startServer('framework', { SEED_DEMO: 'true', WEB_FRAMEWORK_BUILD: build });
}
