import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  FEATURED_HELPERS_LIMIT,
  FeaturedHelpersQuerySchema,
  HelperProfileBodySchema,
  HelperProfileSchema,
  HelperSearchQuerySchema,
  IdParamSchema,
  UserIdParamsSchema,
} from '@sideline/shared';
import { requireUser, sessionUser } from '../../plugins/session.js';
import * as helpers from './helper-profiles.service.js';
import { featuredHelpers, searchHelpers } from './helper-search.service.js';
import { errorResponses } from '../../lib/error-responses.js';
import { withHelperReliability } from '../reliability/reliability-attach.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const read = { 200: HelperProfileSchema, 400: ErrorBodySchema, 404: ErrorBodySchema };
const viewerId = async (request: Parameters<typeof sessionUser>[0]) =>
  (await sessionUser(request))?.id ?? null;

export const helperProfilesRoutes: FastifyPluginAsyncZod = async (app) => {
  // A JSON array, as the spec's client reads it; the next page's cursor travels in X-Next-Cursor.
  app.get(
    '/api/helper-profiles',
    {
      schema: {
        querystring: HelperSearchQuerySchema,
        response: { 200: z.array(HelperProfileSchema), 400: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const page = await searchHelpers(app.db, request.query, await viewerId(request));
      if (page.nextCursor) void reply.header('x-next-cursor', page.nextCursor);
      // Each card's reliability, for the whole page in one query.
      return withHelperReliability(app.db, page.helpers, app.queue.now());
    },
  );

  app.get(
    '/api/helper-profiles/featured',
    {
      schema: {
        querystring: FeaturedHelpersQuerySchema,
        response: { 200: z.array(HelperProfileSchema), 400: ErrorBodySchema },
      },
    },
    async (request) => featuredHelpers(app.db, request.query.limit ?? FEATURED_HELPERS_LIMIT),
  );

  app.get(
    '/api/helper-profiles/user/:userId',
    { schema: { params: UserIdParamsSchema, response: read } },
    async (request) => {
      const profile = await helpers.getHelperProfileByUser(
        app.db,
        request.params.userId,
        await viewerId(request),
      );
      return (await withHelperReliability(app.db, [profile], app.queue.now()))[0]!;
    },
  );

  app.get(
    '/api/helper-profiles/:id',
    { schema: { params: IdParamSchema, response: read } },
    async (request) => {
      const profile = await helpers.getHelperProfile(app.db, request.params.id, await viewerId(request));
      return (await withHelperReliability(app.db, [profile], app.queue.now()))[0]!;
    },
  );

  app.post(
    '/api/helper-profiles',
    { schema: { body: HelperProfileBodySchema, response: { 201: HelperProfileSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const profile = await helpers.createHelperProfile(app.db, user, request.body);
      return reply.status(201).send((await withHelperReliability(app.db, [profile], app.queue.now()))[0]!);
    },
  );

  app.put(
    '/api/helper-profiles/:id',
    {
      schema: {
        params: IdParamSchema,
        body: HelperProfileBodySchema,
        response: { 200: HelperProfileSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const profile = await helpers.updateHelperProfile(app.db, user, request.params.id, request.body);
      return (await withHelperReliability(app.db, [profile], app.queue.now()))[0]!;
    },
  );
};
