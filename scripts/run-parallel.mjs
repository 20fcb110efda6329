// Runs npm scripts side by side, prints each one's output whole when it ends (never interleaved)
// with how long it took, and fails when any of them fails: `node scripts/run-parallel.mjs typecheck
// lint`. Independent checks on two cores finish in about the time of the longest one instead of the
// sum of all.
import { spawn } from 'node:child_process';

const tasks = process.argv.slice(2).map((name) => ({ name, command: `npm run --silent ${name}` }));
if (tasks.length === 0) {
  console.error('run-parallel: name the npm scripts to run');
  process.exit(2);
}

const started = Date.now();
const results = await Promise.all(
  tasks.map(
    ({ name, command }) =>
      new Promise((resolve) => {
        const begun = Date.now();
        const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code, signal) => {
          const seconds = Math.round((Date.now() - begun) / 1000);
          process.stdout.write(
            `\n== ${name} (${command}): ${code === 0 ? 'passed' : 'FAILED'} in ${seconds} s\n`,
          );
          process.stdout.write(Buffer.concat(output));
          resolve({ name, ok: code === 0, seconds, signal });
        });
      }),
  ),
);
const failed = results.filter((r) => !r.ok).map((r) => r.name);
console.log(
  `\n== side by side: ${results.map((r) => `${r.name} ${r.seconds} s`).join(', ')}; ` +
    `${Math.round((Date.now() - started) / 1000)} s in all${failed.length ? `; FAILED: ${failed.join(', ')}` : ''}`,
);
process.exit(failed.length ? 1 : 0);
