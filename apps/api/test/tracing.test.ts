import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { startTracing, type Tracing } from '../src/lib/tracing.js';
import { REVIEW_PUBLICATION_QUEUE } from '../src/modules/reviews/review-sweep.js';
import { createTestApp, registerUser, type TestApp } from './test-app.js';
import { issuedFeed } from './kits/calendar-test-kit.js';

/**
 * Traces as a collector receives them: a local OTLP/HTTP endpoint (JSON, as the exporter sends),
 * the app built with tracing started as server.ts starts it.
 */
interface OtlpSpan {
  name: string;
  traceId: string;
  parentSpanId?: string;
  attributes: Array<{ key: string; value: { stringValue?: string; intValue?: number | string } }>;
}
interface OtlpExport {
  resourceSpans: Array<{
    resource: { attributes: OtlpSpan['attributes'] };
    scopeSpans: Array<{ spans: OtlpSpan[] }>;
  }>;
}

const exports: OtlpExport[] = [];
const paths: string[] = [];
let collector: http.Server;
let tracing: Tracing;
let t: TestApp;
let email = '';

const attribute = (span: OtlpSpan, key: string) => {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? value?.intValue;
};
const spans = () =>
  exports.flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans)));

beforeAll(async () => {
  collector = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      paths.push(req.url ?? '');
      exports.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  tracing = await startTracing({ endpoint, serviceName: 'sideline-test' });
  t = await createTestApp({}, { tracing });
});

afterAll(async () => {
  await t?.close();
  // Unpatched and unregistered: later files in this worker run untraced.
  await tracing?.shutdown();
  await new Promise((resolve) => collector?.close(resolve));
});

describe('OpenTelemetry over OTLP (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('exports a span per request, with its route, to the collector’s /v1/traces', async () => {
    const { cookie, body } = await registerUser(t.app);
    email = body.email;
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    await tracing.flush();

    expect(paths.every((p) => p === '/v1/traces')).toBe(true);
    const service = exports[0]?.resourceSpans[0]?.resource.attributes.find((a) => a.key === 'service.name');
    expect(service?.value.stringValue).toBe('sideline-test');
    const routes = spans().map((s) => attribute(s, 'http.route'));
    expect(routes).toContain('/api/auth/register');
    expect(routes).toContain('/api/auth/user');
  });

  it('never exports a query string (links carry tokens there)', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health?token=secret-token-value' });
    await tracing.flush();
    const health = spans().find((s) => s.name === 'request' && attribute(s, 'http.route') === '/api/health');
    expect(attribute(health!, 'url.path')).toBe('/api/health');
    expect(JSON.stringify(exports)).not.toContain('secret-token-value');
    // Queries are exported with their placeholders, never their values (the sign-up's email).
    expect(JSON.stringify(exports)).not.toContain(email);
  });

  it("never exports a calendar feed's token (the path's secret parameter is redacted)", async () => {
    const { cookie } = await registerUser(t.app);
    const { feedPath, token } = await issuedFeed(t.app, cookie);
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);
    await tracing.flush();
    const feed = spans().find(
      (s) => s.name === 'request' && attribute(s, 'http.route') === '/api/calendar/:token.ics',
    );
    expect(attribute(feed!, 'url.path')).toBe('/api/calendar/[redacted].ics');
    expect(JSON.stringify(exports)).not.toContain(token);
  });

  it('PostgreSQL queries are child spans of the request that made them', async () => {
    if (t.database.kind !== 'postgres') return; // PGlite runs in-process: no driver to instrument
    const request = spans().find((s) => attribute(s, 'http.route') === '/api/auth/user')!;
    const queries = spans().filter(
      (s) => s.traceId === request.traceId && attribute(s, 'db.system.name') === 'postgresql',
    );
    expect(queries.length).toBeGreaterThan(0);
  });

  // docs/operations.md, "Traces": queries outside requests (the job queue's polling and upkeep, its
  // jobs' work) are not traced. The queue's workers run here as on a server, so a context leaking from
  // a request into the queue's timers would show. In this file because node-postgres is patched once
  // per process: a second start of tracing in the same test worker would trace no query at all.
  it("exports requests' queries, and none of the queue's own work between requests", async () => {
    if (t.database.kind !== 'postgres') return; // PGlite runs in-process: no driver to instrument
    const queued = await createTestApp({}, { tracing, queueWorkers: true });
    try {
      const { cookie } = await registerUser(queued.app);
      const me = await queued.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } });
      expect(me.statusCode).toBe(200);
      // A job sent outside any request, as a cron tick sends one, and run by the workers.
      const id = randomUUID();
      await queued.app.queue.send(REVIEW_PUBLICATION_QUEUE, {}, { id });
      const state = async () => (await queued.app.queue.boss.getJobById(REVIEW_PUBLICATION_QUEUE, id))?.state;
      const done = Date.now() + 15_000;
      while ((await state()) !== 'completed' && Date.now() < done) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(await state()).toBe('completed');
      // The queue polls every few seconds: more rounds after the requests, in their wake.
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      await tracing.flush();
    } finally {
      await queued.close();
    }
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
      /fetch|FOR UPDATE SKIP LOCKED/i.test(String(attribute(s, 'db.query.text') ?? '')),
    );
    expect(polling.map((s) => attribute(s, 'db.query.text'))).toEqual([]);
  }, 30_000);
});
