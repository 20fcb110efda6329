import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loggerOptions } from './logger.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const HOSTILE = ['a'.repeat(129), 'has space', 'semi;colon', 'quote"d', 'slash/ed', 'ünïcode', ''];

const lines: Array<Record<string, unknown>> = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let behindProxy: TestApp; // its only peer (inject's 127.0.0.1) is a trusted proxy
let direct: TestApp; // TRUST_PROXY unset: clients connect directly
beforeAll(async () => {
  behindProxy = await createTestApp(
    { trustProxy: ['127.0.0.1'] },
    { logger: { ...(loggerOptions({ env: 'test', logLevel: 'info' }) as object), stream } },
  );
  direct = await createTestApp();
});
afterAll(async () => {
  await behindProxy?.close();
  await direct?.close();
});

const get = (t: TestApp, url: string, id?: string, remoteAddress?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    ...(id !== undefined ? { headers: { 'x-request-id': id } } : {}),
    ...(remoteAddress ? { remoteAddress } : {}),
  });

describe('X-Request-Id', () => {
  it('is returned on every answer, a fresh id when none is given', async () => {
    const ok = await get(direct, '/api/health');
    const missing = await get(direct, '/api/nope');
    const bad = await get(direct, '/api/jobs/not-a-number');
    // Refused by the router itself (a broken percent-escape), before any hook runs.
    const badEscape = await get(direct, '/api/jobs/%E0%A4%A');
    expect(badEscape.statusCode).toBe(400);
    const all = [ok, missing, bad, badEscape];
    for (const res of all) expect(res.headers['x-request-id']).toMatch(UUID);
    expect(new Set(all.map((r) => r.headers['x-request-id'])).size).toBe(all.length);
  });

  it("keeps a trusted proxy's id", async () => {
    const res = await get(behindProxy, '/api/health', 'lb-1234.abc_DEF-5');
    expect(res.headers['x-request-id']).toBe('lb-1234.abc_DEF-5');
    expect((await get(behindProxy, '/api/health', 'x'.repeat(128))).headers['x-request-id']).toBe(
      'x'.repeat(128),
    );
  });

  it("replaces an untrusted client's id", async () => {
    expect((await get(direct, '/api/health', 'client-chosen')).headers['x-request-id']).toMatch(UUID);
    // Behind a proxy, a peer that is not the proxy is a client too.
    const stranger = await get(behindProxy, '/api/health', 'client-chosen', '203.0.113.9');
    expect(stranger.headers['x-request-id']).toMatch(UUID);
  });

  it('replaces a hostile id even from a trusted proxy', async () => {
    for (const id of HOSTILE)
      expect((await get(behindProxy, '/api/health', id)).headers['x-request-id'], id).toMatch(UUID);
  });

  it('is on every log line of the request', async () => {
    lines.length = 0;
    await get(behindProxy, '/api/nope', 'trace-me-42');
    const mine = lines.filter((l) => l.reqId === 'trace-me-42');
    expect(mine.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(lines.every((l) => l.reqId === 'trace-me-42')).toBe(true);
  });
});
