import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ErrorBodySchema,
  FEATURED_HELPERS_LIMIT,
  HelperListSchema,
  HelperProfileBodySchema,
  HelperProfileSchema,
  HelperSearchQuerySchema,
  IdParamSchema,
  OwnHelperProfileSchema,
} from '@sideline/shared';
import { requireUser, sessionUser } from '../../plugins/session.js';
import * as helpers from './helper-profiles.service.js';
import { featuredHelpers, searchHelpers } from './helper-search.service.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const viewerId = async (request: Parameters<typeof sessionUser>[0]) =>
  (await sessionUser(request))?.id ?? null;

export const helperProfilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/helper-profiles',
    {
      schema: {
        querystring: HelperSearchQuerySchema,
        response: { 200: HelperListSchema, 400: ErrorBodySchema },
      },
    },
    async (request) => searchHelpers(app.db, request.query, await viewerId(request)),
  );

  app.get(
    '/api/helper-profiles/featured',
    {
      schema: {
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(12).default(FEATURED_HELPERS_LIMIT),
        }),
        response: { 200: z.array(HelperProfileSchema) },
      },
    },
    async (request) => featuredHelpers(app.db, request.query.limit),
  );

  app.get(
    '/api/helper-profiles/user/:userId',
    {
      schema: {
        params: z.object({ userId: z.coerce.number().int().positive() }),
        response: { 200: OwnHelperProfileSchema, 404: ErrorBodySchema },
      },
    },
    async (request) => helpers.getHelperProfileByUser(app.db, request.params.userId, await viewerId(request)),
  );

  app.get(
    '/api/helper-profiles/:id',
    { schema: { params: IdParamSchema, response: { 200: OwnHelperProfileSchema, 404: ErrorBodySchema } } },
    async (request) => helpers.getHelperProfile(app.db, request.params.id, await viewerId(request)),
  );

  app.post(
    '/api/helper-profiles',
    { schema: { body: HelperProfileBodySchema, response: { 201: OwnHelperProfileSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await helpers.createHelperProfile(app.db, user, request.body));
    },
  );

  app.put(
    '/api/helper-profiles/:id',
    {
      schema: {
        params: IdParamSchema,
        body: HelperProfileBodySchema,
        response: { 200: OwnHelperProfileSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return helpers.updateHelperProfile(app.db, user, request.params.id, request.body);
    },
  );
};
