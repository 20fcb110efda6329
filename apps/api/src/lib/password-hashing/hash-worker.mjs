// One password-hashing thread (password-hasher.ts). Plain JavaScript, so it starts the same under
// the server, the tests and the benches, with no TypeScript loader in the thread.
import { readlinkSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { hashSync, verifySync } from '@node-rs/argon2';

// The lowest CPU priority, for this thread only: on Linux a thread's id is a valid target of
// setpriority, and /proc/thread-self names it. Sign-ins then take the CPU that page requests leave.
let threadId = 0;
try {
  threadId = Number(readlinkSync('/proc/thread-self').split('/').pop());
  setPriority(threadId, 19);
} catch {
  // Not Linux, or not permitted: the thread runs at the process's priority.
}

const ops = {
  hash: ({ password, options }) => hashSync(password, options),
  verify: ({ encoded, password }) => verifySync(encoded, password),
  // What the tests read to see the thread's priority was lowered.
  priority: () => getPriority(threadId),
};

parentPort.on('message', ({ id, op, ...args }) => {
  try {
    const result = ops[op](args);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
