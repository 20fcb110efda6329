import { z } from 'zod';

/** GET /api/health: liveness, cheap, answered while the process can serve at all. */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/** GET /api/ready: this instance may take traffic (a 503 with code `not_ready` otherwise). */
export const ReadySchema = z.object({ status: z.literal('ready') });
export type Ready = z.infer<typeof ReadySchema>;
