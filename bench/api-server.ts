/**
 * The API under test, in a process of its own (bench/api.ts starts it): the real app on one port and,
 * on another, a bare `node:http` server that runs the same service code (so the same SQL on the same
 * pool) and sends the same JSON without Fastify, sessions or schema serialization. Each answers
 * GET /__rss with its process's resident memory. Prints one JSON line with both ports when ready.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { JobSearchQuerySchema } from '@sideline/shared';
import { loadConfig } from '../apps/api/src/config.js';
import { buildApp } from '../apps/api/src/app.js';
import { migrateDatabase, openDatabase } from '../apps/api/src/db/client.js';
import { seedDemoIfEmpty } from '../apps/api/src/db/seed/seed.js';
import { loadZipCodesIfEmpty } from '../apps/api/src/modules/geo/zip-codes-loader.js';
import { getJobDetail } from '../apps/api/src/modules/jobs/job-detail.js';
import { searchJobs } from '../apps/api/src/modules/jobs/job-search.service.js';

const url = process.env.BENCH_DATABASE_URL;
const database = url
  ? await openDatabase({ kind: 'postgres', url })
  : await openDatabase({
      kind: 'pglite',
      dataDir: path.join(mkdtempSync(path.join(os.tmpdir(), 'sideline-bench-')), 'pglite'),
    });
await migrateDatabase(database);
await loadZipCodesIfEmpty(database.db);
await seedDemoIfEmpty(database.db);

const config = {
  ...loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://127.0.0.1', WEB_DIST: '/nonexistent' }),
  // The login bench signs one demo user in 5 times a second; the limits guard real accounts.
  loginRateLimit: 1_000_000,
  loginAddressRateLimit: 1_000_000,
};
const app = await buildApp({ config, database, logger: false, queueWorkers: false });
await app.listen({ port: 0, host: '127.0.0.1' });

/** The money fields the response schemas turn from cents into dollars. */
const MONEY = new Set([
  'hourlyRate',
  'totalPay',
  'proposedRate',
  'hourlyBudget',
  'hourlyRateMin',
  'hourlyRateMax',
]);
const toJson = (value: unknown) =>
  JSON.stringify(value, (key, v: unknown) => (MONEY.has(key) && typeof v === 'number' ? v / 100 : v));

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(body);
}

async function bare(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const target = new URL(req.url ?? '/', 'http://localhost');
  if (target.pathname === '/__rss') return send(res, 200, JSON.stringify({ rss: process.memoryUsage().rss }));
  const detail = /^\/api\/jobs\/(\d+)$/.exec(target.pathname);
  if (detail) return send(res, 200, toJson(await getJobDetail(database.db, Number(detail[1]), null)));
  if (target.pathname === '/api/jobs') {
    const query = JobSearchQuerySchema.parse(Object.fromEntries(target.searchParams));
    const page = await searchJobs(database.db, query, null);
    return send(res, 200, toJson(page.jobs), page.nextCursor ? { 'x-next-cursor': page.nextCursor } : {});
  }
  send(res, 404, '{}');
}
const bareServer = createServer((req, res) => {
  bare(req, res).catch((err: unknown) => send(res, 500, JSON.stringify({ message: String(err) })));
});
await new Promise<void>((resolve) => bareServer.listen(0, '127.0.0.1', resolve));

// The app's own /__rss, outside its routes' schemas (the bench reads memory from either port).
const rssServer = createServer((_req, res) =>
  send(res, 200, JSON.stringify({ rss: process.memoryUsage().rss })),
);
await new Promise<void>((resolve) => rssServer.listen(0, '127.0.0.1', resolve));

const [job] = (
  (await database.db.execute(
    sql`select id from jobs where status = 'open' order by id limit 1`,
  )) as unknown as {
    rows: { id: number }[];
  }
).rows;
console.log(
  JSON.stringify({
    kind: database.kind,
    app: (app.server.address() as AddressInfo).port,
    bare: (bareServer.address() as AddressInfo).port,
    rss: (rssServer.address() as AddressInfo).port,
    jobId: job?.id,
  }),
);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
