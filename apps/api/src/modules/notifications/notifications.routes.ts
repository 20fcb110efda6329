import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  NotificationPreferencesSchema,
  NotificationSettingsBodySchema,
} from '@sideline/shared';
import { assertSelf, requireUser } from '../../plugins/session.js';
import { errorResponses } from '../../lib/error-responses.js';
import { readNotificationPreferences, saveNotificationPreference } from './notification-preferences.js';

const errors = errorResponses(400, 401, 403, 404);

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/:id/notifications',
    { schema: { params: IdParamSchema, response: { 200: NotificationPreferencesSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      assertSelf(user, request.params.id);
      return readNotificationPreferences(app.db, user.id);
    },
  );

  app.put(
    '/api/users/:id/notifications',
    {
      schema: {
        params: IdParamSchema,
        body: NotificationSettingsBodySchema,
        response: { 200: NotificationPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      assertSelf(user, request.params.id);
      return saveNotificationPreference(app.db, user.id, request.body);
    },
  );
};
