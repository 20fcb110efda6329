import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    maxWorkers: 2,
    // On PostgreSQL each worker imports the app once and runs file after file in it. Files still
    // never share data (each opens its own database from the template) and no test mocks a module.
    // On PGlite every file keeps its own process: a worker that opened dozens of PGlite instances
    // in turn died in a V8 abort (WebAssembly memory) in two clean-clone runs of 2026-11-28.
    isolate: !process.env.TEST_DATABASE_URL,
    reporters: ['default', '../../scripts/test-reporters/vitest-slowest.ts'],
  },
});
