import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { openTestDatabase } from '../../../test/test-db.js';
import { signupBody } from '../../../test/test-app.js';
import { openEventStream } from '../../../test/sse.js';
import type { Database } from '../../db/client.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const serverEntry = fileURLToPath(new URL('../../server.ts', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      WEB_DIST: '/nonexistent',
    },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child };
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('server did not start');
}

async function register(url: string) {
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(signupBody()),
  });
  const cookie = res.headers.get('set-cookie')!.split(';')[0]!;
  return { cookie, user: (await res.json()) as { id: number } };
}

describe.skipIf(!onPostgres)('two API processes on one PostgreSQL database (needs TEST_DATABASE_URL)', () => {
  let database: Database;
  const servers: ChildProcess[] = [];
  beforeAll(async () => {
    database = await openTestDatabase();
    await database.pool!.end();
  }, 60_000);
  afterAll(async () => {
    for (const child of servers) child.kill('SIGTERM');
    await Promise.all(
      servers.map((c) => new Promise((r) => (c.exitCode !== null ? r(null) : c.once('exit', r)))),
    );
    await database.close().catch(() => undefined);
  });

  it('delivers a message sent through one to an event stream on the other', async () => {
    const [a, b] = await Promise.all([startServer(database.url!), startServer(database.url!)]);
    servers.push(a.child, b.child);
    const sender = await register(a.url);
    const recipient = await register(b.url);
    const stream = await openEventStream(b.url, recipient.cookie);
    await stream.waitFor((e) => e.type === 'unread');
    const res = await fetch(`${a.url}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: sender.cookie },
      body: JSON.stringify({ recipientId: recipient.user.id, content: 'Across instances' }),
    });
    expect(res.status).toBe(201);
    const arrived = await stream.waitFor(
      (e) => e.type === 'message' && e.message.content === 'Across instances',
      3000,
    );
    expect(arrived.event).toMatchObject({ message: { senderId: sender.user.id } });
    await stream.close();
  }, 90_000);
});
