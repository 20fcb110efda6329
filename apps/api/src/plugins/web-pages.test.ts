import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { request as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGunzip, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerCompression } from './compression.js';
import { sendPage } from './web-pages.js';

// A page as React streams it: many parts, some in later turns, the last one when the test says.
const parts = Array.from(
  { length: 40 },
  (_, i) => `<section id="s${i}">${'rendered text '.repeat(60)}</section>`,
);
const whole = `<!DOCTYPE html><html><body>${parts.join('')}<p>deferred</p></body></html>`;
let releaseLast: () => void = () => undefined;

function streamedPage(holdLast = false): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode('<!DOCTYPE html><html><body>'));
      for (const [i, part] of parts.entries()) {
        controller.enqueue(encoder.encode(part));
        if (i % 10 === 9) await new Promise((resolve) => setImmediate(resolve));
      }
      if (holdLast) await new Promise<void>((resolve) => (releaseLast = resolve));
      controller.enqueue(encoder.encode('<p>deferred</p></body></html>'));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'content-type': 'text/html; charset=utf-8' } });
}

let app: FastifyInstance;
beforeAll(async () => {
  app = Fastify();
  await registerCompression(app);
  app.get('/page', (request, reply) => sendPage(request, reply, streamedPage()));
  app.get('/held', (request, reply) => sendPage(request, reply, streamedPage(true)));
  await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  releaseLast();
  await app.close();
});

describe('a streamed page (decision 0054)', () => {
  it('arrives gzipped and whole when the browser accepts brotli and gzip', async () => {
    const reply = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers.vary).toContain('accept-encoding');
    expect(reply.headers['cache-control']).toBe('private, no-cache');
    expect(reply.rawPayload.length).toBeLessThan(whole.length / 5);
    expect(gunzipSync(reply.rawPayload).toString()).toBe(whole);
  });

  it('arrives as it is when the browser accepts no compression', async () => {
    const reply = await app.inject({ url: '/page' });
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body).toBe(whole);
  });

  it('sends what is rendered before a later part is written', async () => {
    const { port } = app.server.address() as AddressInfo;
    const text = await new Promise<string>((resolve, reject) => {
      const request = httpGet({ port, path: '/held', headers: { 'accept-encoding': 'gzip' } }, (response) => {
        expect(response.headers['content-encoding']).toBe('gzip');
        let received = '';
        const gunzip = response.pipe(createGunzip());
        gunzip.on('data', (chunk: Buffer) => {
          received += chunk.toString();
          // Every section is here while the last part is still held back: then let it come.
          if (received.includes(`id="s${parts.length - 1}"`) && !received.includes('deferred')) releaseLast();
        });
        gunzip.on('end', () => resolve(received));
        gunzip.on('error', reject);
      });
      request.on('error', reject);
      request.end();
    });
    expect(text).toBe(whole);
  });
});
