import type { Metadata, SharpOptions } from 'sharp';
import { badRequest } from '../../lib/errors.js';
import type { ImageType } from './image-sniff.js';

/** Decompression-bomb guard: a small file may declare a huge canvas; ~40 MP covers any real photo. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Stored pictures fit inside this square; profile avatars and cards never show them larger. */
export const MAX_EDGE_PX = 800;
const WEBP_QUALITY = 82;

export const invalidFileType = () => badRequest('Invalid file type', 'invalid_file_type');
export const imageTooLarge = () => badRequest('Image dimensions too large', 'image_too_large');

export interface NormalizedImage {
  data: Buffer;
  width: number;
  height: number;
}

const DECODE: SharpOptions = {
  limitInputPixels: MAX_INPUT_PIXELS,
  // Any decoder warning (truncated or damaged data) is a refusal, not a half-grey picture.
  failOn: 'warning',
};

/**
 * Decodes the upload and re-encodes it as a small WebP: oriented by its EXIF tag, fitted inside
 * 800x800 without enlarging, and with no metadata (sharp drops EXIF, GPS and comments unless asked).
 * Re-encoding is also what makes the stored file safe: whatever else the input carried is gone.
 * Every decoding failure is the client's file, so it is a 400, never a 500.
 */
export async function normalizeImage(bytes: Buffer, type: ImageType): Promise<NormalizedImage> {
  // The image library (native code and its decoders) loads with the first upload, not with the server.
  const { default: sharp } = await import('sharp');
  let meta: Metadata;
  try {
    // Reading the header only; the pixel limit is checked here ourselves so it gets its own answer.
    meta = await sharp(bytes, { ...DECODE, limitInputPixels: false }).metadata();
  } catch {
    throw invalidFileType();
  }
  // The magic number and the decoder must agree on what this is.
  if (meta.format !== type || !meta.width || !meta.height) throw invalidFileType();
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw imageTooLarge();

  try {
    const { data, info } = await sharp(bytes, DECODE)
      .rotate()
      .resize(MAX_EDGE_PX, MAX_EDGE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw invalidFileType();
  }
}
