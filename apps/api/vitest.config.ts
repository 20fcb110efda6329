import { configDefaults, defineConfig } from 'vitest/config';

// Files that start servers on an embedded data directory whatever TEST_DATABASE_URL says: the run
// without it (the PGlite stage, plain `npm test`) covers them, so a PostgreSQL run leaves them out.
const embeddedOnly = ['test/processes.test.ts', 'test/prepare-data.test.ts'];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? embeddedOnly : [])],
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
