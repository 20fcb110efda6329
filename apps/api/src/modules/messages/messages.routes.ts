import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBodySchema, MessageSchema, SendMessageBodySchema } from '@sideline/shared';
import { requireUser } from '../../plugins/session.js';
import { sendMessage } from './messages.service.js';

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/messages',
    {
      schema: {
        body: SendMessageBodySchema,
        response: {
          201: MessageSchema,
          400: ErrorBodySchema,
          401: ErrorBodySchema,
          404: ErrorBodySchema,
          429: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await sendMessage(app.db, user, request.body));
    },
  );
};
