import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES } from '@sideline/shared';
import { uploads } from '../../db/schema/index.js';
import { registerUser } from '../../../test/test-app.js';
import {
  createUploadsTestApp,
  image,
  multipart,
  upload,
  URL_SHAPE,
  type Part,
} from '../../../test/kits/upload-test-kit.js';

const INVALID = { message: 'Invalid file type', code: 'invalid_file_type' };
const TOO_LARGE = { message: 'File too large', code: 'file_too_large' };

let t: Awaited<ReturnType<typeof createUploadsTestApp>>;
beforeAll(async () => {
  t = await createUploadsTestApp();
});
afterAll(() => t.close());

const post = (cookie: string | undefined, data: Buffer | string, file?: Partial<Part>) =>
  upload(t.app, cookie, data, file);
const rowsOf = (userId: number) => t.database.db.select().from(uploads).where(eq(uploads.userId, userId));
const fetchStored = async (url: string) => (await t.app.inject({ method: 'GET', url })).rawPayload;

describe('POST /api/uploads/images', () => {
  it('is 401 when signed out, and stores nothing', async () => {
    const res = await post(undefined, await image(10, 10).jpeg().toBuffer());
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
    expect(t.storedFiles()).toHaveLength(0);
  });

  it('re-encodes a JPEG to WebP inside 800x800, under its own name, and records it', async () => {
    const { cookie, user } = await registerUser(t.app);
    const res = await post(cookie, await image(1600, 1200).jpeg().toBuffer(), { filename: '../../evil.php' });
    expect(res.statusCode).toBe(201);
    const { url } = res.json<{ url: string }>();
    expect(url).toMatch(URL_SHAPE);

    const stored = await fetchStored(url);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 800, height: 600 });
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ url, width: 800, height: 600, bytes: stored.length });
    expect(t.storedFiles()).toEqual([url.slice('/uploads/'.length)]);
  });

  it('accepts PNG (never enlarged) and WebP, whatever name and type the client gives them', async () => {
    const { cookie } = await registerUser(t.app);
    const png = await post(cookie, await image(300, 200).png().toBuffer(), {
      filename: 'a.gif',
      contentType: 'text/plain',
    });
    const webp = await post(cookie, await image(1000, 2000).webp().toBuffer(), {
      filename: 'b',
      contentType: 'x/y',
    });
    for (const [res, width, height] of [
      [png, 300, 200],
      [webp, 400, 800],
    ] as const) {
      expect(res.statusCode).toBe(201);
      expect(await sharp(await fetchStored(res.json().url)).metadata()).toMatchObject({
        format: 'webp',
        width,
        height,
      });
    }
  });

  it('applies the EXIF orientation, then strips the metadata', async () => {
    const { cookie } = await registerUser(t.app);
    const res = await post(cookie, await image(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer());
    const meta = await sharp(await fetchStored(res.json().url)).metadata();
    expect(meta).toMatchObject({ width: 200, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('streams past the 1 MB body limit: a 4.9 MB image is accepted', async () => {
    const { cookie } = await registerUser(t.app);
    // Random pixels stored uncompressed: a real, decodable PNG just under the limit.
    const [width, height] = [1400, 1220];
    const big = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(4.8 * 1024 * 1024);
    expect(big.length).toBeLessThan(MAX_UPLOAD_BYTES);
    expect((await post(cookie, big, { contentType: 'image/png' })).statusCode).toBe(201);
  });

  it('refuses more than 5 MB with 413 and stores nothing', async () => {
    const { cookie, user } = await registerUser(t.app);
    const before = t.storedFiles().length;
    const header = await image(10, 10).png().toBuffer();
    const padTo = (size: number) => Buffer.concat([header, Buffer.alloc(size - header.length)]);
    const res = await post(cookie, padTo(Math.ceil(5.1 * 1024 * 1024)), { filename: 'big.png' });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
    // One byte over is already too much.
    expect((await post(cookie, padTo(MAX_UPLOAD_BYTES + 1))).json()).toEqual(TOO_LARGE);
    expect(await rowsOf(user.id)).toHaveLength(0);
    expect(t.storedFiles()).toHaveLength(before);
  });

  it('judges the type from the bytes: text named .png, SVG, GIF and empty files are refused', async () => {
    const { cookie, user } = await registerUser(t.app);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const cases: Array<[Buffer | string, Partial<Part>]> = [
      ['just some text, honest', { filename: 'photo.png', contentType: 'image/png' }],
      [svg, { filename: 'logo.svg', contentType: 'image/svg+xml' }],
      [svg, { filename: 'logo.png', contentType: 'image/png' }],
      [await image(10, 10).gif().toBuffer(), { filename: 'anim.gif', contentType: 'image/gif' }],
      [Buffer.alloc(0), { filename: 'empty.jpg' }],
      [Buffer.from([0xff, 0xd8]), { filename: 'short.jpg' }],
      [Buffer.from('RIFF\x00\x00\x00\x00WAVEfmt '), { filename: 'sound.webp', contentType: 'image/webp' }],
    ];
    for (const [data, file] of cases) {
      const res = await post(cookie, data, file);
      expect(res.statusCode, String(file.filename)).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('refuses, with 400 not 500, a file whose magic bytes are right but whose content is corrupt', async () => {
    const { cookie } = await registerUser(t.app);
    const jpeg = await image(200, 200).jpeg().toBuffer();
    const png = await image(200, 200).png().toBuffer();
    const corrupt = [
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(4000)]),
      jpeg.subarray(0, Math.floor(jpeg.length / 2)),
      Buffer.concat([png.subarray(0, 8), randomBytes(2000)]),
      Buffer.concat([Buffer.from('RIFF\x00\x10\x00\x00WEBPVP8 '), randomBytes(2000)]),
    ];
    for (const data of corrupt) {
      const res = await post(cookie, data);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID);
    }
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const { cookie } = await registerUser(t.app);
    // A real 1x1 PNG whose header now claims 20000x20000 (400 MP), with its checksum fixed up.
    const bomb = Buffer.from(await image(1, 1).png().toBuffer());
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const res = await post(cookie, bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Image dimensions too large', code: 'image_too_large' });
  });

  it('asks for a file when the request carries none', async () => {
    const { cookie } = await registerUser(t.app);
    const bodies = [
      multipart([{ name: 'photo', filename: 'a.jpg', data: await image(10, 10).jpeg().toBuffer() }]),
      multipart([{ name: 'caption', data: 'hello' }]),
      { payload: JSON.stringify({ file: 'x' }), headers: { 'content-type': 'application/json' } },
    ];
    for (const body of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/uploads/images',
        ...body,
        headers: { ...body.headers, cookie },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('file_required');
    }
  });

  it('refuses a cross-site upload', async () => {
    const { cookie } = await registerUser(t.app);
    const body = multipart([
      { name: 'file', filename: 'a.jpg', data: await image(10, 10).jpeg().toBuffer() },
    ]);
    const headers = { ...body.headers, cookie, origin: 'https://evil.example' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/uploads/images',
      payload: body.payload,
      headers,
    });
    expect(res.statusCode).toBe(403);
  });

  it('limits each user to 30 uploads an hour, refused ones included', async () => {
    const { cookie } = await registerUser(t.app);
    for (let i = 0; i < 30; i++) expect((await post(cookie, 'not an image')).statusCode).toBe(400);
    const res = await post(cookie, await image(10, 10).jpeg().toBuffer());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      message: 'Too many uploads. Please try again later.',
      code: 'rate_limited',
    });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    const other = await registerUser(t.app);
    expect((await post(other.cookie, await image(10, 10).jpeg().toBuffer())).statusCode).toBe(201);
  });
});
