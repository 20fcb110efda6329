import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'sideline-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Sideline</title>');
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(webDist, 'manifest.webmanifest'), '{"name":"Sideline"}');
  mkdirSync(path.join(webDist, 'shells'));
  for (const name of ['job', 'dashboard', 'site', 'home-signed-out']) {
    writeFileSync(
      path.join(webDist, 'shells', `${name}.html`),
      `<!doctype html><title>${name} shell</title>`,
    );
  }
  const routes = [
    { pattern: '^/$', file: 'index.html', signedOut: 'shells/home-signed-out.html' },
    { pattern: '^/jobs/([1-9][0-9]{0,14})/?$', file: 'shells/job.html', data: ['/api/jobs/$1'] },
    { pattern: '^/(dashboard|admin)(/|$)', file: 'shells/dashboard.html' },
    { pattern: '^/', file: 'shells/site.html' },
  ];
  writeFileSync(path.join(webDist, 'shells', 'routes.json'), JSON.stringify(routes));
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('answers client routes with the app shell, uncached, with a CSP', async () => {
    for (const url of ['/', '/jobs/12', '/dashboard/my-jobs?tab=active']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it("answers each client route with the shell that preloads that route's chunks", async () => {
    const expected: [string, string][] = [
      ['/', '<title>home-signed-out shell</title>'],
      ['/jobs/12?from=home', '<title>job shell</title>'],
      ['/jobs/12/edit', '<title>site shell</title>'],
      ['/jobs/not-a-number', '<title>site shell</title>'],
      ['/dashboard', '<title>dashboard shell</title>'],
      ['/admin/quote-requests', '<title>dashboard shell</title>'],
      ['/dashboards-are-not-a-page', '<title>site shell</title>'],
      ['/login', '<title>site shell</title>'],
    ];
    for (const [url, title] of expected) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(title);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('sends the prerendered home only to a request without a session cookie', async () => {
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/',
      cookies: { sideline_session: 'stale-or-not' },
    });
    expect(signedIn.body).toContain('<title>Sideline</title>');
    const signedOut = await t.app.inject({ method: 'GET', url: '/', cookies: { other: 'x' } });
    expect(signedOut.body).toContain('<title>home-signed-out shell</title>');
    // Rendered for the bare path only: a query string may change the page.
    const withQuery = await t.app.inject({ method: 'GET', url: '/?utm_source=flyer' });
    expect(withQuery.body).toContain('<title>Sideline</title>');
    for (const res of [signedIn, signedOut]) {
      expect(res.headers.vary).toMatch(/cookie/i);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // Other routes have no prerendered page: a cookie changes nothing there.
    const job = await t.app.inject({ method: 'GET', url: '/jobs/3', cookies: { sideline_session: 'x' } });
    expect(job.body).toContain('<title>job shell</title>');
  });

  it("names the page's first API GETs in a Link header, so they start with the page", async () => {
    const job = await t.app.inject({ method: 'GET', url: '/jobs/12?tab=details' });
    expect(job.headers.link).toBe('</api/jobs/12>; rel=preload; as=fetch; crossorigin=use-credentials');
    for (const url of ['/jobs/012', '/jobs/12/edit', '/login']) {
      expect((await t.app.inject({ method: 'GET', url })).headers.link, url).toBeUndefined();
    }
  });

  it('serves the service worker and the manifest uncached, typed, under the same CSP', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toContain('javascript');
    expect(sw.headers['cache-control']).toBe('no-cache');
    expect(sw.headers['content-security-policy']).toContain("worker-src 'self'");
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toContain('application/manifest+json');
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with year-long immutable caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset (an old name after a deploy) with 404, not the HTML shell', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found', code: 'not_found' });
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/nothing-here' })).json().code).toBe('not_found');
  });
});
