/**
 * The API under test, in a process of its own (bench/api.ts starts it): the real app on one port and,
 * on another, a bare `node:http` server that replays the SQL the app sent for the same request (captured
 * at the driver) on the same pool and sends the same JSON, without Fastify, Drizzle, sessions or schemas. Each answers
 * GET /__rss with its process's resident memory. Prints one JSON line with both ports when ready.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { benchDatabaseUrl } from './bench-database.js';
import type * as Config from '../apps/api/src/config.js';
import type * as App from '../apps/api/src/app.js';
import type * as Client from '../apps/api/src/db/client.js';
import type * as Seed from '../apps/api/src/seed/seed.js';
import type * as Zips from '../apps/api/src/modules/geo/zip-codes-loader.js';

/**
 * The app as production runs it: the compiled server in apps/api/dist (bench/api.ts builds it and
 * starts this process with the server's node flags), unless BENCH_SOURCES=1 asks for the TypeScript.
 * tsx then transpiles only this file and bench-database.ts, so the memory figures are the server's.
 */
const api = process.env.BENCH_SOURCES === '1' ? '../apps/api/src' : '../apps/api/dist';
const { loadConfig } = (await import(`${api}/config.js`)) as typeof Config;
const { buildApp } = (await import(`${api}/app.js`)) as typeof App;
const { migrateDatabase, openDatabase } = (await import(`${api}/db/client.js`)) as typeof Client;
const { seedDemoIfEmpty } = (await import(`${api}/seed/seed.js`)) as typeof Seed;
const { loadZipCodesIfEmpty } = (await import(`${api}/modules/geo/zip-codes-loader.js`)) as typeof Zips;

/**
 * bench/api.ts starts this process twice: first with BENCH_PREPARE=1, a first start (a fresh data
 * directory or database: migrations, ZIP codes, demo data) that prints its resident memory and exits;
 * then on the same data (BENCH_DATA_DIR, the kept database), a restart as a deployment runs most of
 * its life, which serves the load.
 */
const prepare = process.env.BENCH_PREPARE === '1';
const url = await benchDatabaseUrl('api', { keep: !prepare });
const database = url
  ? await openDatabase({ kind: 'postgres', url })
  : await openDatabase({
      kind: 'pglite',
      dataDir: path.join(
        process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'sideline-bench-')),
        'pglite',
      ),
    });
await migrateDatabase(database);
await loadZipCodesIfEmpty(database.db);
await seedDemoIfEmpty(database.db);
if (prepare) {
  console.log(JSON.stringify({ rss: process.memoryUsage().rss }));
  await database.close();
  process.exit(0);
}

const config = {
  ...loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', WEB_DIST: '/nonexistent' }),
  // The login bench signs one demo user in 5 times a second; the limits guard real accounts.
  loginRateLimit: 1_000_000,
  loginAddressRateLimit: 1_000_000,
};
const app = await buildApp({ config, database, logger: false, queueWorkers: false });
await app.listen({ port: 0, host: '127.0.0.1' });

/**
 * The SQL one request makes, as the driver received it: captured by sending the request through the
 * app once with the driver's query function wrapped. The bare server replays exactly these statements.
 */
interface Statement {
  /** A named (prepared) statement keeps its name, so PostgreSQL plans it as it does for the app. */
  name?: string;
  text: string;
  values: unknown[];
}
let recording: Statement[] | null = null;
const driver = (database.pool ?? database.pglite) as unknown as {
  query: (...args: unknown[]) => Promise<{ rows: unknown[] }>;
};
const driverQuery = driver.query.bind(driver);
driver.query = (...args: unknown[]) => {
  if (recording) {
    const [first, second] = args as [
      string | { name?: string; text: string; values?: unknown[] },
      unknown[] | undefined,
    ];
    recording.push(
      typeof first === 'string'
        ? { text: first, values: second ?? [] }
        : {
            ...(first.name ? { name: first.name } : {}),
            text: first.text,
            values: first.values ?? second ?? [],
          },
    );
  }
  return driverQuery(...args);
};

interface Recorded {
  statements: Statement[];
  /** The same statements as the bare server sends them (see asHandWritten). */
  bare: Statement[];
  body: string;
  headers: Record<string, string>;
}
const recorded = new Map<string, Recorded>();
/**
 * Sends `path` through the app and keeps its SQL and its answer for the bare server. The first
 * request warms what the app keeps between requests (ZIP centroids, prepared statements); the
 * second, the steady state the load sees, is the one recorded.
 */
async function capture(path: string): Promise<void> {
  await app.inject({ method: 'GET', url: path });
  recording = [];
  const res = await app.inject({ method: 'GET', url: path });
  const statements = recording;
  recording = null;
  if (res.statusCode !== 200) throw new Error(`capture ${path}: ${res.statusCode} ${res.body}`);
  const cursor = res.headers['x-next-cursor'];
  recorded.set(path, {
    statements,
    bare: statements.map(asHandWritten),
    body: res.body,
    headers: typeof cursor === 'string' ? { 'x-next-cursor': cursor } : {},
  });
}

/**
 * The app's hot selects name every selected value `_` (db/array-row-select.ts: it reads rows as
 * arrays, so names say nothing). A hand-written server names its columns, and replayed as it is that
 * SQL would hand the bare server one-key row objects, making the yardstick cheaper whenever the app
 * changes its aliases. The bare server gets each value under a name of its own (and the statement a
 * name of its own, since node-postgres keeps one text per statement name on a connection).
 */
function asHandWritten(statement: Statement): Statement {
  if (!statement.text.includes(' as "_"')) return statement;
  let column = 0;
  const text = statement.text.replaceAll(' as "_"', () => ` as "c${column++}"`);
  return { ...statement, text, ...(statement.name ? { name: `${statement.name}_bare` } : {}) };
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(body);
}

/**
 * What a hand-written server pays for the same answer: the request's statements through the raw
 * driver (no ORM, no query building), its rows serialized to JSON, then the app's bytes on the wire
 * (so both servers send the same body; the serialization above stands in for building it).
 */
async function bare(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const target = req.url ?? '/';
  if (target === '/__rss') return send(res, 200, JSON.stringify({ rss: process.memoryUsage().rss }));
  const known = recorded.get(target);
  if (!known) return send(res, 404, '{}');
  const results: unknown[][] = [];
  for (const statement of known.bare) {
    const { name, text, values } = statement;
    results.push((await (name ? driverQuery({ name, text, values }) : driverQuery(text, values))).rows);
  }
  JSON.stringify(results);
  send(res, 200, known.body, known.headers);
}
const bareServer = createServer((req, res) => {
  bare(req, res).catch((err: unknown) => send(res, 500, JSON.stringify({ message: String(err) })));
});
await new Promise<void>((resolve) => bareServer.listen(0, '127.0.0.1', resolve));

// The process's memory (resident, and V8's heap used and reserved, and memory outside it) and CPU
// time so far (microseconds), outside the app's routes.
const rssServer = createServer((_req, res) => {
  const cpu = process.cpuUsage();
  const { rss, heapUsed, heapTotal, external } = process.memoryUsage();
  send(res, 200, JSON.stringify({ rss, heapUsed, heapTotal, external, cpu: cpu.user + cpu.system }));
});
// Node closes a keep-alive socket idle for 5 s; a request sent on it at that moment fails with
// ECONNRESET, which on this port stopped a whole bench:api run (its CPU readings are not retried).
// The Fastify app keeps sockets 72 s; these two servers keep the bench's for the whole run.
for (const server of [bareServer, rssServer]) server.keepAliveTimeout = 10 * 60_000;
await new Promise<void>((resolve) => rssServer.listen(0, '127.0.0.1', resolve));

const [job] = (
  (await database.db.execute(
    sql`select id from jobs where status = 'open' order by id limit 1`,
  )) as unknown as {
    rows: { id: number }[];
  }
).rows;
const paths = {
  'job page': `/api/jobs/${job!.id}`,
  '25-mile search': '/api/jobs?zipCode=33602&radius=25',
};
for (const target of Object.values(paths)) await capture(target);
console.log(
  JSON.stringify({
    kind: database.kind,
    app: (app.server.address() as AddressInfo).port,
    bare: (bareServer.address() as AddressInfo).port,
    rss: (rssServer.address() as AddressInfo).port,
    paths,
    statements: Object.fromEntries([...recorded].map(([target, r]) => [target, r.statements.length])),
  }),
);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
