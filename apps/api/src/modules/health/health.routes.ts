import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { HealthSchema, ReadySchema } from '@sideline/shared';
import { AppError } from '../../lib/errors.js';
import { errorResponses } from '../../lib/error-responses.js';

const notReady = (message: string) => new AppError(503, 'not_ready', message);

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers and its database does; restarts are decided on this one.
  app.get('/api/health', { schema: { response: { 200: HealthSchema } } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: app.database.kind };
  });

  // Readiness: whether the load balancer should send this instance traffic.
  app.get('/api/ready', { schema: { response: { 200: ReadySchema, ...errorResponses(503) } } }, async () => {
    if (app.readiness.state === 'starting') throw notReady('Starting up.');
    if (app.readiness.state === 'draining') throw notReady('Shutting down.');
    // Serving without the live channel would leave this instance's event streams silent.
    if (!app.bus.live) throw notReady('Live events unavailable; reconnecting.');
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check: database unreachable');
      throw notReady('Database unreachable.');
    }
    return { status: 'ready' as const };
  });
};
