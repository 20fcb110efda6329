import { MAX_UPLOAD_BYTES, UploadResponseSchema, type ErrorBody } from '@sideline/shared';
import { ApiError } from '@/lib/api';

/** What the upload endpoint accepts; the server re-encodes every picture to WebP. */
export const ACCEPTED_IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const ACCEPT_ATTRIBUTE = ACCEPTED_IMAGE_TYPES.join(',');

/** The spec's upload messages (doc 1 sec. 5), also what the server answers. */
export const UPLOAD_MESSAGES = { tooLarge: 'File too large', invalidType: 'Invalid file type' } as const;

/** Checks a picked file before any upload, so an obvious mistake costs no request. */
export function checkImageFile(file: File): string | null {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return UPLOAD_MESSAGES.invalidType;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/**
 * Uploads one picture and answers its url ('/uploads/<uuid>.webp').
 * Not `api.post`: that sends JSON, while this must send multipart form data. The browser sets the
 * multipart content-type (with its boundary) itself, so none is set here.
 */
export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const res = await fetch('/api/uploads/images', { method: 'POST', body: form, credentials: 'include' });
  const raw = await res.text();
  let parsed: unknown;
  try {
    parsed = raw ? JSON.parse(raw) : null;
  } catch {
    parsed = null;
  }
  if (!res.ok) {
    const body = parsed && typeof parsed === 'object' ? (parsed as Partial<ErrorBody>) : null;
    throw new ApiError(res.status, body, body?.message ?? (raw || res.statusText));
  }
  const answer = UploadResponseSchema.safeParse(parsed);
  if (!answer.success) throw new ApiError(res.status, null, 'Unexpected upload response');
  return answer.data.url;
}

/** The reason to show for a failed upload: the server's message, else a generic one. */
export function uploadFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  return 'Could not upload the picture. Please try again.';
}
