import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { call, createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';
import { openEventStream } from '../../../test/sse.js';

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ registerRateLimit: 1000 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const send = (cookie: string, recipientId: number, content: string) =>
  call(t.app, 'POST', '/api/messages', cookie, { recipientId, content }).then(
    (r) => r.json() as { id: number },
  );

describe('GET /api/events', () => {
  it('needs a session', async () => {
    expect((await fetch(`${baseUrl}/api/events`)).status).toBe(401);
  });

  it('pushes a new message, the unread total and the read receipt live', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const streamB = await openEventStream(baseUrl, b.cookie);
    const streamA = await openEventStream(baseUrl, a.cookie);
    expect(streamB.response.headers.get('content-type')).toContain('text/event-stream');
    await streamB.waitFor((e) => e.type === 'unread' && e.total === 0);

    const sent = await send(a.cookie, b.user.id, 'Are you free Saturday?');
    const arrived = await streamB.waitFor((e) => e.type === 'message' && e.message.id === sent.id, 1000);
    expect(arrived.id).toBe(String(sent.id));
    await streamB.waitFor((e) => e.type === 'unread' && e.total === 1);
    await streamA.waitFor((e) => e.type === 'message' && e.message.id === sent.id);

    await call(t.app, 'POST', `/api/messages/read/${a.user.id}`, b.cookie);
    const receipt = await streamA.waitFor((e) => e.type === 'read');
    expect(receipt.event).toMatchObject({ type: 'read', readerId: b.user.id });
    await streamB.waitFor((e) => e.type === 'unread' && e.total === 0 && streamB.received.length > 3);
    await Promise.all([streamA.close(), streamB.close()]);
  });

  it('never shows a user anyone else’s messages', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const eve = await registerUser(t.app);
    const streamEve = await openEventStream(baseUrl, eve.cookie);
    await send(a.cookie, b.user.id, 'secret');
    await new Promise((r) => setTimeout(r, 300));
    expect(streamEve.received.filter((r) => r.event.type === 'message')).toEqual([]);
    await streamEve.close();
  });

  it('catches a reconnecting client up from Last-Event-ID, without duplicates', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    const first = await send(a.cookie, b.user.id, 'one');
    const missed1 = await send(a.cookie, b.user.id, 'two');
    const missed2 = await send(b.cookie, a.user.id, 'three');
    const stream = await openEventStream(baseUrl, b.cookie, first.id);
    await stream.waitFor((e) => e.type === 'unread');
    const ids = stream.received.filter((r) => r.event.type === 'message').map((r) => Number(r.id));
    expect(ids).toEqual([missed1.id, missed2.id]);
    await stream.close();
  });

  it.each(['2147483648', '99999999999999999999', 'abc', '-1', '0', '1.5', ''])(
    'treats a bad Last-Event-ID (%j) as none: the stream opens and stays open',
    async (lastEventId) => {
      const a = await registerUser(t.app);
      const b = await registerUser(t.app);
      const stream = await openEventStream(baseUrl, b.cookie, lastEventId);
      expect(stream.response.status).toBe(200);
      await stream.waitFor((e) => e.type === 'unread' && e.total === 0);
      const sent = await send(a.cookie, b.user.id, 'still listening?');
      await stream.waitFor((e) => e.type === 'message' && e.message.id === sent.id);
      await stream.close();
    },
  );
});

describe('shutting down', () => {
  it('ends open streams so the server can close and browsers reconnect elsewhere', async () => {
    const other = await createTestApp({ registerRateLimit: 1000 });
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(other.app.server.address() as AddressInfo).port}`;
    const user = await registerUser(other.app);
    const stream = await openEventStream(url, user.cookie);
    await stream.waitFor((e) => e.type === 'unread');
    const started = Date.now();
    await other.close();
    expect(Date.now() - started).toBeLessThan(5000);
    await stream.close();
  });
});
