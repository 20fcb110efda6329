import type { PGlite } from '@electric-sql/pglite';
import { fromPglite, PgBoss, systemClock, type ConstructorOptions } from 'pg-boss';

/** pg-boss keeps its tables here, apart from ours; it creates and migrates them itself. */
export const QUEUE_SCHEMA = 'pgboss';

/** What pg-boss needs of an open database (structural, so db/client can call in without a cycle). */
export interface QueueDatabase {
  kind: 'pglite' | 'postgres';
  pglite?: PGlite;
  /** The embedded instance as pg-boss reads it (PGlite's default parsers): set when it is opened. */
  queuePglite?: Pick<PGlite, 'query' | 'exec' | 'listen'>;
  url?: string;
}

/** PGlite through pg-boss's adapter; PostgreSQL through pg-boss's own small pool (LISTEN/NOTIFY works). */
export function bossOptions(
  database: QueueDatabase,
  clock: NonNullable<ConstructorOptions['clock']>,
  extra: Partial<ConstructorOptions>,
): ConstructorOptions {
  // pg-boss opens spans of its own under a registered tracer provider; docs/operations.md keeps the
  // queue's work (its sends, cron ticks, jobs' queries) out of the traces, which hold requests.
  const common: ConstructorOptions = {
    schema: QUEUE_SCHEMA,
    clock,
    openTelemetry: { enabled: false },
    ...extra,
  };
  if (database.kind === 'pglite')
    return { ...common, db: fromPglite(database.queuePglite as PGlite), backend: 'pglite' };
  return { ...common, connectionString: database.url!, max: 4, application_name: 'sideline-queue' };
}

/** Installs or migrates pg-boss's schema; run with the app's migrations (server start, db:migrate, tests). */
export async function migrateQueue(database: QueueDatabase): Promise<void> {
  const boss = new PgBoss(bossOptions(database, systemClock, { supervise: false, schedule: false }));
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}
