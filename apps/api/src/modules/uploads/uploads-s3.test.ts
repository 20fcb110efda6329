import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { createTestApp, registerUser, type TestApp } from '../../../test/test-app.js';
import { image, upload } from '../../../test/kits/upload-test-kit.js';

/**
 * A stand-in for an S3-compatible service (the network boundary we cannot reach here): it keeps
 * objects in memory and answers PUT, GET and DELETE on /{bucket}/{key} like path-style S3 does.
 */
function fakeS3(): { server: Server; objects: Map<string, { body: Buffer; type: string }> } {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server = createServer((req, res) => {
    void (async () => {
      const key = decodeURIComponent((req.url ?? '').split('?')[0]!);
      if (req.method === 'PUT') {
        objects.set(key, { body: await readBody(req), type: String(req.headers['content-type']) });
        res.writeHead(200, { etag: '"fake"' }).end();
      } else if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) {
          res.writeHead(404, { 'content-type': 'application/xml' });
          res.end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
          return;
        }
        res
          .writeHead(200, { 'content-type': object.type, 'content-length': object.body.length })
          .end(object.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    })();
  });
  return { server, objects };
}

const s3 = fakeS3();
let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  const { port } = s3.server.address() as AddressInfo;
  t = await createTestApp({
    s3: {
      bucket: 'sideline-test',
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => s3.server.close(() => resolve()));
});

describe('uploads in an S3-compatible bucket', () => {
  it('stores the re-encoded picture in the bucket and serves it back from there', async () => {
    const { cookie } = await registerUser(t.app);
    const res = await upload(t.app, cookie, await image(1200, 900).png().toBuffer());
    expect(res.statusCode).toBe(201);
    const { url } = res.json<{ url: string }>();
    const name = url.replace('/uploads/', '');
    const stored = s3.objects.get(`/sideline-test/${name}`);
    expect(stored?.type).toBe('image/webp');
    expect((await sharp(stored!.body).metadata()).width).toBe(800);

    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.rawPayload.equals(stored!.body)).toBe(true);
  });

  it('answers a name missing from the bucket with 404', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/uploads/00000000-0000-4000-8000-000000000000.webp',
    });
    expect(res.statusCode).toBe(404);
  });
});
