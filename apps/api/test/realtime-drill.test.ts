import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { startMetricsServer } from '../src/lib/metrics-server.js';
import { createTestApp, registerUser, type TestApp } from './test-app.js';
import { openEventStream } from './sse.js';

/**
 * The live channel's drill on PostgreSQL: an event stream is open, the instance's LISTEN connection
 * is terminated and PostgreSQL refuses new connections to the database for a while (as during a
 * restart). Readiness and the gauge must say so, the listener must come back by itself once
 * connections are allowed, and the stream must get what was sent while it was away and after.
 */
const serverUrl = inject('postgresServerUrl');
let t: TestApp;
let baseUrl: string;
let metricsServer: Awaited<ReturnType<typeof startMetricsServer>>;
let databaseName: string;

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

const readyStatus = async () => (await fetch(`${baseUrl}/api/ready`)).status;
const connectedGauge = async () => {
  const text = await (await fetch(`http://127.0.0.1:${metricsServer.port}/metrics`)).text();
  return /^sideline_event_bus_connected (\d+)$/m.exec(text)?.[1];
};

beforeAll(async () => {
  if (!serverUrl) return;
  t = await createTestApp({ metrics: { port: 0, host: '127.0.0.1' } });
  metricsServer = await startMetricsServer(t.app.metrics!, { port: 0, host: '127.0.0.1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  databaseName = new URL(t.database.url!).pathname.slice(1);
});

afterAll(async () => {
  if (databaseName)
    await admin((c) => c.query(`alter database "${databaseName}" allow_connections true`)).catch(
      () => undefined,
    );
  await metricsServer?.close();
  await t?.close();
});

describe.skipIf(!serverUrl)('the live channel loses PostgreSQL (needs TEST_DATABASE_URL)', () => {
  it('reports it in readiness and metrics, reconnects, and the open stream misses nothing', async () => {
    const sender = await registerUser(t.app);
    const recipient = await registerUser(t.app);
    const send = async (content: string) => {
      const res = await fetch(`${baseUrl}/api/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: sender.cookie },
        body: JSON.stringify({ recipientId: recipient.user.id, content }),
      });
      expect(res.status).toBe(201);
    };
    const stream = await openEventStream(baseUrl, recipient.cookie);
    try {
      await stream.waitFor((e) => e.type === 'unread');
      await send('before the drill');
      await stream.waitFor((e) => e.type === 'message' && e.message.content === 'before the drill');
      expect(await readyStatus()).toBe(200);
      expect(await connectedGauge()).toBe('1');

      // PostgreSQL goes away for new connections, and the listener's backend is terminated.
      await admin(async (c) => {
        await c.query(`alter database "${databaseName}" allow_connections false`);
        const killed = await c.query(
          `select pg_terminate_backend(pid) from pg_stat_activity
            where datname = $1 and application_name = 'sideline-events'`,
          [databaseName],
        );
        expect(killed.rowCount).toBe(1);
      });
      await expect.poll(readyStatus, { timeout: 10_000, interval: 100 }).toBe(503);
      expect(await connectedGauge()).toBe('0');
      const notReady = await (await fetch(`${baseUrl}/api/ready`)).json();
      expect(notReady).toMatchObject({ code: 'not_ready' });
      // Sent through a pooled connection still open: published while nobody here listens.
      await send('during the outage');
      await new Promise((r) => setTimeout(r, 1500));

      await admin((c) => c.query(`alter database "${databaseName}" allow_connections true`));
      await expect.poll(readyStatus, { timeout: 20_000, interval: 200 }).toBe(200);
      expect(await connectedGauge()).toBe('1');
      await stream.waitFor((e) => e.type === 'message' && e.message.content === 'during the outage', 5000);
      await send('after the reconnect');
      await stream.waitFor((e) => e.type === 'message' && e.message.content === 'after the reconnect', 5000);

      // One stream throughout, each message once.
      const contents = stream.received.flatMap((r) =>
        r.event.type === 'message' ? [r.event.message.content] : [],
      );
      expect(contents).toEqual(['before the drill', 'during the outage', 'after the reconnect']);
    } finally {
      await stream.close();
    }
  }, 90_000);
});
