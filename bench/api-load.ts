/** A closed-loop HTTP load generator: `connections` keep-alive clients, each sending its next request on the answer. */
import http from 'node:http';
import { performance } from 'node:perf_hooks';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export function request(
  agent: http.Agent,
  port: number,
  path: string,
  options: { method?: string; body?: string } = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent,
        method: options.method ?? 'GET',
        headers: options.body ? { 'content-type': 'application/json' } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/**
 * `connections` keep-alive sockets to `port`, each opened with one request that is not measured, and
 * the request both loads repeat; `errors()` counts the answers that were not 200 or never came.
 */
async function openClients(port: number, path: string, connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  let failed = 0;
  const send = async () => {
    try {
      const res = await request(agent, port, path);
      if (res.status !== 200) failed += 1;
    } catch {
      failed += 1;
    }
  };
  await Promise.all(Array.from({ length: connections }, send));
  return { agent, send, errors: () => failed };
}

/** p50 and p99 of `values` (sorted in place). */
function percentiles(values: number[]) {
  values.sort((a, b) => a - b);
  const pct = (p: number) => values[Math.min(values.length - 1, Math.floor(p * values.length))] ?? 0;
  return { p50: pct(0.5), p99: pct(0.99) };
}

/** `connections` closed-loop clients sending until `ms` have passed; each latency goes into `latencies`. */
async function closedLoop(send: () => Promise<void>, connections: number, ms: number, latencies: number[]) {
  const started = performance.now();
  const deadline = started + ms;
  const client = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      await send();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  return performance.now() - started;
}

/**
 * `connections` clients for `ms`. Each client first opens its connection with one request that is not
 * counted, and the clock starts once all are open: the figures are the server's steady state, not 50
 * simultaneous TCP handshakes queued behind each other at the start of every round.
 */
export async function load(port: number, path: string, connections: number, ms: number): Promise<LoadResult> {
  const { agent, send, errors } = await openClients(port, path, connections);
  const latencies: number[] = [];
  const elapsed = await closedLoop(send, connections, ms, latencies);
  agent.destroy();
  return { rps: (latencies.length * 1000) / elapsed, ...percentiles(latencies), errors: errors() };
}

/** One side of an interleaved load, with the CPU time its server spent per request (microseconds). */
export interface SideResult extends LoadResult {
  cpuPerRequest: number;
}

/**
 * Two servers loaded in turn, `connections` clients each on sockets opened once: `cycles` pairs of
 * windows `windowMs` long, the first side first in even cycles and second in odd ones, so neither
 * always follows the other. Each side's requests, time and latencies are pooled over its windows.
 * A single 3-second pair swings from 0.68x to 1.08x on a shared machine as the neighbours' load
 * drifts; 1-second windows interleaved for half a minute see the same drift on both sides.
 * `cpu()` reads the servers' process CPU time (microseconds), before and after each window.
 */
export async function interleavedLoad(
  ports: [number, number],
  path: string,
  connections: number,
  options: { cycles: number; windowMs: number; cpu: () => Promise<number> },
): Promise<[SideResult, SideResult]> {
  const sides = await Promise.all(ports.map((port) => openClients(port, path, connections)));
  const totals = sides.map(() => ({ latencies: [] as number[], ms: 0, cpu: 0 }));
  for (let cycle = 0; cycle < options.cycles; cycle++) {
    for (const index of cycle % 2 === 0 ? [0, 1] : [1, 0]) {
      const total = totals[index]!;
      const cpuBefore = await options.cpu();
      total.ms += await closedLoop(sides[index]!.send, connections, options.windowMs, total.latencies);
      total.cpu += (await options.cpu()) - cpuBefore;
    }
  }
  const results = totals.map((total, index) => {
    sides[index]!.agent.destroy();
    return {
      rps: (total.latencies.length * 1000) / total.ms,
      ...percentiles(total.latencies),
      errors: sides[index]!.errors(),
      cpuPerRequest: total.cpu / Math.max(1, total.latencies.length),
    };
  });
  return [results[0]!, results[1]!];
}

export interface PhasedResult {
  /** Latencies of requests that started and ended inside a quiet window, and inside a busy one. */
  quiet: { p50: number; p99: number; count: number };
  busy: { p50: number; p99: number; count: number };
  errors: number;
}

/**
 * One closed-loop load (`connections` clients on the same sockets throughout) cut into alternating
 * quiet and busy windows, with `busy` running only during the busy ones. The two sides' latencies
 * are pooled over all their windows: a p99 from one 3-second round swings by a third on a shared
 * machine, as the neighbours' load drifts; windows a second long, interleaved for a minute, see the
 * same drift on both sides. A request that crosses from one window into the next counts for
 * neither, and a settling gap after each window lets work started in it (a sign-in) finish first.
 */
export async function phasedLoad(
  port: number,
  path: string,
  connections: number,
  options: { cycles: number; windowMs: number; settleMs: number; busy?: () => () => void },
): Promise<PhasedResult> {
  const { cycles, windowMs, settleMs } = options;
  const { agent, send, errors } = await openClients(port, path, connections);
  const latencies: [number[], number[]] = [[], []];
  const cycle = 2 * (windowMs + settleMs);
  const started = performance.now();
  const deadline = started + cycles * cycle;
  /** 0 quiet, 1 busy, -1 settling. */
  const phaseAt = (t: number) => {
    const x = (t - started) % cycle;
    if (x < windowMs) return 0;
    if (x >= windowMs + settleMs && x < 2 * windowMs + settleMs) return 1;
    return -1;
  };
  let stopBusy: (() => void) | undefined;
  const switcher = setInterval(() => {
    const phase = phaseAt(performance.now());
    if (phase === 1 && !stopBusy) stopBusy = options.busy?.() ?? (() => undefined);
    if (phase !== 1 && stopBusy) {
      stopBusy();
      stopBusy = undefined;
    }
  }, 5);
  const client = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now();
      const phase = phaseAt(t0);
      await send();
      const t1 = performance.now();
      if (phase >= 0 && phaseAt(t1) === phase) latencies[phase as 0 | 1].push(t1 - t0);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  clearInterval(switcher);
  stopBusy?.();
  agent.destroy();
  const summary = (values: number[]) => ({ ...percentiles(values), count: values.length });
  return { quiet: summary(latencies[0]), busy: summary(latencies[1]), errors: errors() };
}
