import { ConfigError, loadConfig } from './config.js';
import { buildApp } from './app.js';
import { databaseOptionsFromConfig, migrateDatabase, openDatabase } from './db/client.js';
import { seedDemoIfEmpty } from './seed/seed.js';
import { DataDirLockedError } from './lib/data-dir-lock.js';
import { startMetricsServer } from './lib/metrics-server.js';
import { pruneRateLimits } from './lib/rate-limit.js';
import { shutDown } from './lib/shutdown.js';
import { loadZipCodesIfEmpty } from './modules/geo/zip-codes-loader.js';
import { pruneExpiredSessions } from './plugins/session.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // Loaded only when configured: an untraced server carries none of OpenTelemetry.
  const tracing = config.tracing
    ? await (await import('./lib/tracing.js')).startTracing(config.tracing)
    : undefined;

  let database;
  try {
    database = await openDatabase(databaseOptionsFromConfig(config));
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  await migrateDatabase(database);
  const app = await buildApp({ config, database, queueWorkers: true, ...(tracing ? { tracing } : {}) });
  const zips = await loadZipCodesIfEmpty(database.db);
  if (zips > 0) app.log.info(`loaded ${zips} ZIP codes`);
  if (config.seedDemo) {
    const seeded = await seedDemoIfEmpty(database.db);
    if (seeded) app.log.info('seeded the demo marketplace (see README for demo accounts)');
  }

  // Hourly housekeeping: rate-limit windows and sessions that can no longer be used.
  const pruneTimer = setInterval(() => {
    void pruneRateLimits(database.db).catch((err) => app.log.warn(err));
    void pruneExpiredSessions(database.db).catch((err) => app.log.warn(err));
  }, 3600_000);
  pruneTimer.unref();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    clearInterval(pruneTimer);
    try {
      await shutDown(app, database, config.shutdownDrainMs);
      await tracing?.shutdown();
      process.exit(0);
    } catch (error) {
      app.log.error(error, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Started by scripts/start.mjs with an IPC channel: if the launcher goes away by any means (even
  // SIGKILL), the channel closes and the server stops with it rather than living on as an orphan.
  if (process.channel) {
    process.channel.unref();
    process.once('disconnect', () => void shutdown('launcher exited'));
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Sideline is serving on ${config.publicUrl} (database: ${database.kind})`);
  if (app.metrics && config.metrics) {
    const metricsServer = await startMetricsServer(app.metrics, config.metrics);
    app.log.info(`metrics on http://${config.metrics.host}:${metricsServer.port}/metrics`);
  }
  if (config.tracing) app.log.info(`traces to ${config.tracing.endpoint} (OTLP/HTTP)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
