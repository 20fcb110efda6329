import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../../..');

/**
 * The web app's framework build (decision 0054) for a test of the pages it renders: the one named by
 * TEST_WEB_FRAMEWORK_BUILD when set (built already: CI builds it once for both API suites), else a
 * fresh build of the working tree in a folder of its own, so the pages tested are the code under
 * test. `built` says whether the caller made it (and removes it). The folder is inside the web app:
 * the server build leaves its packages external, and Node finds them only in a `node_modules` above
 * it.
 */
export function frameworkBuild(): { dir: string; built: boolean } {
  const given = process.env.TEST_WEB_FRAMEWORK_BUILD;
  if (given) {
    const dir = path.resolve(root, given);
    if (!existsSync(path.join(dir, 'server', 'index.js'))) throw new Error(`no framework build in ${dir}`);
    return { dir, built: false };
  }
  const parent = path.join(root, 'apps/web/.test-builds');
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(path.join(parent, 'framework-'));
  execFileSync('npm', ['run', 'build:framework', '-w', '@sideline/web'], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', WEB_FRAMEWORK_OUT: dir },
    stdio: 'pipe',
  });
  return { dir, built: true };
}
