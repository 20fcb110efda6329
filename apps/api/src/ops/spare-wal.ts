import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** A WAL file's name: timeline, log and segment, 24 upper-case hex digits (names sort as they run). */
const WAL_FILE = /^[0-9A-F]{24}$/;
/** Room left in the current segment for what is written between here and the close. */
const ROOM_BYTES = 1024 * 1024;

/**
 * After a CHECKPOINT, the WAL segment in use and whether the rest of this session's WAL (the
 * shutdown checkpoint at close) fits in it. PostgreSQL keeps recycled segments ahead of that one
 * for later writes: files of the segment size (16 MB each) that a prepared directory in an image
 * carries for nothing, since PostgreSQL makes a segment again when it needs one.
 */
export async function currentWalSegment(pglite: PGlite): Promise<string | null> {
  await pglite.query('checkpoint');
  const [row] = (
    await pglite.query<{ file: string; room: string }>(
      `select pg_walfile_name(pg_current_wal_insert_lsn()) as file,
              (s.size - ((pg_current_wal_insert_lsn() - '0/0'::pg_lsn) % s.size))::text as room
         from (select setting::numeric as size from pg_settings where name = 'wal_segment_size') s`,
    )
  ).rows;
  return row && Number(row.room) > ROOM_BYTES ? row.file : null;
}

/** Removes, once the database is closed, the recycled WAL segments after `current`; returns how many. */
export function removeSpareWal(pgliteDir: string, current: string): number {
  const walDir = path.join(pgliteDir, 'pg_wal');
  const spare = readdirSync(walDir).filter((name) => WAL_FILE.test(name) && name > current);
  for (const name of spare) rmSync(path.join(walDir, name));
  return spare.length;
}
