// `npm run backup` and `npm run restore`: the compiled CLIs in apps/api/dist/ops (built first when
// missing or older than their sources), run like the server: with its memory flags and malloc
// settings (server-node-flags.mjs), which keep PGlite's WebAssembly on V8's baseline compiler.
// No TypeScript loader: the same commands work where only runtime dependencies are installed.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { ensureServerBuilt } from './server-build.mjs';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-node-flags.mjs';

export const OPS_COMMANDS = ['backup', 'restore'];

/** Node's arguments for one compiled CLI. */
export function opsNodeArgs(command, args) {
  return [
    ...SERVER_NODE_FLAGS,
    '--conditions=sideline-compiled',
    '--enable-source-maps',
    `apps/api/dist/ops/${command}-cli.js`,
    ...args,
  ];
}

if (process.argv[1] === import.meta.filename) {
  const root = path.resolve(import.meta.dirname, '..');
  const [command, ...args] = process.argv.slice(2);
  if (!OPS_COMMANDS.includes(command)) {
    console.error(`Usage: node scripts/ops-cli.mjs ${OPS_COMMANDS.join('|')} [arguments]`);
    process.exit(2);
  }
  ensureServerBuilt(root);
  const child = spawn(process.execPath, opsNodeArgs(command, args), {
    cwd: root,
    env: { ...SERVER_ENV, ...process.env },
    stdio: 'inherit',
  });
  // Ctrl-C reaches both through the terminal; a signal sent to this process alone is passed on.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (signal ? constants.signals[signal] : 1)));
}
