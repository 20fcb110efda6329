import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./fixtures/modules-loaded-on-postgres.mjs', import.meta.url));

/**
 * A server on PostgreSQL never loads the embedded database's code, nor the S3 client, the card
 * provider's SDK or the image library before they are configured or used (decision 0039, "Memory").
 */
describe('the modules a server on PostgreSQL loads', () => {
  it('include neither PGlite, the S3 client, the card SDK nor the image library', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' });
    const urls = JSON.parse(out.trim().split('\n').at(-1)!) as string[];
    expect(urls.length).toBeGreaterThan(500);
    expect(urls.some((u) => u.includes('/src/db/client.ts'))).toBe(true);
    expect(urls.filter((u) => u.includes('@electric-sql/') || u.includes('/open-pglite.'))).toEqual([]);
    expect(urls.filter((u) => u.includes('@aws-sdk/'))).toEqual([]);
    // Without card keys and before any upload: no card provider SDK, no image library.
    expect(urls.filter((u) => /\/node_modules\/(stripe|sharp)\//.test(u))).toEqual([]);
  });
});
