import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ConversationSchema,
  ErrorBodySchema,
  MarkReadResponseSchema,
  MessageSchema,
  OtherUserParamsSchema,
  ParticipantSchema,
  SendMessageBodySchema,
  ThreadFilterQuerySchema,
  ThreadQuerySchema,
  UnreadCountSchema,
} from '@sideline/shared';
import { requireUser } from '../../plugins/session.js';
import { getParticipant, getThread, listConversations, unreadTotal } from './conversations.service.js';
import { readConversation, sendMessage } from './messages.service.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 429);

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

  // The thread: a JSON array of messages; older pages through `cursor`, the next one in X-Next-Cursor.
  app.get(
    '/api/messages/conversation/:otherUserId',
    {
      schema: {
        params: OtherUserParamsSchema,
        querystring: ThreadQuerySchema,
        response: { 200: z.array(MessageSchema), ...errors },
      },
    },
    async (request, reply) => {
      const me = (await requireUser(request)).id;
      const page = await getThread(app.db, me, request.params.otherUserId, request.query);
      if (page.nextCursor !== null) void reply.header('x-next-cursor', String(page.nextCursor));
      return page.messages;
    },
  );

  // Who the other person is, for the thread's header: same rule as the thread.
  app.get(
    '/api/messages/participants/:otherUserId',
    { schema: { params: OtherUserParamsSchema, response: { 200: ParticipantSchema, ...errors } } },
    async (request) => getParticipant(app.db, (await requireUser(request)).id, request.params.otherUserId),
  );

  app.post(
    '/api/messages/read/:otherUserId',
    {
      schema: {
        params: OtherUserParamsSchema,
        querystring: ThreadFilterQuerySchema,
        response: { 200: MarkReadResponseSchema, 400: ErrorBodySchema, 401: ErrorBodySchema },
      },
    },
    async (request) => {
      const me = (await requireUser(request)).id;
      return { updated: await readConversation(app, me, request.params.otherUserId, request.query.jobId) };
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
