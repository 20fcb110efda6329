import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/error-responses.js';
import { badRequest } from '../../lib/errors.js';
import { checksConfig, verifyWebhook } from './checkr-client.js';
import { handleProviderEvent } from './background-checks.service.js';

const ProviderEventSchema = z.object({
  type: z.string(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/**
 * The provider's report updates. The signature covers the exact bytes, so this scope alone reads
 * its JSON body raw; only a body signed with the API key counts.
 */
export const safetyWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.post(
    '/api/webhooks/background-checks',
    {
      schema: {
        response: { 200: z.object({ received: z.literal(true) }), ...errorResponses(400, 503) },
      },
    },
    async (request) => {
      const config = checksConfig(app.config.backgroundChecks);
      const signature = request.headers['x-checkr-signature'];
      if (!Buffer.isBuffer(request.body) || typeof signature !== 'string')
        throw badRequest('Missing signature.', 'invalid_signature');
      if (!verifyWebhook(config.apiKey, request.body, signature))
        throw badRequest('Invalid signature.', 'invalid_signature');
      let parsed;
      try {
        parsed = ProviderEventSchema.safeParse(JSON.parse(request.body.toString('utf8')));
      } catch {
        throw badRequest('The event is not JSON.', 'invalid_json');
      }
      if (!parsed.success) throw badRequest('Not an event.');
      const change = await handleProviderEvent(app.db, parsed.data, app.queue.now());
      if (change) await app.domainEvents.publish({ type: 'background-check.updated', change });
      return { received: true as const };
    },
  );
};
