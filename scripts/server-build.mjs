// The compiled server (apps/api/dist, packages/shared/dist), built by scripts/build-server.mjs when it
// is missing or older than its sources: `npm start` in production and `npm run backup/restore` run it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds the server unless apps/api/dist is newer than every source; exits the process if that fails. */
export function ensureServerBuilt(root) {
  const builtServer = path.join(root, 'apps/api/dist/server.js');
  const serverSources = ['apps/api/src', 'packages/shared/src']
    .map((p) => path.join(root, p))
    .filter(existsSync);
  const serverSourceTime = Math.max(0, ...serverSources.map(newestMtime));
  if (existsSync(builtServer) && statSync(builtServer).mtimeMs >= serverSourceTime) return;
  console.log('Building the server...');
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
