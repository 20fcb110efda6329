import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, IdParamSchema, TeamProfileBodySchema, TeamProfileSchema } from '@sideline/shared';
import { requireUser } from '../../plugins/session.js';
import * as teams from './team-profiles.service.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const UserIdParamSchema = z.object({ userId: z.coerce.number().int().positive() });

export const teamProfilesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/team-profiles/user/:userId',
    { schema: { params: UserIdParamSchema, response: { 200: TeamProfileSchema, 404: ErrorBodySchema } } },
    async (request) => teams.getTeamProfileByUser(app.db, request.params.userId),
  );

  app.get(
    '/api/team-profiles/user',
    {
      schema: {
        querystring: UserIdParamSchema,
        response: { 200: TeamProfileSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) => teams.getTeamProfileByUser(app.db, request.query.userId),
  );

  app.get(
    '/api/team-profiles/:id',
    { schema: { params: IdParamSchema, response: { 200: TeamProfileSchema, 404: ErrorBodySchema } } },
    async (request) => teams.getTeamProfile(app.db, request.params.id),
  );

  app.post(
    '/api/team-profiles',
    { schema: { body: TeamProfileBodySchema, response: { 201: TeamProfileSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await teams.createTeamProfile(app.db, user, request.body));
    },
  );

  app.put(
    '/api/team-profiles/:id',
    {
      schema: {
        params: IdParamSchema,
        body: TeamProfileBodySchema,
        response: { 200: TeamProfileSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return teams.updateTeamProfile(app.db, user, request.params.id, request.body);
    },
  );
};
