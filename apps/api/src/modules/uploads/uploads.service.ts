import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { uploads } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import type { Storage, StoredObject } from '../../lib/storage.js';
import type { ImageType } from './image-sniff.js';
import { normalizeImage } from './image-normalize.js';

export interface UploadDeps {
  db: Db;
  storage: Storage;
}

export const UPLOAD_RATE_LIMIT = {
  limit: 30,
  windowSeconds: 3600,
  message: 'Too many uploads. Please try again later.',
};

/** Stored names are always ours: a UUID and the one format we write. */
const STORED_NAME = /^[0-9a-f-]{36}\.webp$/;
const URL_PREFIX = '/uploads/';

export const fileTooLarge = () => new AppError(413, 'file_too_large', 'File too large');

/** Counted before the body is read, so refused and failed uploads use up the allowance too. */
export async function consumeUploadQuota(db: Db, userId: number): Promise<void> {
  await consumeRateLimit(db, `upload:${userId}`, UPLOAD_RATE_LIMIT);
}

/**
 * Re-encodes an uploaded image, stores it under a fresh server-chosen name and records its owner.
 * Returns the public path, `/uploads/{uuid}.webp`.
 */
export async function storeImage(
  deps: UploadDeps,
  userId: number,
  bytes: Buffer,
  type: ImageType,
): Promise<string> {
  const image = await normalizeImage(bytes, type);
  const name = `${randomUUID()}.webp`;
  const url = `${URL_PREFIX}${name}`;
  await deps.storage.put(name, image.data, 'image/webp');
  try {
    await deps.db
      .insert(uploads)
      .values({ userId, url, width: image.width, height: image.height, bytes: image.data.length });
  } catch (error) {
    // A file without its row could never be referenced by a profile; do not keep it.
    await deps.storage.delete(name).catch(() => undefined);
    throw error;
  }
  return url;
}

/** The stored picture named `name`, or null when the name is not one of ours or nothing is stored. */
export async function openUpload(storage: Storage, name: string): Promise<StoredObject | null> {
  if (!STORED_NAME.test(name)) return null;
  return storage.get(name);
}

/**
 * Profile services call this before saving an image path: it must be a picture this user uploaded,
 * so nobody can point their profile at someone else's file or at an arbitrary address.
 */
export async function assertOwnUpload(db: Db, userId: number, url: string | null | undefined): Promise<void> {
  if (url === null || url === undefined) return;
  const [row] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.url, url), eq(uploads.userId, userId)))
    .limit(1);
  if (!row) throw badRequest('Upload the picture first', 'unknown_upload');
}
