import { ConfigError, loadConfig, type Config } from '../config.js';
import { OpsError } from './backup-archive.js';

export const EXIT_REFUSED = 1;
export const EXIT_USAGE = 2;

/**
 * Runs an ops command for the embedded database: every refusal prints why and exits non-zero, and
 * a PostgreSQL or S3 configuration is pointed at docs/operations.md rather than half backed up.
 */
export async function runEmbeddedOp(name: string, op: (config: Config) => Promise<string>): Promise<void> {
  try {
    const config = loadConfig();
    if (config.databaseUrl)
      throw new OpsError(
        `${name} refused: DATABASE_URL is set, so the data is in PostgreSQL, not the embedded database.\n` +
          'Use pg_dump / pg_restore as docs/operations.md ("Back up and restore") describes.',
      );
    if (config.s3)
      console.warn(
        `Note: S3_BUCKET is set, so uploads live in the bucket (${config.s3.bucket}); ` +
          "back them up with the bucket's own versioning or replication. Only DATA_DIR/uploads is handled here.",
      );
    console.log(await op(config));
  } catch (error) {
    if (error instanceof OpsError || error instanceof ConfigError) console.error(error.message);
    else console.error(`${name} failed:`, error);
    process.exitCode = EXIT_REFUSED;
  }
}

export function usage(text: string): never {
  console.error(text);
  process.exit(EXIT_USAGE);
}
