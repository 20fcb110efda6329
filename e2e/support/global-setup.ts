import { spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startFakeStripe } from '../../apps/api/test/fakes/fake-stripe';
import { startFakeCheckr } from '../../apps/api/test/fakes/fake-checkr';
import { startMailCatcher } from './mail-catcher';

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

async function waitForHealth(url: string, server: { exitCode: number | null }): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server exited with code ${server.exitCode}; see its log`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url}/api/health within 90 s`);
}

/**
 * What the server log of a whole run must never hold: password hashes, and the tokens of every link
 * mailed during the run (each also signs in or resets a password), in any form.
 */
function secretsIn(log: string, mail: string): string[] {
  const leaks: string[] = [];
  if (log.includes('$argon2')) leaks.push('a password hash');
  if (/sideline_session=[A-Za-z0-9_-]{20,}/.test(log)) leaks.push('a session cookie');
  for (const line of mail.split('\n').filter(Boolean)) {
    const { link } = JSON.parse(line) as { link: string | null };
    const token = link ? new URL(link).searchParams.get('token') : null;
    if (token && log.includes(token)) leaks.push(`the token of ${new URL(link!).pathname}`);
  }
  return leaks;
}

/** Known to the tests (E2E_STRIPE_WEBHOOK_SECRET) so they can deliver signed card events. */
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_sideline';

/** Starts the real server on the built app, a free port and a fresh data directory (or database). */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sideline-e2e-'));
  const logFile = path.join(dataDir, 'server.log');
  const mailFile = path.join(dataDir, 'mail.jsonl');
  writeFileSync(mailFile, '');
  // Mail really goes out over SMTP and is caught here; the server (NODE_ENV=test) never logs links.
  const mailCatcher = await startMailCatcher(mailFile);
  // Card payments go to a local fake of Stripe's API (its hosted onboarding included); the tests
  // sign webhooks with the secret below and route Stripe.js to a local fake script.
  const fakeStripe = await startFakeStripe({
    webhook: { url: `${baseUrl}/api/webhooks/stripe`, secret: STRIPE_WEBHOOK_SECRET },
  });
  // Background checks go to a local fake of the provider (decision 0050): its hosted invitation page
  // asks for consent and a result, then signs the provider's webhooks with the API key below.
  const checkrKey = 'test_checkr_e2e_sideline';
  const fakeCheckr = await startFakeCheckr({
    apiKey: checkrKey,
    webhook: `${baseUrl}/api/webhooks/background-checks`,
    returnUrl: `${baseUrl}/dashboard/safety`,
  });
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    REGISTER_RATE_LIMIT: '1000',
    // Every test signs in from 127.0.0.1.
    LOGIN_ADDRESS_RATE_LIMIT: '100000',
    // Several specs sign in as the one demo admin; the per-account limit is tested in the API suite.
    LOGIN_RATE_LIMIT: '1000',
    DATABASE_URL: '',
    SMTP_URL: mailCatcher.url,
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
    STRIPE_WEBHOOK_SECRET: STRIPE_WEBHOOK_SECRET,
    STRIPE_API_URL: fakeStripe.url,
    CHECKR_API_KEY: checkrKey,
    CHECKR_API_URL: fakeCheckr.url,
    // POST /api/test/scheduled-work: the tests run the scheduled sweeps instead of waiting a minute.
    TEST_CONTROLS: 'true',
    // Most specs book a helper the moment they apply; application-window.spec.ts opens and closes a
    // job's window through the test controls.
    APPLICATION_WINDOW_MINUTES: '0',
  };

  let dropDatabase = async () => {};
  if (process.env.TEST_DATABASE_URL) {
    const name = `sideline_e2e_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(process.env.TEST_DATABASE_URL);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
    dropDatabase = async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    };
  }

  const log = createWriteStream(logFile);
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: root, env });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  await waitForHealth(baseUrl, server);

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_SERVER_LOG = logFile;
  process.env.E2E_MAIL_LOG = mailFile;
  process.env.E2E_STRIPE_WEBHOOK_SECRET = STRIPE_WEBHOOK_SECRET;
  process.env.E2E_STRIPE_API_URL = fakeStripe.url;
  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await mailCatcher.close();
    await fakeStripe.close();
    await fakeCheckr.close();
    await dropDatabase();
    const leaks = secretsIn(readFileSync(logFile, 'utf8'), readFileSync(mailFile, 'utf8'));
    // E2E_KEEP_LOG=1 keeps the server log and the caught mail for a failure's post-mortem.
    if (!process.env.E2E_KEEP_LOG) rmSync(dataDir, { recursive: true, force: true });
    else console.log(`server log kept: ${logFile}`);
    if (leaks.length > 0) throw new Error(`the server log holds secrets: ${leaks.join('; ')}`);
  };
}
