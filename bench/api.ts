/**
 * The API's overhead, tail, logins and memory (issue 15 goals 1, 2, 6 and 7), on PGlite and, with
 * BENCH_DATABASE_URL, on PostgreSQL. bench/api-server.ts runs the real app and a bare `node:http`
 * server replaying the app's captured SQL on the same pool in one child process; this process loads them in
 * alternating 1-second windows (the machine is shared and noisy: both sides see the same drift) and
 * prints each figure with its goal. Run: npm run bench:api
 */
import http from 'node:http';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { interleavedLoad, load, phasedLoad, request, type PhasedResult } from './api-load.js';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../scripts/server-node-flags.mjs';

/** Half a minute of alternating 1-second windows per comparison (see interleavedLoad). */
const WINDOWS = { cycles: 15, windowMs: 1000 };
const DEMO = { email: 'coach@demo.sideline.test', password: 'sideline-demo' };
/**
 * The job page's closed-loop connections beside the sign-ins: 10 keeps both cores busy; fewer leave
 * the machine headroom (LOGIN_CONNECTIONS=1,4,10 measures each).
 */
const LOGIN_CONNECTIONS = (process.env.LOGIN_CONNECTIONS ?? '10').split(',').map(Number);

interface Ports {
  kind: string;
  app: number;
  bare: number;
  rss: number;
  paths: Record<string, string>;
  statements: Record<string, number>;
}

/**
 * The app as production starts it (scripts/start.mjs): the compiled server with the server's node
 * flags, so the memory figures are the ones a deployment sees. BENCH_SOURCES=1 runs the TypeScript.
 */
async function startServer(env: NodeJS.ProcessEnv): Promise<{ ports: Ports; child: ChildProcess }> {
  const compiled = env.BENCH_SOURCES === '1' ? [] : ['--conditions=sideline-compiled'];
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...compiled, '--import', 'tsx', 'bench/api-server.ts'],
    {
      env: { ...SERVER_ENV, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const line = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
  });
  return { ports: JSON.parse(line) as Ports, child };
}

const agent = new http.Agent({ keepAlive: true });
interface Usage {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  cpu: number;
}
const usage = async (port: number) => JSON.parse((await request(agent, port, '/__rss')).body) as Usage;
/** Where resident memory goes: V8's heap (used / reserved), memory outside it, and the rest. */
const split = (u: Usage) =>
  `heap ${mb(u.heapUsed)} / ${mb(u.heapTotal)}, outside ${mb(u.external)}, ` +
  `code+native ${mb(u.rss - u.heapTotal - u.external)}`;
const rss = async (port: number) => (await usage(port)).rss;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const row = (label: string, figure: string, goal: string, ok?: boolean) =>
  console.log(
    `  ${label.padEnd(44)} ${figure.padEnd(34)} goal ${goal.padEnd(16)}${ok === undefined ? '' : verdict(ok)}`,
  );

/** Sorted-key JSON, so the two servers' bodies compare whatever their key order. */
const canonical = (text: string) =>
  JSON.stringify(JSON.parse(text), (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );

/** App and bare loaded in turn (interleavedLoad), with each server's CPU time per request. */
const interleaved = (ports: Ports, path: string, connections: number) =>
  interleavedLoad([ports.app, ports.bare], path, connections, {
    ...WINDOWS,
    cpu: async () => (await usage(ports.rss)).cpu,
  });

/** A first start on fresh data (see bench/api-server.ts): its resident memory once it is done. */
async function firstStart(env: NodeJS.ProcessEnv): Promise<number> {
  const { ports, child } = await startServer({ ...env, BENCH_PREPARE: '1' });
  await new Promise((resolve) => child.once('exit', resolve));
  return (ports as unknown as { rss: number }).rss;
}

async function benchOne(benchEnv: NodeJS.ProcessEnv): Promise<void> {
  const env = { ...benchEnv, BENCH_DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'sideline-bench-')) };
  const firstStartRss = await firstStart(env);
  const { ports, child } = await startServer(env);
  try {
    console.log(`\n== ${ports.kind}`);
    const paths = ports.paths as { 'job page': string; '25-mile search': string };
    for (const [name, path] of Object.entries(paths)) {
      row(`${name}: SQL statements replayed by bare`, String(ports.statements[path]), 'report');
    }
    for (const [name, path] of Object.entries(paths)) {
      const [a, b] = await Promise.all([request(agent, ports.app, path), request(agent, ports.bare, path)]);
      row(
        `${name}: same JSON from both servers`,
        a.status === 200 && canonical(a.body) === canonical(b.body) ? 'yes' : 'NO',
        'yes',
        canonical(a.body) === canonical(b.body),
      );
      await load(ports.app, path, 10, 1000); // warm-up
      await load(ports.bare, path, 10, 1000);
    }
    // A restart on the first start's data: just after the warm-up, then idle, after 15 quiet seconds.
    const afterStart = await rss(ports.rss);
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    const idleUsage = await usage(ports.rss);
    const idle = idleUsage.rss;

    // Goal 1: requests per second at 10 connections, app over bare (0.80x since issue 53, which
    // traded the patched library internals for public APIs).
    for (const [name, path] of Object.entries(paths)) {
      const [app, bare] = await interleaved(ports, path, 10);
      const ratio = app.rps / bare.rps;
      row(
        `${name}: app / bare req/s (10 conns)`,
        // Three places: 0.799 is short of the goal and would print as 0.80.
        `${ratio.toFixed(3)}x (${app.rps.toFixed(0)} / ${bare.rps.toFixed(0)})`,
        '>= 0.80x',
        ratio >= 0.8,
      );
      // CPU time per request is steadier than req/s on a shared machine (it ignores time spent
      // waiting for a core); on PGlite it includes the database, on PostgreSQL only this process.
      row(
        `${name}: CPU per request, bare / app`,
        `${(bare.cpuPerRequest / app.cpuPerRequest).toFixed(2)}x (${(bare.cpuPerRequest / 1000).toFixed(2)} / ${(app.cpuPerRequest / 1000).toFixed(2)} ms)`,
        'report',
      );
    }

    // Goal 2 and 7: the tail at 50 connections, and memory under that load.
    let peak = 0;
    let peakUsage: Usage | undefined;
    const sampleMemory = () => {
      const timer = setInterval(
        () =>
          void usage(ports.rss)
            .then((u) => {
              if (u.rss > peak) [peak, peakUsage] = [u.rss, u];
            })
            .catch(() => undefined),
        250,
      );
      return () => clearInterval(timer);
    };
    for (const [name, path] of Object.entries(paths)) {
      const stopSampling = sampleMemory();
      const [app, bare] = await interleaved(ports, path, 50).finally(stopSampling);
      const ratio = app.p99 / bare.p99;
      const errors = app.errors + bare.errors;
      row(
        `${name}: p99 app / bare (50 conns)`,
        `${ratio.toFixed(2)}x (${app.p99.toFixed(1)} / ${bare.p99.toFixed(1)} ms)`,
        '<= 1.25x',
        ratio <= 1.25,
      );
      row(`${name}: errors at 50 conns`, String(errors), '0', errors === 0);
    }
    // Issue 35's goals: 300 MB on the embedded database, 200 MB on PostgreSQL.
    const memoryGoal = (ports.kind === 'pglite' ? 300 : 200) * 1024 * 1024;
    row('resident memory at the end of a first start', mb(firstStartRss), 'report');
    row('resident memory after restart and warm-up', mb(afterStart), 'report');
    row('resident memory idle (15 s quiet)', mb(idle), `<= ${mb(memoryGoal)}`, idle <= memoryGoal);
    row('  idle', split(idleUsage), 'report');
    row('resident memory under 50 conns (peak)', mb(peak), `<= ${mb(memoryGoal)}`, peak <= memoryGoal);
    if (peakUsage) row('  at the peak', split(peakUsage), 'report');

    // Goal 6: 5 logins a second beside the job page's traffic raise its p99 by at most 10%. One
    // minute of 1-second windows, quiet and busy in turn, pooled (phasedLoad); first a set whose busy
    // windows are as quiet as the others, which shows how far two identical sides differ here.
    const loginAgent = new http.Agent({ keepAlive: true });
    let logins = 0;
    let loginErrors = 0;
    const loginMs: number[] = [];
    const signIn = () => {
      const started = performance.now();
      void request(loginAgent, ports.app, '/api/auth/login', { method: 'POST', body: JSON.stringify(DEMO) })
        .then((r) => {
          if (r.status !== 200) return (loginErrors += 1);
          loginMs.push(performance.now() - started);
          return (logins += 1);
        })
        .catch(() => (loginErrors += 1));
    };
    const loginLoad = () => {
      signIn();
      const timer = setInterval(signIn, 200);
      return () => clearInterval(timer);
    };
    const windows = { cycles: 20, windowMs: 1000, settleMs: 300 };
    const rise = (r: PhasedResult) => {
      const change = r.busy.p99 / r.quiet.p99 - 1;
      return {
        change,
        text: `${change >= 0 ? '+' : ''}${(change * 100).toFixed(0)}% (${r.quiet.p99.toFixed(1)} -> ${r.busy.p99.toFixed(1)} ms)`,
      };
    };
    for (const connections of LOGIN_CONNECTIONS) {
      logins = 0;
      loginErrors = 0;
      loginMs.length = 0;
      const conns = `${connections} conn${connections === 1 ? '' : 's'}`;
      const control = await phasedLoad(ports.app, paths['job page'], connections, windows);
      row(`job page p99, two sides without logins (${conns})`, rise(control).text, 'report (noise)');
      const withLogins = await phasedLoad(ports.app, paths['job page'], connections, {
        ...windows,
        busy: loginLoad,
      });
      const { change, text } = rise(withLogins);
      row(`job page p99 with 5 logins/s (${conns})`, text, '<= +10%', change <= 0.1);
      row(
        'job page p50 and errors with 5 logins/s',
        `${withLogins.quiet.p50.toFixed(2)} -> ${withLogins.busy.p50.toFixed(2)} ms, ${withLogins.errors} errors`,
        'report',
      );
      row('logins completed / failed', `${logins} / ${loginErrors}`, 'report');
      const sorted = loginMs.sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      row(
        'login time beside that traffic',
        `p50 ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms`,
        'report',
      );
    }
    loginAgent.destroy();
  } finally {
    child.kill('SIGTERM');
  }
}

console.log(
  'API overhead, tail, logins and memory: the app against a bare node:http server (same SQL, same pool)',
);
if (process.env.BENCH_SOURCES !== '1') {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
}
console.log(
  `server flags: ${SERVER_NODE_FLAGS.join(' ')} ${Object.entries(SERVER_ENV)
    .map(([k, v]) => `${k}=${v}`)
    .join(' ')}`,
);
// BENCH_ONLY=postgres skips the embedded database (a second look at PostgreSQL's figures alone).
if (process.env.BENCH_ONLY !== 'postgres') await benchOne({ ...process.env, BENCH_DATABASE_URL: '' });
if (process.env.BENCH_DATABASE_URL) await benchOne(process.env);
else console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL to a scratch database to measure it too)');
agent.destroy();
