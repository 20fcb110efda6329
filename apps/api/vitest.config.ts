import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // Each worker imports the app once and runs file after file in it. Files still never share data
    // (each gets a database in the template's state: see test/test-db.ts) and no test mocks a module.
    isolate: false,
    reporters: ['default', '../../scripts/test-reporters/vitest-slowest.ts'],
  },
});
