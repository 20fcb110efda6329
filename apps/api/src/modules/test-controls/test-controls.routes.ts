import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RunScheduledWorkBodySchema, RunScheduledWorkResultSchema } from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';

/**
 * Test-only controls, registered only with TEST_CONTROLS (config refuses it in production), so a
 * browser test drives the scheduled work the way API tests drive the queue's clock.
 */
export const testControlsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/test/scheduled-work',
    {
      schema: {
        body: RunScheduledWorkBodySchema,
        response: { 200: RunScheduledWorkResultSchema, ...errorResponses(400) },
      },
    },
    async (request) => {
      const at = request.body.at ? new Date(request.body.at) : undefined;
      return { ran: await app.queue.runScheduled(at) };
    },
  );
};
