import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client.js';

/**
 * Tables a refused request may legitimately write: rate-limit counters count refusals by design.
 * zip_codes is static reference data no route writes; it is left out only because a trigger on
 * 40k rows is pointless.
 */
export const TABLES_ALLOWED_TO_CHANGE_ON_REFUSAL = ['rate_limits', 'zip_codes'];

/**
 * A session's last_seen_at is touched by any signed-in request once it is a few minutes old (the
 * session plugin), refused or not: a suite that runs longer than that would see it. Any other change
 * to such a row still counts.
 */
const TOUCH_COLUMNS: Record<string, string> = { sessions: 'last_seen_at' };

/**
 * "No row changed" for every table, cheaply enough to check after each of thousands of requests:
 * a row-level trigger on every table bumps that table's counter in `probe_writes`, inside the
 * writing transaction (so a rolled-back write leaves no trace, as it leaves no row). Reading the
 * counters is one small query, where hashing every table took ~10 ms per request on PGlite. It is
 * stricter than comparing table hashes: an UPDATE that rewrites a row with equal values counts too.
 * Installed only in the test file's own database copy.
 */
export async function installWriteCounter(db: Db): Promise<() => Promise<Map<string, number>>> {
  const result = (await db.execute(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`)) as unknown as {
    rows: Array<{ table_name: string }>;
  };
  const tables = result.rows
    .map((r) => r.table_name)
    .filter((t) => !TABLES_ALLOWED_TO_CHANGE_ON_REFUSAL.includes(t));
  if (!tables.includes('users')) throw new Error(`write counter: unexpected tables ${tables.join(', ')}`);
  // One statement per call: PGlite's extended protocol takes a single statement.
  await db.execute(sql.raw(`create table probe_writes (tbl text primary key, n bigint not null default 0)`));
  await db.execute(
    sql.raw(`create function probe_count_write() returns trigger language plpgsql as $$
      begin
        update probe_writes set n = n + 1 where tbl = TG_TABLE_NAME;
        return null;
      end $$`),
  );
  for (const table of tables) {
    await db.execute(sql.raw(`insert into probe_writes (tbl) values ('${table}')`));
    const touch = TOUCH_COLUMNS[table];
    if (!touch) {
      await db.execute(
        sql.raw(`create trigger probe_count_write after insert or update or delete on "${table}"
          for each row execute function probe_count_write()`),
      );
      continue;
    }
    await db.execute(
      sql.raw(`create trigger probe_count_write after insert or delete on "${table}"
        for each row execute function probe_count_write()`),
    );
    await db.execute(
      sql.raw(`create trigger probe_count_update after update on "${table}" for each row
        when ((to_jsonb(old) - '${touch}') is distinct from (to_jsonb(new) - '${touch}'))
        execute function probe_count_write()`),
    );
  }
  return async () => {
    const counts = (await db.execute(sql`select tbl, n from probe_writes`)) as unknown as {
      rows: Array<{ tbl: string; n: string | number }>;
    };
    return new Map(counts.rows.map((r) => [r.tbl, Number(r.n)]));
  };
}

/** The tables whose counters differ between two readings. */
export function changedTables(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after].filter(([table, n]) => before.get(table) !== n).map(([table]) => table);
}
