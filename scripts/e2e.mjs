// Runs the Playwright suite with the system Chromium; without one it skips loudly (and fails under CI).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const chromium = candidates.find((p) => existsSync(p));
// Debian's old headless shell (package chromium-headless-shell) runs most of the suite when present:
// the same engine without the full browser's UI and GPU processes, in about two thirds of the time.
const shell = [process.env.E2E_HEADLESS_SHELL, '/usr/bin/chromium-headless-shell'].filter(Boolean).find((p) => existsSync(p));
if (!chromium) {
  const message = 'end-to-end tests: no Chromium (install Debian\'s `chromium` package or set CHROMIUM_PATH)';
  if (process.env.CI) {
    console.error(`FAILED: ${message}`);
    process.exit(1);
  }
  console.log(`SKIPPED: ${message}`);
  process.exit(0);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium, E2E_HEADLESS_SHELL: shell ?? chromium },
});
process.exit(result.status ?? 1);
