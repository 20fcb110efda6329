import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createTestApp } from '../test-app.js';
import { writeWebDist } from './web-dist-test-kit.js';

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

/**
 * A test app that serves the framework build's pages (decision 0054), with an empty library-mode app
 * for the other paths (none is asked for). `page` fetches one as a browser would, with a session
 * cookie when given; `close` removes what was made for it.
 */
export async function frameworkPagesApp() {
  const build = frameworkBuild();
  const webDist = writeWebDist({
    shells: {},
    routes: [],
    renderer: 'export async function prerender() { return ""; }',
  });
  const t = await createTestApp({ registerRateLimit: 1000, webDist, webFrameworkBuild: build.dir });
  return {
    t,
    page: (url: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} }),
    async close() {
      await t.close();
      rmSync(webDist, { recursive: true, force: true });
      if (build.built) rmSync(build.dir, { recursive: true, force: true });
    },
  };
}

/**
 * What a page shows before any script runs: the HTML without its scripts (the loader data rides in
 * them) and without the comments React puts between adjacent texts.
 */
export const painted = (html: string) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<!-- -->/g, '');
