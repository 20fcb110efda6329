import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTracing, type Tracing } from '../src/lib/tracing.js';
import { createTestApp, registerUser, type TestApp } from './test-app.js';

/**
 * docs/operations.md, "Traces": a request's queries are its child spans; queries outside requests
 * (the job queue's polling and maintenance, its jobs' work) are not traced. The queue's workers run
 * here as on a server, so a context leaking from a request into the queue's timers would show.
 */
interface OtlpSpan {
  name: string;
  traceId: string;
  attributes: Array<{ key: string; value: { stringValue?: string } }>;
}
interface OtlpExport {
  resourceSpans: Array<{ scopeSpans: Array<{ spans: OtlpSpan[] }> }>;
}

const exports: OtlpExport[] = [];
let collector: http.Server;
let tracing: Tracing;
let t: TestApp;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

const spans = () =>
  exports.flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));
const attribute = (span: OtlpSpan, key: string) =>
  span.attributes.find((a) => a.key === key)?.value.stringValue;

beforeAll(async () => {
  if (!onPostgres) return;
  collector = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      exports.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  tracing = await startTracing({ endpoint, serviceName: 'sideline-test' });
  t = await createTestApp({}, { tracing, queueWorkers: true });
});

afterAll(async () => {
  await t?.close();
  await tracing?.shutdown();
  await new Promise((resolve) => (collector ? collector.close(resolve) : resolve(undefined)));
});

describe.skipIf(!onPostgres)('traces and the job queue (PostgreSQL; needs TEST_DATABASE_URL)', () => {
  it("exports requests' queries, and none of the queue's own work between requests", async () => {
    const { cookie } = await registerUser(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).statusCode,
    ).toBe(200);
    // The queue polls every few seconds: several rounds after the requests, in their wake.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    await tracing.flush();

    const requestTraces = new Set(
      spans()
        .filter((s) => s.name === 'request')
        .map((s) => s.traceId),
    );
    const queries = spans().filter((s) => attribute(s, 'db.system.name') === 'postgresql');
    expect(requestTraces.size).toBeGreaterThanOrEqual(2);
    expect(queries.length).toBeGreaterThan(0);
    const outside = queries.filter((s) => !requestTraces.has(s.traceId));
    expect(outside.map((s) => attribute(s, 'db.query.text'))).toEqual([]);
    // No polling statement of the queue's, in a request's trace or out of one.
    const polling = queries.filter((s) =>
      /fetch|FOR UPDATE SKIP LOCKED/i.test(attribute(s, 'db.query.text') ?? ''),
    );
    expect(polling.map((s) => attribute(s, 'db.query.text'))).toEqual([]);
  }, 30_000);
});
