import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_FOLDER, openDatabase, type Database } from './client.js';

const MIGRATION = '0005_one_venmo_handle';

/** The migrations up to (not including) the one under test, in a folder of their own. */
function foldersBefore(tag: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sideline-migrations-'));
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: Array<{ tag: string }> };
  const cut = journal.entries.findIndex((e) => e.tag === tag);
  journal.entries = journal.entries.slice(0, cut);
  writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

let database: Database;
let before: string;
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
  before = foldersBefore(MIGRATION);
});
afterAll(async () => {
  await database.close();
  rmSync(before, { recursive: true, force: true });
});

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe(`migration ${MIGRATION}`, () => {
  it("moves each profile's handle to its account where the account has none, then drops the copies", async () => {
    await migrate(database.db as never, { migrationsFolder: before });
    const user = (n: number, role: string, venmo: string | null) => sql`
      insert into users (email, username, password_hash, first_name, last_name, zip_code, role, referral_code, venmo_username)
      values (${`u${n}@example.com`}, ${`u${n}`}, 'x', 'F', 'L', '33602', ${role}, ${`CODE000${n}`}, ${venmo})
      returning id`;
    const [keeps] = await rows<{ id: number }>(user(1, 'team', '@account-handle'));
    const [coach] = await rows<{ id: number }>(user(2, 'team', null));
    const [both] = await rows<{ id: number }>(user(3, 'both', null));
    const [none] = await rows<{ id: number }>(user(4, 'helper', null));
    const team = (userId: number, venmo: string | null) =>
      database.db.execute(
        sql`insert into team_profiles (user_id, team_name, venmo_username) values (${userId}, 'T', ${venmo})`,
      );
    const helper = (userId: number, venmo: string | null) =>
      database.db.execute(
        sql`insert into helper_profiles (user_id, venmo_username) values (${userId}, ${venmo})`,
      );
    await team(keeps!.id, '@old-team-copy');
    await team(coach!.id, '@coach-team');
    await team(both!.id, '@both-team');
    await helper(both!.id, '@both-helper');
    await helper(none!.id, null);

    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });

    const handles = await rows<{ id: number; venmo_username: string | null }>(
      sql`select id, venmo_username from users order by id`,
    );
    expect(handles.map((h) => h.venmo_username)).toEqual([
      '@account-handle',
      '@coach-team',
      '@both-helper',
      null,
    ]);
    const leftover = await rows<{ n: number }>(sql`
      select count(*)::int as n from information_schema.columns
      where column_name = 'venmo_username' and table_name in ('team_profiles', 'helper_profiles')`);
    expect(leftover[0]!.n).toBe(0);
  });
});
