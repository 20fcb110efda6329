import { inflateRawSync } from 'node:zlib';

/** One entry of a zip file's central directory. */
export interface ZipEntry {
  name: string;
  uncompressedSize: number;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

/**
 * Lists a zip's entries from its central directory without inflating anything, so a workbook can be
 * checked (is it a workbook? macros? how big once unpacked?) before a parser spends memory on it.
 * Returns null when the bytes are not a well-formed zip.
 */
export function listZipEntries(bytes: Buffer): ZipEntry[] | null {
  // The end record is 22 bytes plus a comment of at most 65,535; search backwards for its signature.
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const method = bytes.readUInt16LE(at + 10);
    const compressedSize = bytes.readUInt32LE(at + 20);
    const uncompressedSize = bytes.readUInt32LE(at + 24);
    const localHeaderOffset = bytes.readUInt32LE(at + 42);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > bytes.length) return null;
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      uncompressedSize,
      method,
      compressedSize,
      localHeaderOffset,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

const LOCAL_HEADER = 0x04034b50;

/**
 * One entry's bytes, inflated with a hard output cap so a directory that lies about sizes cannot
 * smuggle a zip bomb through: 'too-large' past `maxBytes`, null when the entry is damaged or neither
 * stored nor deflated.
 */
export function readZipEntry(bytes: Buffer, entry: ZipEntry, maxBytes: number): Buffer | 'too-large' | null {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressedSize);
  if (data.length !== entry.compressedSize) return null;
  if (entry.method === 0) return data.length > maxBytes ? 'too-large' : data;
  if (entry.method !== 8) return null;
  try {
    const inflated = inflateRawSync(data, { maxOutputLength: Math.max(1, maxBytes) });
    return inflated.length > maxBytes ? 'too-large' : inflated;
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : null;
  }
}

/**
 * The real unpacked size of the entries, found by inflating each one with a hard output cap.
 * Answers `limit + 1` as soon as the total passes `limit`, and null for a damaged entry.
 */
export function unpackedSize(bytes: Buffer, entries: readonly ZipEntry[], limit: number): number | null {
  let total = 0;
  for (const entry of entries) {
    const data = readZipEntry(bytes, entry, limit - total);
    if (data === 'too-large') return limit + 1;
    if (data === null) return null;
    total += data.length;
    if (total > limit) return limit + 1;
  }
  return total;
}
