// Prepares DATA_DIR's embedded database without serving: migrated, with the ZIP list loaded. The
// image runs it at build time, so a container's first start is a restart of a ready database (the
// empty-directory path, PGlite's initdb, needs more memory than a small container has).
import { databaseOptionsFromConfig, migrateDatabase, openDatabase } from '../db/client.js';
import { loadZipCodesIfEmpty } from '../modules/geo/zip-codes-loader.js';
import { runEmbeddedOp } from './run-cli.js';

await runEmbeddedOp('Preparing the data directory', async (config) => {
  const database = await openDatabase(databaseOptionsFromConfig(config));
  try {
    await migrateDatabase(database);
    const zips = await loadZipCodesIfEmpty(database.db);
    return `Prepared ${config.dataDir}: migrations applied, ${zips} ZIP codes loaded.`;
  } finally {
    await database.close();
  }
});
