import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

type Job =
  | { op: 'hash'; password: string; options: object }
  | { op: 'verify'; encoded: string; password: string }
  | { op: 'priority' };
interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}
interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

const WORKER_URL = new URL('./hash-worker.mjs', import.meta.url);
/** Enough for bursts of sign-ins; never more than the cores, which page requests need first. */
const THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));

let nextId = 0;
const threads: Thread[] = [];

function startThread(): Thread {
  // No inherited loader flags (tsx, the test runner's): the worker is plain JavaScript.
  const worker = new Worker(WORKER_URL, { execArgv: [] });
  const thread: Thread = { worker, pending: new Map() };
  worker.unref();
  type Answer = { id: number; result?: unknown; error?: string };
  worker.on('message', ({ id, result, error }: Answer) => {
    const waiting = thread.pending.get(id);
    if (!waiting) return;
    thread.pending.delete(id);
    if (error !== undefined) waiting.reject(new Error(error));
    else waiting.resolve(result);
    if (thread.pending.size === 0) worker.unref();
  });
  const fail = (error: Error) => {
    const index = threads.indexOf(thread);
    if (index >= 0) threads.splice(index, 1);
    for (const waiting of thread.pending.values()) waiting.reject(error);
    thread.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`password hashing thread exited (${code})`)));
  return thread;
}

/** The least busy thread, started on first use. */
function pickThread(): Thread {
  if (threads.length < THREADS) {
    const started = startThread();
    threads.push(started);
    return started;
  }
  return threads.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
}

function run(job: Job): Promise<unknown> {
  const thread = pickThread();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    thread.pending.set(id, { resolve, reject });
    // Held while a job is pending, so a caller awaiting it keeps the process alive.
    thread.worker.ref();
    thread.worker.postMessage({ id, ...job });
  });
}

/**
 * argon2id off the event loop, in threads of the lowest CPU priority (hash-worker.mjs): a sign-in
 * costs tens of milliseconds of CPU, and on a small machine it would otherwise take them from the
 * page requests running beside it (issue 15, goal 6).
 */
export const passwordHasher = {
  hash: (password: string, options: object) => run({ op: 'hash', password, options }) as Promise<string>,
  verify: (encoded: string, password: string) => run({ op: 'verify', encoded, password }) as Promise<boolean>,
  /** A hashing thread's nice value and scheduling policy (19 and SCHED_IDLE on Linux). */
  threadPriority: () => run({ op: 'priority' }) as Promise<{ nice: number; policy: number }>,
};
