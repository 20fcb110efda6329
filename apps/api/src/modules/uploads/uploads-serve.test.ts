import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.js';
import { createDiskStorage } from '../../lib/storage.js';
import { createTestApp, registerUser } from '../../../test/test-app.js';
import { assertOwnUpload } from './uploads.service.js';
import { createUploadsTestApp, image, upload } from '../../../test/kits/upload-test-kit.js';

let t: Awaited<ReturnType<typeof createUploadsTestApp>>;
beforeAll(async () => {
  t = await createUploadsTestApp();
});
afterAll(() => t.close());

const NOT_FOUND = { message: 'Not found', code: 'not_found' };

describe('GET /uploads/:name', () => {
  it('serves a stored picture as WebP, nosniff, cached forever, with a HEAD twin', async () => {
    const { cookie } = await registerUser(t.app);
    const { url } = (await upload(t.app, cookie, await image(40, 30).jpeg().toBuffer())).json<{
      url: string;
    }>();
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/webp',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-length': String(res.rawPayload.length),
    });
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
  });

  it('is a JSON 404 for an unknown or malformed name, never reaching outside the folder', async () => {
    writeFileSync(path.join(t.dataDir, 'secret.webp'), 'outside the uploads folder');
    const names = [
      `${randomUUID()}.webp`,
      'abc.webp',
      `${randomUUID()}.png`,
      `${randomUUID().toUpperCase()}.webp`,
      '..%2Fsecret.webp',
      '%2E%2E%2F%2E%2E%2Fpackage.json',
    ];
    for (const name of names) {
      const res = await t.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toEqual(NOT_FOUND);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it("wins over the web app's fallback, which still serves the shell for other paths", async () => {
    const webDist = mkdtempSync(path.join(os.tmpdir(), 'sideline-web-'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Sideline</title>');
    const withWeb = await createTestApp({ dataDir: t.dataDir, webDist });
    try {
      const missing = await withWeb.app.inject({ method: 'GET', url: `/uploads/${randomUUID()}.webp` });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual(NOT_FOUND);
      const { cookie } = await registerUser(withWeb.app);
      const { url } = (await upload(withWeb.app, cookie, await image(50, 50).jpeg().toBuffer())).json();
      expect((await withWeb.app.inject({ method: 'GET', url })).headers['content-type']).toBe('image/webp');
      const shell = await withWeb.app.inject({ method: 'GET', url: '/helpers/42' });
      expect(shell.statusCode).toBe(200);
      expect(shell.headers['content-type']).toMatch(/^text\/html/);
    } finally {
      await withWeb.close();
      rmSync(webDist, { recursive: true, force: true });
    }
  });
});

describe('assertOwnUpload', () => {
  it("accepts the owner's picture or none, and refuses someone else's or an unknown one", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const res = await upload(t.app, owner.cookie, await image(20, 20).jpeg().toBuffer());
    const { url } = res.json<{ url: string }>();
    const db = t.database.db;
    for (const ok of [url, null, undefined])
      await expect(assertOwnUpload(db, owner.user.id, ok)).resolves.toBeUndefined();
    for (const attempt of [url, `/uploads/${randomUUID()}.webp`]) {
      const refusal = await assertOwnUpload(db, other.user.id, attempt).catch((e: unknown) => e);
      expect(refusal).toBeInstanceOf(AppError);
      expect((refusal as AppError).statusCode).toBe(400);
      expect((refusal as AppError).toBody()).toEqual({
        message: 'Upload the picture first',
        code: 'unknown_upload',
      });
    }
  });
});

describe('disk storage', () => {
  it('writes, reads, deletes, and refuses keys that could leave its folder', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sideline-storage-'));
    try {
      const storage = createDiskStorage(path.join(dir, 'nested'));
      expect(await storage.get('a.webp')).toBeNull();
      await storage.put('a.webp', Buffer.from('hello'), 'image/webp');
      const stored = await storage.get('a.webp');
      expect(stored?.bytes).toBe(5);
      expect(Buffer.concat(await stored!.stream.toArray())).toEqual(Buffer.from('hello'));
      await storage.delete('a.webp');
      await storage.delete('a.webp');
      expect(await storage.get('a.webp')).toBeNull();
      for (const key of ['../a.webp', 'x/y.webp', '.hidden', '', 'a..webp']) {
        await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('Invalid storage key');
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
