import type { FastifyRequest } from 'fastify';
import { MAX_SCHEDULE_BYTES } from '@sideline/shared';
import { AppError, badRequest } from '../../lib/errors.js';
import type { ScheduleFile } from './detect-format.js';
import { ScheduleImportError } from './schedule-import-error.js';

export interface UploadParts {
  /** The one file part, or null when the request had none (the caller decides if it is required). */
  file: ScheduleFile | null;
  /** Text fields by name; only the names the caller listed are kept, others are refused. */
  fields: Record<string, string>;
}

export const scheduleTooLarge = (maxBytes = MAX_SCHEDULE_BYTES) =>
  new ScheduleImportError(
    413,
    'file_too_large',
    `File too large: a schedule file may be at most ${Math.round(maxBytes / 1024 / 1024)} MB.`,
  );

const malformed = () =>
  badRequest('The upload was incomplete or malformed. Please try again.', 'malformed_upload');

function asClientError(error: unknown, maxBytes: number): unknown {
  if (error instanceof AppError) return error;
  const { code, statusCode } = (error ?? {}) as { code?: string; statusCode?: number };
  if (code === 'FST_REQ_FILE_TOO_LARGE') return scheduleTooLarge(maxBytes);
  if (statusCode && statusCode >= 400 && statusCode < 500) return error;
  return malformed();
}

/**
 * Reads a multipart request with one file part and a few text fields, in any order, into memory,
 * refusing at the first byte past `maxBytes`. The route's scope must register @fastify/multipart
 * (its `fileSize` limit at least `maxBytes`, with `throwFileSizeLimit: true`).
 */
export async function readScheduleUpload(
  request: FastifyRequest,
  options: { fileField: string; textFields: readonly string[]; maxBytes?: number },
): Promise<UploadParts> {
  const maxBytes = options.maxBytes ?? MAX_SCHEDULE_BYTES;
  if (!request.isMultipart())
    throw badRequest('Send the form as multipart/form-data.', 'unsupported_media_type');
  let file: ScheduleFile | null = null;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!options.textFields.includes(part.fieldname) || typeof part.value !== 'string') {
          throw badRequest(`Unexpected form field "${part.fieldname.slice(0, 40)}".`);
        }
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== options.fileField || file) {
        part.file.destroy();
        throw badRequest(`Send one file, in the "${options.fileField}" field.`, 'file_required');
      }
      const chunks: Buffer[] = [];
      let total = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (part.file.truncated || total > maxBytes) throw scheduleTooLarge(maxBytes);
        chunks.push(chunk);
      }
      if (part.file.truncated) throw scheduleTooLarge(maxBytes);
      file = { bytes: Buffer.concat(chunks), filename: part.filename ?? '', mimetype: part.mimetype ?? '' };
    }
  } catch (error) {
    throw asClientError(error, maxBytes);
  }
  return { file, fields };
}
