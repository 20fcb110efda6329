import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddFamilyInviteeBodySchema,
  FamilyInviteeSchema,
  IdParamSchema,
  MessageBodySchema,
} from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { requireUser } from '../../plugins/session.js';
import * as service from './team-families.service.js';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The signed-in team's families list (decision 0041): who may watch the team's private streams. */
export const teamFamiliesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/team-families',
    { schema: { response: { 200: z.array(FamilyInviteeSchema), ...errors } } },
    async (request) => service.listFamilies(app.db, await requireUser(request)),
  );

  app.post(
    '/api/team-families',
    { schema: { body: AddFamilyInviteeBodySchema, response: { 201: FamilyInviteeSchema, ...errors } } },
    async (request, reply) => {
      const invitee = await service.addFamily(app.db, await requireUser(request), request.body.email);
      return reply.status(201).send(invitee);
    },
  );

  app.delete(
    '/api/team-families/:id',
    { schema: { params: IdParamSchema, response: { 200: MessageBodySchema, ...errors } } },
    async (request) => {
      await service.removeFamily(app.db, await requireUser(request), request.params.id);
      return { message: 'Removed from your families list' };
    },
  );
};
