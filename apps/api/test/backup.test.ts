import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { migrateDatabase, openDatabase } from '../src/db/client.js';
import { lockDataDir } from '../src/lib/data-dir-lock.js';
import { opsNodeArgs } from '../../../scripts/ops-cli.mjs';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-node-flags.mjs';

/** `npm run backup` and `npm run restore` as an operator runs them: real processes on a real data directory. */
const root = path.resolve(import.meta.dirname, '../../..');
let dir: string;
let dataDir: string;
let pgliteDir: string;
const upload = randomBytes(20_000);
const uploadName = '6f1c2a9e-0d4b-4c1e-9a57-3b2f1e8d7c60.webp';
type Query = (sql: string) => Promise<Record<string, unknown>[]>;

/** Rows per table in every schema we own (the app's, the migrations' and the queue's). */
async function tableCounts(query: Query): Promise<Record<string, number>> {
  const tables = await query(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
     order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [schema, table] = String(name).split('.');
    const [row] = await query(`select count(*)::int as n from "${schema}"."${table}"`);
    counts[String(name)] = Number(row!.n);
  }
  return counts;
}

async function insertUsers(query: Query): Promise<void> {
  for (const [i, name] of ['Zoë', 'Martín', 'Ana'].entries())
    await query(
      `insert into users (email, username, password_hash, first_name, last_name, zip_code, role,
         referral_code, venmo_username, email_confirmed_at)
       values ('backup${i}@example.test', 'backup${i}', 'hash-${i}', '${name}', 'Backup', '33602',
         'helper', 'BK${i}REF', ${i === 1 ? 'null' : `'@venmo${i}'`}, now() - interval '${i} days')`,
    );
}

const usersRows = (query: Query) => query('select * from users order by id');

/** `npm run backup` / `npm run restore`, exactly as documented: the compiled CLIs, with no loader. */
function run(script: 'backup' | 'restore', args: string[]): Promise<{ code: number | null; out: string }> {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      S3_BUCKET: '',
      NODE_OPTIONS: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, out })));
}

async function withEmbedded<T>(use: (query: Query) => Promise<T>, prepare = false): Promise<T> {
  const template = inject('pgliteTemplatePath');
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: pgliteDir,
    ...(prepare && template ? { loadDataDir: new Blob([readFileSync(template)]) } : {}),
  });
  try {
    if (prepare) await migrateDatabase(database);
    return await use(async (sql) => (await database.pglite!.query<Record<string, unknown>>(sql)).rows);
  } finally {
    await database.close();
  }
}

let before: { counts: Record<string, number>; users: Record<string, unknown>[] };

// The embedded database's backup runs in the suite without TEST_DATABASE_URL; a PostgreSQL run
// covers pg_dump instead and would only repeat it.
const onPostgresRun = inject('postgresServerUrl') !== '';

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sideline-backup-test-'));
  dataDir = path.join(dir, 'data');
  pgliteDir = path.join(dataDir, 'pglite');
  if (onPostgresRun) return;
  before = await withEmbedded(async (query) => {
    await insertUsers(query);
    return { counts: await tableCounts(query), users: await usersRows(query) };
  }, true);
  mkdirSync(path.join(dataDir, 'uploads'));
  writeFileSync(path.join(dataDir, 'uploads', uploadName), upload);
}, 60_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('how npm run backup / npm run restore run', () => {
  it('run the compiled CLIs through scripts/ops-cli.mjs, with no TypeScript loader', () => {
    const scripts = (
      JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts.backup).toBe('node scripts/ops-cli.mjs backup');
    expect(scripts.restore).toBe('node scripts/ops-cli.mjs restore');
    expect(opsNodeArgs('backup', ['a.tar.gz'])).toEqual([
      ...SERVER_NODE_FLAGS,
      '--conditions=sideline-compiled',
      '--enable-source-maps',
      'apps/api/dist/ops/backup-cli.js',
      'a.tar.gz',
    ]);
  });
});

describe.skipIf(onPostgresRun)('npm run backup / npm run restore (embedded database)', () => {
  const archive = () => path.join(dir, 'backups', 'nightly.tar.gz');

  it('restores every row and every upload byte after the data directory is wiped', async () => {
    const backup = await run('backup', [archive()]);
    expect(backup.code, backup.out).toBe(0);
    expect(existsSync(archive())).toBe(true);
    // Password hashes and minors' dates of birth: the operator's account alone reads them, whatever
    // the umask (this process's gives 0644 to files created without a mode).
    expect(statSync(archive()).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(archive())).mode & 0o777).toBe(0o700);
    expect(existsSync(`${archive()}.partial`)).toBe(false);

    rmSync(dataDir, { recursive: true, force: true });
    const restore = await run('restore', [archive()]);
    expect(restore.code, restore.out).toBe(0);

    const after = await withEmbedded(async (query) => ({
      counts: await tableCounts(query),
      users: await usersRows(query),
    }));
    expect(after.counts).toEqual(before.counts);
    expect(after.counts['public.users']).toBe(3);
    expect(after.users).toEqual(before.users);
    expect(readFileSync(path.join(dataDir, 'uploads', uploadName)).equals(upload)).toBe(true);
  }, 180_000);

  it('refuses to restore over an existing data directory without --force', async () => {
    const result = await run('restore', [archive()]);
    expect(result.code).not.toBe(0);
    expect(result.out).toContain('already hold data');
    expect(result.out).toContain('--force');
  });

  it('refuses an archive that is not a backup and leaves the data as it was', async () => {
    const bogus = path.join(dir, 'not-a-backup.tar.gz');
    writeFileSync(bogus, 'not an archive');
    const result = await run('restore', [bogus, '--force']);
    expect(result.code).not.toBe(0);
    expect(result.out).toContain('tar -xzf failed');
    expect(readFileSync(path.join(dataDir, 'uploads', uploadName)).equals(upload)).toBe(true);
    expect(existsSync(path.join(pgliteDir, 'PG_VERSION'))).toBe(true);
  });

  it('refuses to back up or restore while another process holds the data directory', async () => {
    // This test process takes the lock the way a running server does.
    const release = lockDataDir(pgliteDir);
    try {
      for (const [script, args] of [
        ['restore', [archive(), '--force']],
        ['backup', [path.join(dir, 'while-locked.tar.gz')]],
      ] as const) {
        const result = await run(script, [...args]);
        expect(result.code, result.out).not.toBe(0);
        expect(result.out).toContain('is using this data directory');
        expect(result.out).toContain(`by process ${process.pid}`);
      }
      expect(existsSync(path.join(dir, 'while-locked.tar.gz'))).toBe(false);
    } finally {
      release();
    }
    // Nothing was touched: the upload is still there.
    expect(readFileSync(path.join(dataDir, 'uploads', uploadName)).equals(upload)).toBe(true);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;

/** pg_dump refuses a server newer than itself, and an older server may not read its output. */
function pgDumpMatchesServer(serverVersionNum: number): boolean {
  const tool = execFileSync('pg_dump', ['--version'], { encoding: 'utf8' }).match(/(\d+)\.\d+/);
  return tool !== null && Number(tool[1]) === Math.floor(serverVersionNum / 10_000);
}

describe.skipIf(!serverUrl)('pg_dump / pg_restore (PostgreSQL; needs TEST_DATABASE_URL)', () => {
  it('a pg_dump --format=custom restored into an emptied database brings back every row', async (ctx) => {
    const name = `sideline_bk_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    const connect = async () => {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const query: Query = async (sql) => (await client.query(sql)).rows as Record<string, unknown>[];
      return { client, query };
    };
    try {
      const { rows } = await admin.query<{ v: string }>(`select current_setting('server_version_num') as v`);
      if (!pgDumpMatchesServer(Number(rows[0]!.v))) ctx.skip('pg_dump is not the server major version');
      await admin.query(`create database "${name}" template "${inject('postgresTemplate')}"`);
      const first = await connect();
      let expected;
      try {
        await insertUsers(first.query);
        expected = { counts: await tableCounts(first.query), users: await usersRows(first.query) };
      } finally {
        await first.client.end();
      }
      const dump = path.join(dir, `${name}.dump`);
      execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, url.toString()]);

      // docs/operations.md: --clean cannot drop pg-boss's partition keys, so restore into an empty database.
      await admin.query(`drop database "${name}" with (force)`);
      await admin.query(`create database "${name}" template template0`);
      execFileSync('pg_restore', [
        '--no-owner',
        '--exit-on-error',
        '--single-transaction',
        `--dbname=${url}`,
        dump,
      ]);

      const second = await connect();
      try {
        expect(await tableCounts(second.query)).toEqual(expected.counts);
        expect(expected.counts['public.users']).toBe(3);
        expect(await usersRows(second.query)).toEqual(expected.users);
      } finally {
        await second.client.end();
      }
    } finally {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
