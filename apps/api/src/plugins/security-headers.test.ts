import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let plain: TestApp;
let production: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'sideline-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Sideline</title>');
  plain = await createTestApp({ webDist });
  // Production with the card provider configured, as payments will run.
  const { cspOrigins } = loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_123' });
  production = await createTestApp({ env: 'production', webDist, cspOrigins });
});
afterAll(async () => {
  await plain.close();
  await production.close();
  rmSync(webDist, { recursive: true, force: true });
});

const directives = (csp: string | undefined) =>
  Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...v]) => [name, v]),
  );

describe('security headers', () => {
  it('every page carries the strict policy', async () => {
    for (const url of ['/', '/jobs/12', '/api/docs', '/api/docs/']) {
      const res = await plain.app.inject({ method: 'GET', url });
      const csp = directives(res.headers['content-security-policy'] as string);
      expect(csp['default-src'], url).toEqual(["'self'"]);
      expect(csp['script-src'], url).toEqual(["'self'"]);
      expect(csp['frame-src'], url).toEqual(["'none'"]);
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-opener-policy'], url).toBe('same-origin');
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(res.headers['cache-control'], url).not.toBe('no-store');
    }
  });

  it('every API reply, answer or refusal, allows nothing, is never cached and carries no page-only headers', async () => {
    const replies = [
      ['/api/health', 200],
      ['/api/nothing-here', 404],
      ['/api/auth/user', 401],
      ['/api/jobs/not-a-number', 400],
      ['/api/docsx', 404],
    ] as const;
    for (const [url, status] of replies) {
      const res = await plain.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(res.headers['cache-control'], url).toBe('no-store');
      for (const pageOnly of [
        'cross-origin-opener-policy',
        'origin-agent-cluster',
        'x-dns-prefetch-control',
        'x-download-options',
        'x-permitted-cross-domain-policies',
        'x-xss-protection',
      ]) {
        expect(res.headers[pageOnly], `${url} ${pageOnly}`).toBeUndefined();
      }
    }
  });

  it('adds HSTS in production', async () => {
    for (const url of ['/api/health', '/']) {
      const res = await production.app.inject({ method: 'GET', url });
      expect(res.headers['strict-transport-security'], url).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it("admits the card provider's script and frames only when it is configured", async () => {
    const res = await production.app.inject({ method: 'GET', url: '/' });
    const csp = directives(res.headers['content-security-policy'] as string);
    expect(csp['script-src']).toEqual(["'self'", 'https://js.stripe.com']);
    expect(csp['frame-src']).toContain('https://js.stripe.com');
    expect(csp['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
  });
});
