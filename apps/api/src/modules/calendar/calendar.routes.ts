import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CALENDAR_MESSAGES,
  CalendarFeedParamsSchema,
  CalendarFeedStatusSchema,
  CalendarTokenResponseSchema,
  ErrorBodySchema,
  IdParamSchema,
} from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { notFound } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { requireUser } from '../../plugins/session.js';
import { gameEvent, toIcs } from './calendar-ics.js';
import {
  feedGames,
  feedOwner,
  feedStatus,
  issueFeedToken,
  partyGame,
  revokeFeedToken,
} from './calendar.service.js';

const ICS = 'text/calendar; charset=utf-8';

/** A calendar document in the OpenAPI reference: text, not JSON. */
const icsResponse = (description: string) => ({
  description,
  content: { 'text/calendar': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
});

export const calendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const feedUrl = (token: string) => `${app.config.publicUrl}/api/calendar/${token}.ics`;

  app.get(
    '/api/users/me/calendar',
    { schema: { response: { 200: CalendarFeedStatusSchema, 401: ErrorBodySchema } } },
    async (request) => {
      const user = await requireUser(request);
      return feedStatus(app.db, user.id);
    },
  );

  app.post(
    '/api/users/me/calendar-token',
    { schema: { response: { 201: CalendarTokenResponseSchema, ...errorResponses(401, 403) } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const { token, createdAt } = await issueFeedToken(app.db, user.id);
      return reply.status(201).send({ feedUrl: feedUrl(token), createdAt: createdAt.toISOString() });
    },
  );

  app.delete(
    '/api/users/me/calendar-token',
    { schema: { response: { 200: CalendarFeedStatusSchema, ...errorResponses(401, 403) } } },
    async (request) => {
      const user = await requireUser(request);
      await revokeFeedToken(app.db, user.id);
      return { active: false, createdAt: null };
    },
  );

  // No session: calendar apps fetch it on their own. The token is the only key, so an unknown one is
  // a plain 404, and the misses of one address are limited so nobody can try tokens at scale.
  app.get(
    '/api/calendar/:token.ics',
    {
      schema: {
        params: CalendarFeedParamsSchema,
        response: {
          200: icsResponse('The user\u2019s games as an iCalendar feed'),
          ...errorResponses(404, 429),
        },
      },
    },
    async (request, reply) => {
      const userId = await feedOwner(app.db, request.params.token);
      if (userId === null) {
        await consumeRateLimit(app.db, `calendar-miss:${request.ip}`, {
          limit: 30,
          windowSeconds: 3600,
          message: CALENDAR_MESSAGES.tooManyFeedMisses,
        });
        throw notFound(CALENDAR_MESSAGES.feedNotFound);
      }
      await consumeRateLimit(app.db, `calendar-feed:${userId}`, {
        limit: 120,
        windowSeconds: 3600,
        message: CALENDAR_MESSAGES.tooManyFeedReads,
      });
      const games = await feedGames(app.db, userId);
      const body = toIcs(
        games.map((row) => gameEvent(row, userId, app.config.publicUrl)),
        'Sideline games',
      );
      return reply.type(ICS).header('content-disposition', 'inline; filename="sideline.ics"').send(body);
    },
  );

  app.get(
    '/api/jobs/:id/calendar.ics',
    {
      schema: {
        params: IdParamSchema,
        response: {
          200: icsResponse('One game as an iCalendar file'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const row = await partyGame(app.db, request.params.id, user);
      const body = toIcs([gameEvent(row, user.id, app.config.publicUrl)], row.job.title);
      return reply
        .type(ICS)
        .header('content-disposition', `attachment; filename="sideline-game-${row.job.id}.ics"`)
        .send(body);
    },
  );
};
