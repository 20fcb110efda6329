import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '@sideline/shared';
import { AppError, badRequest } from '../../lib/errors.js';
import { sniffImageType, SNIFF_BYTES, type ImageType } from './image-sniff.js';
import { invalidFileType } from './image-normalize.js';
import { fileTooLarge } from './uploads.service.js';

export const FILE_FIELD = 'file';

const fileRequired = () => badRequest('Choose an image to upload.', 'file_required');
const malformed = () =>
  badRequest('The upload was incomplete or malformed. Please try again.', 'malformed_upload');

/**
 * Errors from the multipart parser: its own limit errors keep their status; a 413 for the file is our
 * "File too large"; anything else (bad boundary, part cut short, client gone) is a malformed request.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = (error ?? {}) as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return fileTooLarge();
  if (statusCode && statusCode >= 400 && statusCode < 500) return error;
  return malformed();
}

/**
 * Streams the one `file` part of a multipart request into memory, refusing as soon as it can: after the
 * first twelve bytes when they are not JPEG, PNG or WebP, and at the first byte past MAX_UPLOAD_BYTES
 * (busboy truncates there and flags the stream). Memory is bounded by the limit, never the body size.
 */
export async function readImagePart(request: FastifyRequest): Promise<{ bytes: Buffer; type: ImageType }> {
  const { bytes, type } = await readFilePart(request, sniffImageType);
  return { bytes, type };
}

/**
 * `readImagePart` for another set of formats, told apart by `sniff` from the first twelve bytes; the
 * multipart fields sent before the file come back too (a form puts them first).
 */
export async function readFilePart<T extends string>(
  request: FastifyRequest,
  sniff: (head: Uint8Array) => T | null,
): Promise<{ bytes: Buffer; type: T; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw fileRequired();
  let part: MultipartFile | undefined;
  try {
    part = await request.file();
  } catch (error) {
    throw asClientError(error);
  }
  if (!part || part.fieldname !== FILE_FIELD) {
    part?.file.destroy();
    throw fileRequired();
  }
  const fields: Record<string, string> = {};
  for (const [name, field] of Object.entries(part.fields)) {
    const value = Array.isArray(field) ? field[0] : field;
    if (value && value.type === 'field' && typeof value.value === 'string') fields[name] = value.value;
  }

  const stream = part.file;
  const chunks: Buffer[] = [];
  let total = 0;
  let type: T | null = null;
  try {
    // Leaving this loop by throwing destroys the stream, which ends the parse without reading on.
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (stream.truncated || total > MAX_UPLOAD_BYTES) throw fileTooLarge();
      chunks.push(chunk);
      if (!type && total >= SNIFF_BYTES) {
        type = sniff(Buffer.concat(chunks));
        if (!type) throw invalidFileType();
      }
    }
  } catch (error) {
    throw asClientError(error);
  }
  // busboy may flag the cut after handing over the last allowed chunk.
  if (stream.truncated) throw fileTooLarge();
  const bytes = Buffer.concat(chunks);
  type ??= sniff(bytes);
  if (!type) throw invalidFileType();
  return { bytes, type, fields };
}
