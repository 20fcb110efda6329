import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

const HealthSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { response: { 200: HealthSchema } } }, async () => {
    await app.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: app.database.kind };
  });
};
