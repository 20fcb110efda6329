import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // Each worker imports the app once and runs file after file in it. Files still never share
    // data (each opens its own database from the template) and no test mocks a module, so the
    // shared module cache changes nothing but the hundreds of seconds every file spent importing.
    isolate: false,
    reporters: ['default', '../../scripts/test-reporters/vitest-slowest.ts'],
  },
});
