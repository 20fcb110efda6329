import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('./fixtures/modules-loaded-on-postgres.mjs', import.meta.url));

/**
 * A server on PostgreSQL never loads the embedded database's code, nor the S3 client without S3
 * configured (decision 0039, "Memory"): both are imported only where they are used.
 */
describe('the modules a server on PostgreSQL loads', () => {
  it('include neither PGlite nor the S3 client', () => {
    const out = execFileSync(process.execPath, ['--import', 'tsx', script], { encoding: 'utf8' });
    const urls = JSON.parse(out.trim().split('\n').at(-1)!) as string[];
    expect(urls.length).toBeGreaterThan(500);
    expect(urls.some((u) => u.includes('/src/db/client.ts'))).toBe(true);
    expect(urls.filter((u) => u.includes('@electric-sql/') || u.includes('/open-pglite.'))).toEqual([]);
    expect(urls.filter((u) => u.includes('@aws-sdk/'))).toEqual([]);
  });
});
