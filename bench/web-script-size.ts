import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Where a fetched script's file is: the builds' folders (BUILD_DIRS, comma-separated). */
const BUILD_DIRS = (process.env.BUILD_DIRS ?? 'apps/web/dist').split(',');

/** A fetched script's gzip -9 size in KB, from the build's file (0 if it is not one of them). */
export function gzipKb(url: string): number {
  const name = new URL(url).pathname;
  for (const dir of BUILD_DIRS) {
    // A library-mode build holds its files at the top, a framework build under `client/`.
    for (const candidate of [path.join(dir, name), path.join(dir, 'client', name)]) {
      if (existsSync(candidate)) return gzipSync(readFileSync(candidate), { level: 9 }).length / 1024;
    }
  }
  return 0;
}
