import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, PgBoss, systemClock, type ConstructorOptions } from 'pg-boss';
import type { Database, Db } from '../db/client.js';
import { bossOptions } from './queue-schema.js';

export { QUEUE_SCHEMA } from './queue-schema.js';

/** The clock pg-boss and every job handler read: the system clock, or pg-boss's TestClock in tests. */
export type QueueClock = NonNullable<ConstructorOptions['clock']>;

export interface JobContext {
  /** 0 on the first attempt. */
  retryCount: number;
  retryLimit: number;
  /** When this attempt runs, on the queue's clock. */
  now: Date;
}

export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

export interface QueueDefinition {
  retryLimit?: number;
  retryDelay?: number;
  retryBackoff?: boolean;
  retryDelayMax?: number;
  expireInSeconds?: number;
  /** A cron expression (UTC): the queue gets one job per tick across every instance. */
  cron?: string;
  /** How often an idle worker polls (LISTEN/NOTIFY wakes it sooner where available). */
  pollingIntervalSeconds?: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface JobQueue {
  readonly boss: PgBoss;
  now(): Date;
  /** Declares a queue and its handler; before start(). */
  define<T extends object>(name: string, definition: QueueDefinition, handler: JobHandler<T>): void;
  /** Enqueues; with `tx`, inside that transaction, so the job exists exactly when the rows do. */
  send(name: string, data: object, options?: { startAfter?: Date; id?: string }, tx?: Tx | Db): Promise<void>;
  /** Creates the queues; with workers, also polls them and runs the cron schedules. */
  start(options: { workers: boolean }): Promise<void>;
  /**
   * Runs every job that is due now in this process until none is left: for tests and tools that
   * must see the effect of queued work without waiting for a poll.
   */
  drain(names?: string[]): Promise<number>;
  /**
   * Runs every scheduled (cron) queue's handler once now, as if its tick came at `at` (default: the
   * clock's now), then drains the queues they fed: the test-only control behind
   * POST /api/test/scheduled-work, so browser tests never wait for a minute tick.
   */
  runScheduled(at?: Date): Promise<number>;
  /** Stops polling and waits for running handlers (graceful, like the HTTP server). */
  stop(): Promise<void>;
}

export function createJobQueue(options: {
  database: Database;
  log: FastifyBaseLogger;
  clock?: QueueClock;
  /** Told of every handler that throws (the failure metric). */
  onJobFailed?: (queue: string) => void;
}): JobQueue {
  const clock = options.clock ?? systemClock;
  const definitions = new Map<string, { definition: QueueDefinition; handler: JobHandler<object> }>();
  let boss: PgBoss | null = null;

  const run = async (
    name: string,
    job: { id: string; data: object; retryCount: number; retryLimit: number },
  ): Promise<void> => {
    const entry = definitions.get(name)!;
    try {
      await entry.handler(job.data, {
        retryCount: job.retryCount,
        retryLimit: job.retryLimit,
        now: new Date(clock.now()),
      });
    } catch (err) {
      options.onJobFailed?.(name);
      options.log.warn({ err, queue: name, jobId: job.id, attempt: job.retryCount + 1 }, 'queued job failed');
      throw err;
    }
  };

  const required = () => {
    if (!boss) throw new Error('the job queue is not started');
    return boss;
  };

  return {
    get boss() {
      return required();
    },
    now: () => new Date(clock.now()),
    define(name, definition, handler) {
      definitions.set(name, { definition, handler: handler as JobHandler<object> });
    },
    async send(name, data, sendOptions = {}, tx) {
      const db = tx ? fromDrizzle(tx as never, sql as never) : undefined;
      await required().send(name, data, {
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.id ? { id: sendOptions.id } : {}),
        ...(db ? { db } : {}),
      });
    },
    async start({ workers }) {
      boss = new PgBoss(
        bossOptions(options.database, clock, {
          supervise: workers,
          schedule: workers,
          migrate: false,
          useListenNotify: workers && options.database.kind === 'postgres',
        }),
      );
      boss.on('error', (err) => options.log.error({ err }, 'job queue error'));
      await boss.start();
      for (const [name, { definition }] of definitions) {
        const { cron: _cron, pollingIntervalSeconds: _poll, ...queueOptions } = definition;
        await boss.createQueue(name, { ...queueOptions, notify: true });
      }
      if (!workers) return;
      for (const [name, { definition }] of definitions) {
        await boss.work(
          name,
          {
            includeMetadata: true,
            batchSize: 1,
            pollingIntervalSeconds: definition.pollingIntervalSeconds ?? 2,
            // A NOTIFY wakes one fetch of one job; without this, pg-boss relaxes polling to 30 s while
            // it listens, so a sweep's burst of mail went out one job every 30 s on PostgreSQL.
            notifyPollingIntervalSeconds: definition.pollingIntervalSeconds ?? 2,
          },
          async ([job]) => run(name, job as never),
        );
        if (definition.cron) await boss.schedule(name, definition.cron, {});
      }
    },
    async drain(names) {
      const b = required();
      let ran = 0;
      for (const name of names ?? [...definitions.keys()]) {
        for (;;) {
          const jobs = await b.fetch<object>(name, { batchSize: 1, includeMetadata: true });
          if (jobs.length === 0) break;
          const job = jobs[0]!;
          ran += 1;
          try {
            await run(name, job);
            await b.complete(name, job.id);
          } catch (err) {
            await b.fail(name, job.id, { message: err instanceof Error ? err.message : String(err) });
          }
        }
      }
      return ran;
    },
    async runScheduled(at) {
      let ran = 0;
      for (const { definition, handler } of definitions.values()) {
        if (!definition.cron) continue;
        ran += 1;
        await handler({}, { retryCount: 0, retryLimit: 0, now: at ?? new Date(clock.now()) });
      }
      const fed = [...definitions].filter(([, entry]) => !entry.definition.cron).map(([name]) => name);
      return ran + (await this.drain(fed));
    },
    async stop() {
      if (!boss) return;
      await boss.stop({ graceful: true, close: true, timeout: 20_000 });
      boss = null;
    },
  };
}
