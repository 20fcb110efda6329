// `npm run backup [-- <archive.tar.gz>]`: the embedded database and DATA_DIR/uploads in one archive.
import path from 'node:path';
import { utcStamp } from './backup-archive.js';
import { backupEmbedded } from './backup.js';
import { runEmbeddedOp, usage } from './run-cli.js';

const args = process.argv.slice(2);
if (args.length > 1 || args.some((a) => a.startsWith('-')))
  usage('Usage: npm run backup [-- <archive.tar.gz>]   (default ./backups/sideline-<UTC time>.tar.gz)');

await runEmbeddedOp('Backup', async (config) => {
  const archivePath = args[0] ?? path.join('backups', `sideline-${utcStamp()}.tar.gz`);
  const result = await backupEmbedded({ dataDir: config.dataDir, archivePath });
  return `Backed up ${config.dataDir} (database and ${result.uploads} uploads) to ${result.archivePath}`;
});
