// `npm run restore -- <archive.tar.gz> [--force]`: puts a backup back into DATA_DIR.
import { restoreEmbedded } from './restore.js';
import { runEmbeddedOp, usage } from './run-cli.js';

const args = process.argv.slice(2);
const force = args.includes('--force');
const rest = args.filter((a) => a !== '--force');
if (rest.length !== 1 || rest[0]!.startsWith('-'))
  usage('Usage: npm run restore -- <archive.tar.gz> [--force]   (--force replaces existing data)');

await runEmbeddedOp('Restore', async (config) => {
  const result = await restoreEmbedded({ dataDir: config.dataDir, archivePath: rest[0]!, force });
  return `Restored the backup of ${result.createdAt} (database and ${result.uploads} uploads) into ${config.dataDir}`;
});
