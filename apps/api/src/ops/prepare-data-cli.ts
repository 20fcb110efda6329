// Prepares DATA_DIR's embedded database without serving: migrated, with the ZIP list loaded. The
// image runs it at build time, so a container's first start is a restart of a ready database (the
// empty-directory path, PGlite's initdb, needs more memory than a small container has). It leaves
// no recycled WAL segments behind: the image would carry them for nothing.
import { databaseOptionsFromConfig, migrateDatabase, openDatabase } from '../db/client.js';
import { loadZipCodesIfEmpty } from '../modules/geo/zip-codes-loader.js';
import { embeddedPaths } from './embedded-data.js';
import { runEmbeddedOp } from './run-cli.js';
import { currentWalSegment, removeSpareWal } from './spare-wal.js';

await runEmbeddedOp('Preparing the data directory', async (config) => {
  const database = await openDatabase(databaseOptionsFromConfig(config));
  let zips: number;
  let walSegment: string | null = null;
  try {
    await migrateDatabase(database);
    zips = await loadZipCodesIfEmpty(database.db);
    if (database.pglite) walSegment = await currentWalSegment(database.pglite);
  } finally {
    await database.close();
  }
  const spare = walSegment ? removeSpareWal(embeddedPaths(config.dataDir).pgliteDir, walSegment) : 0;
  return `Prepared ${config.dataDir}: migrations applied, ${zips} ZIP codes loaded, ${spare} spare WAL segments removed.`;
});
