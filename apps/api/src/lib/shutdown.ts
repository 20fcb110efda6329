import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';

/**
 * The server's way out: readiness answers 503 at once, in-flight and new requests keep being served
 * for `drainMs` (long enough for a load balancer to notice and stop routing here), then HTTP stops,
 * the job queue stops (running jobs finish; queued ones wait in the database) and the database closes.
 */
export async function shutDown(app: FastifyInstance, database: Database, drainMs: number): Promise<void> {
  app.readiness.markDraining();
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
  await database.close();
}
