import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let webDist: string;
const script = `console.log(${JSON.stringify('x'.repeat(4000))});`;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'sideline-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  const shell = `<!doctype html><title>Sideline</title>${'<!-- padding -->'.repeat(100)}`;
  writeFileSync(path.join(webDist, 'index.html'), shell);
  writeFileSync(path.join(webDist, 'index.html.br'), brotliCompressSync('precompressed shell'));
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), script);
  // Different content from the original, so the test can tell the build's file from on-the-fly compression.
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync('precompressed br'));
  writeFileSync(path.join(webDist, 'assets', 'app-abc123.js.gz'), gzipSync('precompressed gz'));
  t = await createTestApp({ webDist });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('compressed replies', () => {
  it('compresses API answers with brotli or gzip, as the client accepts', async () => {
    const plain = await get('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get('/api/openapi.json', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/api/openapi.json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it("sends the build's precompressed asset with its encoding, type and immutable caching", async () => {
    const br = await get('/assets/app-abc123.js', 'gzip, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('precompressed br');

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('precompressed gz');

    const identity = await get('/assets/app-abc123.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(script);
  });

  it('serves the app shell precompressed, still never cached', async () => {
    for (const url of ['/', '/jobs/12']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe('precompressed shell');
    }
  });

  it('still answers a missing asset with a 404', async () => {
    expect((await get('/assets/app-old999.js', 'br')).statusCode).toBe(404);
  });
});
