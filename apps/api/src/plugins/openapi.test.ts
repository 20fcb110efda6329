import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { z } from 'zod';
import { dollarsCodec } from '@sideline/shared';
import { DOCS_PREFIX, OPENAPI_PATH, wireJsonSchema } from './openapi.js';

interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  doc = res.json<Document>();
});
afterAll(() => t.close());

/** Fastify's `/api/jobs/:id` is OpenAPI's `/api/jobs/{id}`. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const isDocsRoute = (url: string) =>
  url === OPENAPI_PATH || url === DOCS_PREFIX || url.startsWith(`${DOCS_PREFIX}/`);

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1', () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it('documents every route with a response schema for its success status', () => {
    const routes = t.app.routeTable.filter((r) => r.method !== 'HEAD' && !isDocsRoute(r.url));
    expect(routes.length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.url}`;
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        problems.push(`${name}: missing from the document`);
        continue;
      }
      const success = Object.keys(route.schema?.response ?? {}).find((status) => /^2\d\d$/.test(status));
      if (!success) {
        problems.push(`${name}: no 2xx response schema`);
        continue;
      }
      const content = operation.responses?.[success]?.content ?? {};
      if (!Object.values(content).some((c) => c.schema && typeof c.schema === 'object'))
        problems.push(`${name}: no schema for ${success} in the document`);
    }
    expect(problems).toEqual([]);
  });

  it("documents responses as they go on the wire: money in dollars (the codec's input side)", () => {
    const job = z.object({ hourlyRate: dollarsCodec(), jobDate: z.date() });
    const wire = wireJsonSchema(job) as { properties: Record<string, { type: string; format?: string }> };
    expect(wire.properties.hourlyRate!.type).toBe('number');
    expect(wire.properties.jobDate).toMatchObject({ type: 'string', format: 'date-time' });
    // The codec's output side (cents, what services hold) must not be what the document shows.
    expect(z.toJSONSchema(dollarsCodec(), { io: 'output' })).toMatchObject({ type: 'integer' });
  });

  it('documents the error body once and refers to it', () => {
    const unauthorized = JSON.stringify(doc.paths['/api/auth/user']?.get?.responses?.['401']);
    expect(unauthorized).toContain('#/components/schemas/ErrorBody');
  });

  it('serves a reference page that loads its script from this site under the CSP', async () => {
    const page = await t.app.inject({ method: 'GET', url: DOCS_PREFIX });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    expect(page.body).not.toMatch(/<script>(?!\s*<)/);
    for (const src of scripts) {
      expect(src.startsWith('/api/docs/')).toBe(true);
      expect((await t.app.inject({ method: 'GET', url: src })).statusCode).toBe(200);
    }
    const spec = await t.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    expect(spec.json<Document>().paths).toEqual(doc.paths);
  });
});
