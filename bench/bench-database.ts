import pg from 'pg';

/**
 * On PostgreSQL each bench fills a database of its own beside BENCH_DATABASE_URL's, named after it
 * with the bench's suffix (`bench` -> `bench_admin`): the benches fill different worlds (a
 * marketplace, 100,000 admin rows, a million jobs, the demo), and one's rows broke the next one's
 * fill or skewed its figures. Dropped and created afresh each run, unless `keep` (the million-job
 * fill, which takes minutes and is reused). Undefined without BENCH_DATABASE_URL (PGlite).
 */
export async function benchDatabaseUrl(suffix: string, { keep = false } = {}): Promise<string | undefined> {
  const base = process.env.BENCH_DATABASE_URL;
  if (!base) return undefined;
  const url = new URL(base);
  const name = `${decodeURIComponent(url.pathname.slice(1)) || 'postgres'}_${suffix}`;
  const quoted = `"${name.replaceAll('"', '""')}"`;
  const admin = await adminClient(url);
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount && keep) return withDatabase(url, name);
    if (rowCount) await admin.query(`drop database ${quoted} with (force)`);
    await admin.query(`create database ${quoted}`);
  } finally {
    await admin.end();
  }
  return withDatabase(url, name);
}

/**
 * A client on the named database, or on the server's `postgres` database when the named one does not
 * exist (a fresh server: only the benches' own databases are needed).
 */
async function adminClient(url: URL): Promise<pg.Client> {
  const named = new pg.Client({ connectionString: url.toString() });
  try {
    await named.connect();
    return named;
  } catch (error) {
    await named.end().catch(() => {});
    if ((error as { code?: string }).code !== '3D000') throw error;
  }
  const maintenance = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await maintenance.connect();
  return maintenance;
}

function withDatabase(url: URL, name: string): string {
  const copy = new URL(url);
  copy.pathname = `/${encodeURIComponent(name)}`;
  return copy.toString();
}
