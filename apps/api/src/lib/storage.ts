import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredObject {
  stream: Readable;
  bytes: number;
}

/**
 * Where uploaded files live. Routes and services only see this interface, so the local folder can
 * be swapped for an object store (which would also use `contentType`) without touching them.
 */
export interface Storage {
  /** Stores `body` under `key`, replacing any object already there. */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object as a stream with its size, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

// Keys are flat names the server generates; refusing anything else means a bug elsewhere can never
// read or write outside the folder (no separators, no leading dot, no "..").
const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_-]*(\.[A-Za-z0-9]+)*$/;

function assertKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

/**
 * A Storage on the local disk, in `dir`. The folder is created by the first write rather than at
 * start-up, so building the app (every test does) leaves no folder behind; a read before any write
 * is simply a miss.
 */
export function createDiskStorage(dir: string): Storage {
  const fileOf = (key: string) => {
    assertKey(key);
    return path.join(dir, key);
  };

  return {
    async put(key, body) {
      const target = fileOf(key);
      // Written under a temporary name then renamed: a concurrent reader never sees half a file.
      const temp = path.join(dir, `.${key}.${randomUUID()}.tmp`);
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(temp, body, { flag: 'wx' });
        await rename(temp, target);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },

    async get(key) {
      let handle: FileHandle;
      try {
        // Opened before answering, so a missing file is a clean null rather than a stream error mid-reply.
        handle = await open(fileOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), bytes: size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },

    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}
