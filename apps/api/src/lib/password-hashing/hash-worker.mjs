// One password-hashing thread (password-hasher.ts). Plain JavaScript, so it starts the same under
// the server, the tests and the benches, with no TypeScript loader in the thread.
import { spawnSync } from 'node:child_process';
import { readFileSync, readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

// The lowest CPU priority, for this thread only: on Linux a thread's id is a valid target of
// setpriority, and /proc/thread-self names it. Sign-ins then take the CPU that page requests leave.
let threadId = 0;
try {
  threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  setPriority(threadId, 19);
  // And the idle scheduling class where util-linux's chrt is present: the kernel lets a nice-19
  // thread finish its time slice (milliseconds) before a woken request thread runs, but preempts
  // an idle-class thread at once. Node has no call for sched_setscheduler, hence the one spawn.
  spawnSync('chrt', ['--idle', '-p', '0', String(threadId)], { stdio: 'ignore', timeout: 5000 });
} catch {
  // Not Linux, or not permitted: the thread runs at the process's priority.
}

/** The thread's scheduling policy (field 41 of its stat; 5 is SCHED_IDLE), for the tests. */
function schedulingPolicy() {
  const stat = readFileSync(`/proc/self/task/${threadId}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start at field 3.
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[41 - 3]);
}

const ops = {
  hash: ({ password, options }) => hashSync(password, options),
  verify: ({ encoded, password }) => verifySync(encoded, password),
  // What the tests read to see the thread's priority was lowered.
  priority: () => ({ nice: getPriority(threadId), policy: schedulingPolicy() }),
};

parentPort.on('message', ({ id, op, ...args }) => {
  try {
    const result = ops[op](args);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
