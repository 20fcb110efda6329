import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import { SMTPServer } from 'smtp-server';
import { inject } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { DELIVER_EMAIL_QUEUE } from '../src/lib/mailer.js';
import { QUEUE_SCHEMA } from '../src/lib/queue.js';
import { outbox } from '../src/db/schema/index.js';
import { withDatabase } from './global-setup.js';

/** The real processes: a queued job outlives a SIGKILL, and two servers on one PostgreSQL share the work. */
const root = path.resolve(import.meta.dirname, '../../..');
const serverUrl = inject('postgresServerUrl');
let dir: string;
const children: ChildProcess[] = [];
const received: Array<{ to: string; subject: string }> = [];
let smtp: SMTPServer;
let smtpUrl: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Polls for an outcome another process produces (never a fixed sleep standing in for it). */
async function waitFor(check: () => Promise<boolean> | boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A fresh database for this file: a PGlite data directory or a PostgreSQL database, both migrated. */
async function freshDatabase(): Promise<{ env: NodeJS.ProcessEnv; url?: string; dataDir: string }> {
  const dataDir = path.join(dir, 'data');
  if (serverUrl) {
    const name = `sideline_q_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${inject('postgresTemplate')}"`);
    await admin.end();
    const url = withDatabase(serverUrl, name);
    return { env: { DATABASE_URL: url, DATA_DIR: dataDir }, url, dataDir };
  }
  const prepared = await openDatabase({
    kind: 'pglite',
    dataDir: path.join(dataDir, 'pglite'),
    loadDataDir: new Blob([readFileSync(inject('pgliteTemplatePath'))]),
  });
  await prepared.close();
  return { env: { DATABASE_URL: '', DATA_DIR: dataDir }, dataDir };
}

function start(script: string, env: NodeJS.ProcessEnv): { child: ChildProcess; output: () => string } {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      WEB_DIST: path.join(dir, 'no-web'),
      SMTP_URL: smtpUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
  children.push(child);
  return { child, output: () => output };
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()));

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sideline-queue-'));
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(raw)?.[1] ?? '';
        for (const r of session.envelope.rcptTo) received.push({ to: r.address, subject });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await Promise.all(children.map(exited));
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

describe('the job queue across processes', () => {
  it('delivers an email queued by a process killed with SIGKILL, after the restart', async () => {
    const db = await freshDatabase();
    const to = `crash-${randomBytes(4).toString('hex')}@example.com`;
    const writer = start('apps/api/test/queue-child.ts', { ...db.env, CHILD_MAIL_TO: to });
    await waitFor(
      () => writer.output().includes('queued'),
      90_000,
      `the child to queue a mail:\n${writer.output()}`,
    );
    writer.child.kill('SIGKILL');
    await exited(writer.child);
    expect(received.filter((m) => m.to === to)).toHaveLength(0);

    const port = await freePort();
    const server = start('apps/api/src/server.ts', { ...db.env, PORT: String(port) });
    await waitFor(() => healthy(port), 90_000, `the server to start:\n${server.output()}`);
    await waitFor(() => received.some((m) => m.to === to), 60_000, 'the queued mail to be delivered');
    expect(received.filter((m) => m.to === to)).toEqual([{ to, subject: 'Queued before the crash' }]);
    server.child.kill('SIGTERM');
    await exited(server.child);
    expect(server.child.exitCode).toBe(0);

    const check = await openDatabase(
      db.url
        ? { kind: 'postgres', url: db.url }
        : { kind: 'pglite', dataDir: path.join(db.dataDir, 'pglite') },
    );
    try {
      const rows = await check.db.select().from(outbox);
      expect(rows.find((r) => r.toEmail === to)?.sentAt).toBeInstanceOf(Date);
    } finally {
      await check.close();
    }
  }, 240_000);

  it.skipIf(!serverUrl)(
    'runs a job scheduled for a time once, with two servers on one PostgreSQL',
    async () => {
      const db = await freshDatabase();
      const ports = [await freePort(), await freePort()];
      const servers = ports.map((port) => start('apps/api/src/server.ts', { ...db.env, PORT: String(port) }));
      for (const [i, port] of ports.entries()) {
        await waitFor(() => healthy(port), 90_000, `server ${i} to start:\n${servers[i]!.output()}`);
      }

      const database = await openDatabase({ kind: 'postgres', url: db.url!, poolSize: 2 });
      const boss = new PgBoss({
        connectionString: db.url!,
        schema: QUEUE_SCHEMA,
        supervise: false,
        schedule: false,
      });
      try {
        await boss.start();
        const to = `once-${randomBytes(4).toString('hex')}@example.com`;
        const [row] = await database.db
          .insert(outbox)
          .values({
            toEmail: to,
            subject: 'Scheduled once',
            textBody: 'once',
            htmlBody: '<p>once</p>',
            kind: 'queue_probe',
          })
          .returning({ id: outbox.id });
        // Scheduled two seconds ahead: both servers are polling when it comes due.
        const jobId = await boss.sendAfter(
          DELIVER_EMAIL_QUEUE,
          { outboxId: row!.id },
          null,
          new Date(Date.now() + 2000),
        );
        await waitFor(
          async () => (await boss.findJobs(DELIVER_EMAIL_QUEUE, { id: jobId! }))[0]?.state === 'completed',
          60_000,
          'the scheduled job to complete',
        );
        const [job] = await boss.findJobs(DELIVER_EMAIL_QUEUE, { id: jobId! });
        expect(job!.retryCount).toBe(0);
        expect(received.filter((m) => m.to === to)).toEqual([{ to, subject: 'Scheduled once' }]);

        // Both servers declared the same cron schedules: stored once each, so each tick makes one job.
        const schedules = await boss.getSchedules();
        const names = schedules.map((s) => s.name).sort();
        expect(names).toEqual([...new Set(names)]);
        expect(names).toContain('game-reminders');
      } finally {
        await boss.stop({ graceful: false, close: true });
        await database.close();
        for (const server of servers) server.child.kill('SIGTERM');
        await Promise.all(servers.map((s) => exited(s.child)));
      }
    },
    240_000,
  );
});
