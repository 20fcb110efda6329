import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createTestApp, type TestApp } from '../test-app.js';

/** Shared by the upload test files; not a test itself. */

export interface Part {
  name: string;
  data: Buffer | string;
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body built by hand, as a browser sends it: boundary, part headers, raw bytes. */
export function multipart(parts: Part[]) {
  const boundary = `----sideline${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const filename = p.filename === undefined ? '' : `; filename="${p.filename}"`;
    const type = p.contentType ? `Content-Type: ${p.contentType}\r\n` : '';
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${filename}\r\n${type}\r\n`,
      ),
      Buffer.from(p.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A solid-colour picture to encode in any format. */
export const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#15803d' } });

/** POSTs one `file` part (a JPEG by name and type unless overridden) as the given session. */
export function upload(
  app: FastifyInstance,
  cookie: string | undefined,
  data: Buffer | string,
  file: Partial<Part> = {},
) {
  const body = multipart([{ name: 'file', filename: 'photo.jpg', contentType: 'image/jpeg', data, ...file }]);
  return app.inject({
    method: 'POST',
    url: '/api/uploads/images',
    payload: body.payload,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
  });
}

export const URL_SHAPE = /^\/uploads\/[0-9a-f-]{36}\.webp$/;

/** A test app whose uploads go to a fresh temporary data directory, removed on close. */
export async function createUploadsTestApp(): Promise<
  TestApp & { dataDir: string; storedFiles(): string[] }
> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sideline-uploads-'));
  const t = await createTestApp({ dataDir, registerRateLimit: 1000 });
  return {
    ...t,
    dataDir,
    storedFiles: () => {
      const dir = path.join(dataDir, 'uploads');
      return existsSync(dir) ? readdirSync(dir) : [];
    },
    async close() {
      await t.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
