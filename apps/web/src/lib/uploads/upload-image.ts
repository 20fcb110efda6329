import { MAX_UPLOAD_BYTES } from '@sideline/shared';
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

/** The reason to show for a failed upload: the server's message, else a generic one. */
export function uploadFailureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.serverMessage;
  return 'Could not upload the picture. Please try again.';
}
