import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorBodySchema,
  IdParamSchema,
  TeamProfileBodySchema,
  TeamProfileSchema,
  UserIdParamsSchema,
} from '@sideline/shared';
import { requireUser, sessionUser } from '../../plugins/session.js';
import * as teams from './team-profiles.service.js';
import { errorResponses } from '../../lib/error-responses.js';
import { withTeamReliability } from '../reliability/reliability-attach.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const read = { 200: TeamProfileSchema, 400: ErrorBodySchema, 404: ErrorBodySchema };
const viewerId = async (request: Parameters<typeof sessionUser>[0]) =>
  (await sessionUser(request))?.id ?? null;

export const teamProfilesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Both spellings of the spec's call: a path parameter and a query parameter.
  app.get(
    '/api/team-profiles/user/:userId',
    { schema: { params: UserIdParamsSchema, response: read } },
    async (request) =>
      withTeamReliability(
        app.db,
        await teams.getTeamProfileByUser(app.db, request.params.userId, await viewerId(request)),
        app.queue.now(),
      ),
  );

  app.get(
    '/api/team-profiles/user',
    { schema: { querystring: UserIdParamsSchema, response: read } },
    async (request) =>
      withTeamReliability(
        app.db,
        await teams.getTeamProfileByUser(app.db, request.query.userId, await viewerId(request)),
        app.queue.now(),
      ),
  );

  app.get('/api/team-profiles/:id', { schema: { params: IdParamSchema, response: read } }, async (request) =>
    withTeamReliability(
      app.db,
      await teams.getTeamProfile(app.db, request.params.id, await viewerId(request)),
      app.queue.now(),
    ),
  );

  app.post(
    '/api/team-profiles',
    { schema: { body: TeamProfileBodySchema, response: { 201: TeamProfileSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const profile = await teams.createTeamProfile(app.db, user, request.body);
      return reply.status(201).send(await withTeamReliability(app.db, profile, app.queue.now()));
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
      const profile = await teams.updateTeamProfile(app.db, user, request.params.id, request.body);
      return withTeamReliability(app.db, profile, app.queue.now());
    },
  );
};
