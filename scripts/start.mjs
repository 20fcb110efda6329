// `npm start`: build the web app when it is missing or older than its sources, then serve everything.
// With NODE_ENV=production the server is the compiled JavaScript in apps/api/dist (built the same
// way when missing or stale); otherwise it runs from the TypeScript sources through tsx.
// The server lives and dies with this launcher: signals are forwarded, the launcher exits with the
// server, and if the launcher itself is orphaned (npm's shell killed by a SIGTERM to npm, which does
// not pass it on) or killed outright, the server is stopped rather than left holding the port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { ensureServerBuilt, newestMtime } from './server-build.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-node-flags.mjs';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');

// WEB_DIST names a build made elsewhere: serve it as it is.
if (!process.env.WEB_DIST) {
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/public',
    'apps/web/vite.config.ts',
    'apps/web/vite-route-shells.ts',
    'apps/web/scripts',
    'packages/shared/src',
  ].map((p) => path.join(root, p));
  const sourceTime = Math.max(
    ...sources
      .filter(existsSync)
      .map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
  );
  if (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourceTime) {
    console.log('Building the web app...');
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const production = process.env.NODE_ENV === 'production';
if (production) ensureServerBuilt(root);
// The compiled server finds @sideline/shared's compiled JavaScript through this export condition.
// Both run with the memory flags and malloc settings of server-node-flags.mjs.
const serverArgs = [
  ...SERVER_NODE_FLAGS,
  ...(production
    ? ['--conditions=sideline-compiled', '--enable-source-maps', 'apps/api/dist/server.js']
    : ['--import', 'tsx', 'apps/api/src/server.ts']),
];

// The IPC channel is the server's lifeline: it closes when this process ends in any way, even SIGKILL.
const server = spawn(process.execPath, serverArgs, {
  cwd: root,
  // The memory settings of server-node-flags.mjs; a value set in the environment wins.
  env: { ...SERVER_ENV, ...process.env },
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
});

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));

// Orphaned: the process that started us is gone (npm and its shell died); stop the server too.
const parent = process.ppid;
const watch = setInterval(() => {
  if (process.ppid !== parent) stop('SIGTERM');
}, 500);
watch.unref();

server.on('exit', (code, signal) => {
  clearInterval(watch);
  process.exit(code ?? 128 + (signal ? constants.signals[signal] : 1));
});
