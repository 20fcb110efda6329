import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client.js';
import { PGLITE_SHARED_BUFFERS } from './pglite-memory.js';

describe('the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("runs with the smaller buffer cache, whatever initdb wrote in the data directory's postgresql.conf", async () => {
    const { rows } = await database.pglite!.query<{ shared_buffers: string }>('show shared_buffers');
    expect(rows[0]!.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
  });

  it("keeps PGlite's own start parameters (single-user mode, the public search path)", async () => {
    const { rows } = await database.pglite!.query<{ search_path: string }>('show search_path');
    expect(rows[0]!.search_path).toBe('public');
  });
});
