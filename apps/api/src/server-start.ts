import { pino } from 'pino';
import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig, type Config } from './config.js';
import { buildApp } from './app.js';
import { databaseOptionsFromConfig, migrateDatabase, openDatabase, type Database } from './db/client.js';
import { seedDemoIfEmpty } from './seed/seed.js';
import { DataDirLockedError } from './lib/data-dir-lock.js';
import { StartupAborted, throwIfStopping, type Lifecycle } from './lib/lifecycle.js';
import { loggerOptions } from './lib/logger.js';
import { startMetricsServer } from './lib/metrics-server.js';
import { pruneRateLimits } from './lib/rate-limit.js';
import { shutDown } from './lib/shutdown.js';
import type { Tracing } from './lib/tracing.js';
import { loadZipCodesIfEmpty } from './modules/geo/zip-codes-loader.js';
import { pruneExpiredSessions } from './plugins/session.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Starts the server step by step, watching `lifecycle` between steps (and inside the ZIP load): a
 * stop during start-up skips what is left, closes what was opened and exits 0; a stop while serving
 * drains and closes. Either way the process exits by the deadline (SHUTDOWN_TIMEOUT_SECONDS).
 */
export async function startServer(lifecycle: Lifecycle): Promise<void> {
  const config = readConfig();
  const log = pino(loggerOptions(config) as object);
  let tracing: Tracing | undefined;
  let database: Database | undefined;
  let app: FastifyInstance | undefined;
  let serving = false;
  let pruneTimer: NodeJS.Timeout | undefined;

  const finish = async () => {
    clearInterval(pruneTimer);
    await (app ? app.close() : undefined);
    await database?.close();
    await tracing?.shutdown();
  };

  lifecycle.onStop((reason) => {
    log.info({ signal: reason }, serving ? 'shutting down' : 'stopping during start-up');
    const deadlineMs = (serving ? config.shutdownDrainMs : 0) + config.shutdownTimeoutMs;
    // Unref'd: a shutdown that finishes in time exits on its own; this one only fires if it did not.
    setTimeout(() => {
      log.error({ deadlineMs }, 'shutdown deadline passed; exiting with work unfinished');
      log.flush();
      process.exit(1);
    }, deadlineMs).unref();
    // During start-up the steps see the aborted signal and unwind (below).
    if (!serving) return;
    void (async () => {
      try {
        await shutDown(app!, database!, config.shutdownDrainMs);
        await tracing?.shutdown();
        process.exit(0);
      } catch (error) {
        log.error(error, 'error during shutdown');
        process.exit(1);
      }
    })();
  });

  try {
    // Loaded only when configured: an untraced server carries none of OpenTelemetry.
    if (config.tracing) tracing = await (await import('./lib/tracing.js')).startTracing(config.tracing);
    throwIfStopping(lifecycle);
    log.info('opening the database');
    database = await openDatabase(databaseOptionsFromConfig(config));
    throwIfStopping(lifecycle);
    log.info('applying migrations');
    // The ZIP list under the migration lock: of instances starting together on one PostgreSQL
    // database, the first loads it and the others find it there.
    await migrateDatabase(database, {
      underLock: async (db) => {
        const zips = await loadZipCodesIfEmpty(db, {
          signal: lifecycle.signal,
          onStart: () => log.info('loading the ZIP list'),
        });
        if (zips > 0) log.info(`loaded ${zips} ZIP codes`);
      },
    });
    throwIfStopping(lifecycle);
    app = await buildApp({
      config,
      database,
      queueWorkers: true,
      loggerInstance: log,
      ...(tracing ? { tracing } : {}),
    });
    throwIfStopping(lifecycle);
    if (config.seedDemo) {
      const seeded = await seedDemoIfEmpty(database.db, app.storage);
      if (seeded) log.info('seeded the demo marketplace (see README for demo accounts)');
    }
    throwIfStopping(lifecycle);

    // Hourly housekeeping: rate-limit windows and sessions that can no longer be used.
    const db = database.db;
    pruneTimer = setInterval(() => {
      void pruneRateLimits(db).catch((err) => log.warn(err));
      void pruneExpiredSessions(db).catch((err) => log.warn(err));
    }, 3600_000);
    pruneTimer.unref();

    await app.listen({ port: config.port, host: config.host });
    throwIfStopping(lifecycle);
    serving = true;
    log.info(`Sideline is serving on ${config.publicUrl} (database: ${database.kind})`);
    if (app.metrics && config.metrics) {
      const metricsServer = await startMetricsServer(app.metrics, config.metrics);
      log.info(`metrics on http://${config.metrics.host}:${metricsServer.port}/metrics`);
    }
    if (config.tracing) log.info(`traces to ${config.tracing.endpoint} (OTLP/HTTP)`);
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    // A step that failed because the stop closed something under it counts as stopped too.
    if (!(error instanceof StartupAborted) && lifecycle.stopReason === null) throw error;
    await finish();
    log.info('stopped before serving');
    log.flush();
    process.exit(0);
  }
}
