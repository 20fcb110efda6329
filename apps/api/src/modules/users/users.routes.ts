import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthResponseSchema,
  IdParamSchema,
  PaymentSettingsBodySchema,
  ProfileImageBodySchema,
  PAYMENT_SETTINGS_MESSAGES,
  UserSchema,
} from '@sideline/shared';
import { assertSelf, requireUser } from '../../plugins/session.js';
import { userViewOf } from '../guardians/user-view.js';
import { updatePaymentSettings, updateProfileImage } from './users.service.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 404);

export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/:id',
    { schema: { params: IdParamSchema, response: { 200: UserSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      assertSelf(user, request.params.id);
      return await userViewOf(app.db, user);
    },
  );

  app.put(
    '/api/users/:id/payment',
    {
      schema: {
        params: IdParamSchema,
        body: PaymentSettingsBodySchema,
        response: { 200: AuthResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const updated = await updatePaymentSettings(app.db, user, request.params.id, request.body);
      return { ...(await userViewOf(app.db, updated)), message: PAYMENT_SETTINGS_MESSAGES.updated };
    },
  );

  app.put(
    '/api/users/:id/profile-image',
    {
      schema: {
        params: IdParamSchema,
        body: ProfileImageBodySchema,
        response: { 200: AuthResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const updated = await updateProfileImage(app.db, user, request.params.id, request.body.profileImageUrl);
      return await userViewOf(app.db, updated);
    },
  );
};
