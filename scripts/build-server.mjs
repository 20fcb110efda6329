// `npm run build` (first step): the API and packages/shared as JavaScript, for production's
// `node apps/api/dist/server.js`. Each file is transpiled on its own, keeping the source tree's
// layout, so paths the server finds from its own location (apps/api/drizzle, apps/web/dist, the
// password-hashing worker) resolve the same from dist/ as from src/. Types are not checked here:
// `npm run typecheck` does that, and a build that waited for it would double the work.
// Each dist/ is built beside it and swapped in whole: a process starting from dist/ meanwhile (a
// backup, a test's server, another build) never finds it half written.
import { build } from 'esbuild';
import { copyFileSync, globSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const NOT_SHIPPED = ['**/*.test.ts', '**/*-test-kit.ts'];

async function transpile(workspace) {
  const src = path.join(root, workspace, 'src');
  const finalDist = path.join(root, workspace, 'dist');
  // A fresh folder each time: a file removed from src must not live on in dist.
  const dist = `${finalDist}.build-${process.pid}`;
  rmSync(dist, { recursive: true, force: true });
  const entryPoints = globSync('**/*.ts', { cwd: src, exclude: NOT_SHIPPED }).map((f) => path.join(src, f));
  await build({
    entryPoints,
    outdir: dist,
    outbase: src,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: true,
    logLevel: 'warning',
  });
  // Plain JavaScript beside the sources (worker scripts) is shipped as it is.
  for (const file of globSync('**/*.{mjs,js}', { cwd: src })) {
    mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
    copyFileSync(path.join(src, file), path.join(dist, file));
  }
  swapIn(dist, finalDist);
  return entryPoints.length;
}

/** Replaces `target` by `fresh` with two renames; another build swapping at the same moment wins or loses whole. */
function swapIn(fresh, target) {
  const olds = [];
  for (let attempt = 0; ; attempt++) {
    const old = `${target}.old-${process.pid}-${attempt}`;
    try {
      renameSync(target, old);
      olds.push(old);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
    }
    try {
      renameSync(fresh, target);
      break;
    } catch (error) {
      // Another build put its dist/ in between the two renames: move that one aside too.
      if (!['ENOTEMPTY', 'EEXIST'].includes(error.code) || attempt === 5) throw error;
    }
  }
  for (const old of olds) rmSync(old, { recursive: true, force: true });
}

const started = Date.now();
const files = (await transpile('packages/shared')) + (await transpile('apps/api'));
console.log(
  `server build: ${files} files to packages/shared/dist and apps/api/dist in ${Date.now() - started} ms`,
);
