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
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
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

function withDatabase(url: URL, name: string): string {
  const copy = new URL(url);
  copy.pathname = `/${encodeURIComponent(name)}`;
  return copy.toString();
}
