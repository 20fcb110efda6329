import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  JOB_ALERT_MESSAGES,
  JobAlertSettingsBodySchema,
  JobAlertSettingsSchema,
  JobAlertUnsubscribeBodySchema,
  MessageBodySchema,
} from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { requireUser } from '../../plugins/session.js';
import { readJobAlerts, saveJobAlerts, unsubscribeJobAlerts } from './job-alerts.service.js';

const errors = errorResponses(400, 401, 403);

/** A helper's job alerts (issue 38), and the digest's one-click way out. */
export const jobAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/me/job-alerts',
    { schema: { response: { 200: JobAlertSettingsSchema, ...errors } } },
    async (request) => readJobAlerts(app.db, await requireUser(request)),
  );

  app.put(
    '/api/users/me/job-alerts',
    { schema: { body: JobAlertSettingsBodySchema, response: { 200: JobAlertSettingsSchema, ...errors } } },
    async (request) => saveJobAlerts(app.db, await requireUser(request), request.body),
  );

  // POST only: the mail's link opens a page whose button calls this, so a scanner following links changes nothing.
  app.post(
    '/api/job-alerts/unsubscribe',
    {
      schema: {
        body: JobAlertUnsubscribeBodySchema,
        response: { 200: MessageBodySchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request) => {
      await unsubscribeJobAlerts(app.db, request.body.token);
      return { message: JOB_ALERT_MESSAGES.unsubscribed };
    },
  );
};
