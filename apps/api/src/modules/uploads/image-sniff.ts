/** The image formats an upload may be; decided from the bytes only, never the name or the client's type. */
export type ImageType = 'jpeg' | 'png' | 'webp';

/** Enough leading bytes to tell the accepted formats apart (WebP needs the first twelve). */
export const SNIFF_BYTES = 12;

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

const startsWith = (bytes: Uint8Array, magic: number[], offset = 0) =>
  bytes.length >= offset + magic.length && magic.every((b, i) => bytes[offset + i] === b);

/**
 * The format named by the file's magic number, or null for anything else (SVG, GIF, text, empty).
 * A match only says what the file claims to be; decoding it is what proves it.
 */
export function sniffImageType(head: Uint8Array): ImageType | null {
  if (startsWith(head, JPEG)) return 'jpeg';
  if (startsWith(head, PNG)) return 'png';
  // RIFF is a container shared with WAV and AVI: bytes 8-11 must name WebP.
  if (startsWith(head, RIFF) && startsWith(head, WEBP, 8)) return 'webp';
  return null;
}
