import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConversationSchema,
  ErrorBodySchema,
  MessageSchema,
  SendMessageBodySchema,
  ThreadQuerySchema,
  ThreadSchema,
  UnreadCountSchema,
} from '@sideline/shared';
import { requireUser } from '../../plugins/session.js';
import { forgetMessageNotifications } from '../notifications/notifications.service.js';
import { getThread, listConversations, markRead, unreadTotal } from './conversations.service.js';
import { sendMessage } from './messages.service.js';
import { errorResponses } from '../../lib/error-responses.js';

const OtherUserParams = z.object({ otherUserId: z.coerce.number().int().positive() });
const errors = errorResponses(400, 401, 404, 429);

export const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/messages',
    { schema: { body: SendMessageBodySchema, response: { 201: MessageSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await sendMessage(app, user, request.body));
    },
  );

  app.get(
    '/api/messages/conversations',
    { schema: { response: { 200: z.array(ConversationSchema), 401: ErrorBodySchema } } },
    async (request) => listConversations(app.db, (await requireUser(request)).id),
  );

  app.get(
    '/api/messages/conversation/:otherUserId',
    {
      schema: {
        params: OtherUserParams,
        querystring: ThreadQuerySchema,
        response: { 200: ThreadSchema, ...errors },
      },
    },
    async (request) =>
      getThread(app.db, (await requireUser(request)).id, request.params.otherUserId, request.query),
  );

  app.post(
    '/api/messages/read/:otherUserId',
    {
      schema: {
        params: OtherUserParams,
        querystring: ThreadQuerySchema.pick({ jobId: true }),
        response: { 200: z.object({ updated: z.number().int() }), 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const me = (await requireUser(request)).id;
      const { otherUserId } = request.params;
      const updated = await markRead(app.db, me, otherUserId, request.query.jobId);
      if (updated > 0) {
        const jobId = typeof request.query.jobId === 'number' ? request.query.jobId : null;
        await app.bus.publish(otherUserId, {
          type: 'read',
          readerId: me,
          jobId,
          readAt: new Date().toISOString(),
        });
        await app.bus.publish(me, { type: 'unread', total: await unreadTotal(app.db, me) });
        await forgetMessageNotifications(app.db, me, otherUserId);
      }
      return { updated };
    },
  );

  app.get(
    '/api/messages/unread-count',
    { schema: { response: { 200: UnreadCountSchema, 401: ErrorBodySchema } } },
    async (request) => ({
      unread: await unreadTotal(app.db, (await requireUser(request)).id),
    }),
  );
};
