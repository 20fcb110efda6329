/**
 * The server's memory as a deployment runs it (issue 50, item 10): `NODE_ENV=production npm start`
 * on PostgreSQL with everything bench:api leaves out (request logs to a pipe, queue workers,
 * metrics, the demo), idle and under 50 connections on the job page and the 25-mile search. Where
 * the resident memory goes is read from the server's own metrics port at every sample: V8's heap
 * (used and reserved), memory outside it (Buffers, ArrayBuffers), and the rest (code, the native
 * heap, thread stacks). Exits 1 when the peak passes the goal.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/sideline_bench npm run bench:server-memory
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { load, request } from './api-load.js';
import { benchDatabaseUrl } from './bench-database.js';

const GOAL = 200 * 1024 * 1024;
const LOAD_MS = Number(process.env.BENCH_LOAD_MS ?? 10_000);

const url = await benchDatabaseUrl('memory');
if (!url) {
  console.error('Set BENCH_DATABASE_URL to a scratch database on PostgreSQL.');
  process.exit(2);
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
const [port, metricsPort] = [await freePort(), await freePort()];
const dir = mkdtempSync(path.join(os.tmpdir(), 'sideline-memory-'));
const webDist = path.join(dir, 'web');
mkdirSync(webDist);
writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Sideline</title>');

const server = spawn('node', ['scripts/start.mjs'], {
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PUBLIC_URL: 'http://127.0.0.1',
    HOST: '127.0.0.1',
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
    DATABASE_URL: url,
    DATA_DIR: path.join(dir, 'data'),
    WEB_DIST: webDist,
    SEED_DEMO: 'true',
    SMTP_URL: '',
    LOG_LEVEL: 'info',
  },
  // Read and dropped, as a log collector reads a container's output.
  stdio: ['ignore', 'pipe', 'inherit'],
});
server.stdout!.resume();
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
};
process.on('exit', stop);

const agent = new http.Agent({ keepAlive: true });
const deadline = Date.now() + 180_000;
for (;;) {
  const ready = await request(agent, port, '/api/ready').catch(() => ({ status: 0 }));
  if (ready.status === 200) break;
  if (Date.now() > deadline) throw new Error('the server was not ready within 3 minutes');
  await new Promise((resolve) => setTimeout(resolve, 500));
}

interface Sample {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  poolOpen: number;
}
async function sample(): Promise<Sample> {
  const text = (await request(agent, metricsPort, '/metrics')).body;
  const value = (name: string) => Number(new RegExp(`^${name} ([0-9.e+]+)`, 'm').exec(text)?.[1] ?? NaN);
  return {
    rss: value('process_resident_memory_bytes'),
    heapUsed: value('nodejs_heap_size_used_bytes'),
    heapTotal: value('nodejs_heap_size_total_bytes'),
    external: value('nodejs_external_memory_bytes'),
    poolOpen: value('sideline_db_pool_connections\\{state="open"\\}'),
  };
}

const search = '/api/jobs?zipCode=33602&radius=25';
const found = JSON.parse((await request(agent, port, search)).body) as
  { id: number }[] | { items?: { id: number }[] };
const jobId = (Array.isArray(found) ? found : (found.items ?? []))[0]?.id;
if (jobId === undefined)
  throw new Error(`no open job in the demo's search: ${JSON.stringify(found).slice(0, 200)}`);
const paths = { 'job page': `/api/jobs/${jobId}`, '25-mile search': search };

await new Promise((resolve) => setTimeout(resolve, 10_000));
const idle = await sample();

let peak = idle;
let samplerError: unknown;
const sampler = setInterval(() => {
  sample()
    .then((s) => {
      if (s.rss > peak.rss) peak = s;
    })
    .catch((error: unknown) => (samplerError = error));
}, 250);
const results: string[] = [];
for (const [name, target] of Object.entries(paths)) {
  await load(port, target, 10, 2_000); // warm-up
  const result = await load(port, target, 50, LOAD_MS);
  results.push(
    `${name}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors`,
  );
}
clearInterval(sampler);
if (samplerError) throw samplerError;

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const row = (label: string, s: Sample) =>
  console.log(
    `${label.padEnd(22)} rss ${mb(s.rss).padStart(7)}  V8 heap ${mb(s.heapUsed)} used / ${mb(s.heapTotal)} reserved` +
      `  outside the heap ${mb(s.external)}  code, native heap, stacks ${mb(s.rss - s.heapTotal - s.external)}` +
      `  pool ${s.poolOpen} open`,
  );
console.log(`\nThe server as npm start runs it in production, on PostgreSQL (${os.cpus().length} cores)`);
for (const line of results) console.log(`  ${line}`);
row('idle (10 s after ready)', idle);
row('peak under 50 conns', peak);
const pass = peak.rss <= GOAL;
console.log(`peak resident memory ${mb(peak.rss)}, goal <= ${mb(GOAL)}: ${pass ? 'PASS' : 'FAIL'}`);
process.exitCode = pass ? 0 : 1;
stop();
process.exit();
