import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { EventBus } from './event-bus.js';
import type { JobQueue } from './queue.js';
import { routeLabel } from './secret-paths.js';

/**
 * What an operator's Prometheus scrapes (METRICS_PORT): requests by route and status, the database
 * pool, the job queue, live event streams and email delivery, beside Node's own process metrics.
 * One registry per app, so apps built side by side (tests) never count into each other.
 */
export interface Metrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  emails: Counter<'outcome'>;
  queueFailures: Counter<'queue'>;
  eventStreams: Gauge;
}

export type EmailOutcome = 'sent' | 'retrying' | 'failed';

export function createMetrics(
  database: Database,
  queue: () => JobQueue | null,
  log: FastifyBaseLogger,
  bus: () => EventBus | undefined,
): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: 'sideline_http_request_duration_seconds',
    help: 'HTTP requests by route pattern and status, from arrival to the last byte of the answer',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const emails = new Counter({
    name: 'sideline_emails_total',
    help: 'Email delivery attempts over SMTP: sent, failed and retried later, or failed for good',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const queueFailures = new Counter({
    name: 'sideline_queue_job_failures_total',
    help: 'Queued jobs whose handler threw (each attempt; pg-boss retries per the queue policy)',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const eventStreams = new Gauge({
    name: 'sideline_event_streams',
    help: 'Live event streams (GET /api/events) open on this instance',
    registers: [registry],
  });

  new Gauge({
    name: 'sideline_event_bus_connected',
    help: 'Whether this instance hears live events (1) or its LISTEN connection is down and reconnecting (0)',
    registers: [registry],
    collect() {
      this.set(bus()?.live ? 1 : 0);
    },
  });

  const pool = database.pool;
  if (pool) {
    new Gauge({
      name: 'sideline_db_pool_connections',
      help: 'PostgreSQL pool connections: open (in use or idle), idle, and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        this.set({ state: 'open' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
    new Gauge({
      name: 'sideline_db_pool_max',
      help: 'The most connections the PostgreSQL pool opens',
      registers: [registry],
      collect() {
        this.set(pool.options.max ?? 10);
      },
    });
  }

  new Gauge({
    name: 'sideline_queue_jobs',
    help: 'Jobs in the queue by state (failed: kept by the retention policy, a rolling count)',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      const jobQueue = queue();
      if (!jobQueue) return;
      try {
        for (const q of await jobQueue.boss.getQueues()) {
          this.set({ queue: q.name, state: 'ready' }, q.readyCount);
          this.set({ queue: q.name, state: 'deferred' }, q.deferredCount);
          this.set({ queue: q.name, state: 'active' }, q.activeCount);
          this.set({ queue: q.name, state: 'failed' }, q.failedCount);
        }
      } catch (err) {
        // A scrape must still answer with everything else when the queue cannot be read.
        log.warn({ err }, 'queue metrics unavailable');
      }
    },
  });

  return { registry, httpDuration, emails, queueFailures, eventStreams };
}

/** Times every answered request under its route pattern (never the raw path: ids would explode it). */
export function registerRequestMetrics(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      {
        method: request.method,
        route: routeLabel(request, reply),
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });
}
