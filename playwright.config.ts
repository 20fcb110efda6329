import { defineConfig } from '@playwright/test';

// Debian's old headless shell (scripts/e2e.mjs finds it) runs the suite: the same engine without the
// full browser's UI and GPU processes. The first-load specs model a visitor whose first touch starts
// the app, and there the shell's synthetic mouse now and then counts as that touch, so they run in
// the full browser (CHROMIUM_PATH), as a visitor's would.
const fullBrowser = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const headlessShell = process.env.E2E_HEADLESS_SHELL ?? fullBrowser;
const FULL_BROWSER_SPECS = /(first-load|rendered-profiles)\.spec\.ts$/;

// Without these Chromium keeps calling home on a machine with no network.
const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  // Short bounds, so a failure shows in seconds: the slowest test takes about a third of the test
  // bound on this machine kind, and every wait is for something the app does at once or a poll away.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // One browser at a time: on two cores a second worker's browser, renderer and GPU processes made
  // each test more than twice as slow, so the suite took longer with two workers than with one.
  workers: 1,
  retries: 0,
  reporter: [
    ['list'],
    ['./scripts/test-reporters/playwright-slowest.ts'],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // Every fresh context otherwise installs the app's service worker, which precaches the whole
    // build (about a hundred files) in the background of every test; installable.spec.ts allows it.
    serviceWorkers: 'block',
    // Recording a trace snapshots the page at every step of every test, passing or not, and cost
    // about a quarter of the suite's time; a failure keeps its screenshot, and `npm run test:e2e --
    // --trace on` records one when a failure needs it.
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: FULL_BROWSER_SPECS,
      use: { browserName: 'chromium', launchOptions: { executablePath: headlessShell, args: BROWSER_ARGS } },
    },
    {
      name: 'chromium-full',
      testMatch: FULL_BROWSER_SPECS,
      use: { browserName: 'chromium', launchOptions: { executablePath: fullBrowser, args: BROWSER_ARGS } },
    },
  ],
});
