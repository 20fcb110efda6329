import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@sideline/shared';
import { ApiError } from '@/lib/api';
import { ACCEPT_ATTRIBUTE, checkImageFile, UPLOAD_MESSAGES, uploadFailureMessage } from './upload-image';

/** A File of `size` bytes without allocating them all: the check reads only type and size. */
const fileOf = (type: string, size: number) => {
  const file = new File(['x'], 'picture', { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('checkImageFile', () => {
  it('accepts a JPEG, PNG or WebP up to the size limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(checkImageFile(fileOf(type, MAX_UPLOAD_BYTES))).toBeNull();
    expect(ACCEPT_ATTRIBUTE).toBe('image/jpeg,image/png,image/webp');
  });

  it('refuses any other type, whatever its size', () => {
    expect(checkImageFile(fileOf('image/gif', 10))).toBe(UPLOAD_MESSAGES.invalidType);
    expect(checkImageFile(fileOf('', 10))).toBe(UPLOAD_MESSAGES.invalidType);
    expect(checkImageFile(fileOf('application/pdf', MAX_UPLOAD_BYTES + 1))).toBe(UPLOAD_MESSAGES.invalidType);
  });

  it('refuses a picture one byte over the limit', () => {
    expect(checkImageFile(fileOf('image/png', MAX_UPLOAD_BYTES + 1))).toBe(UPLOAD_MESSAGES.tooLarge);
  });
});

describe('uploadFailureMessage', () => {
  it("shows the server's message for an API error", () => {
    expect(uploadFailureMessage(new ApiError(413, { message: 'File too large' }, 'File too large'))).toBe(
      'File too large',
    );
  });

  it('shows a generic message for anything else', () => {
    expect(uploadFailureMessage(new TypeError('Failed to fetch'))).toBe(
      'Could not upload the picture. Please try again.',
    );
  });
});
