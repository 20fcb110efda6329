import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  RunScheduledWorkBodySchema,
  RunScheduledWorkResultSchema,
  SetApplicationWindowBodySchema,
  SetApplicationWindowResultSchema,
} from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { setApplicationWindow } from '../jobs/application-window.js';

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

  app.put(
    '/api/test/jobs/:id/application-window',
    {
      schema: {
        params: IdParamSchema,
        body: SetApplicationWindowBodySchema,
        response: { 200: SetApplicationWindowResultSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      applicationWindowEndsAt: (
        await setApplicationWindow(app.db, request.params.id, new Date(request.body.endsAt))
      ).toISOString(),
    }),
  );
};
