import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  PushConfigSchema,
  PushSubscribedSchema,
  PushSubscriptionBodySchema,
  PushUnsubscribeBodySchema,
} from '@sideline/shared';
import { requireUser, sessionIdOf } from '../../plugins/session.js';
import { errorResponses } from '../../lib/error-responses.js';
import { unauthorized } from '../../lib/errors.js';
import { subscribe, unsubscribe } from './push.service.js';

const errors = errorResponses(400, 401);

export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  // The VAPID public key the browser subscribes with; null when push is not configured.
  app.get('/api/push/config', { schema: { response: { 200: PushConfigSchema } } }, async () => ({
    publicKey: app.config.push?.publicKey ?? null,
  }));

  app.post(
    '/api/push/subscriptions',
    { schema: { body: PushSubscriptionBodySchema, response: { 201: PushSubscribedSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const sessionId = await sessionIdOf(request);
      if (sessionId === null) throw unauthorized();
      await subscribe(app, user.id, sessionId, request.body);
      return reply.status(201).send({ subscribed: true });
    },
  );

  app.delete(
    '/api/push/subscriptions',
    { schema: { body: PushUnsubscribeBodySchema, response: { 200: PushSubscribedSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      await unsubscribe(app.db, user.id, request.body.endpoint);
      return { subscribed: false };
    },
  );
};
