import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApplicationSchema,
  ApplicationStatusBodySchema,
  ApplyBodySchema,
  IdParamSchema,
  idParamSchema,
  ReopenJobResponseSchema,
  RestaffSuggestionSchema,
} from '@sideline/shared';
import { requireUser } from '../../plugins/session.js';
import * as service from './applications.service.js';
import { reopenToStandby } from './standby.service.js';
import { errorResponses } from '../../lib/error-responses.js';
import { decideApplication } from './application-decision.service.js';
import { restaffSuggestion } from './restaffing.service.js';
import { teamApplicationsForOwner } from './team-applications.service.js';

const errors = errorResponses(400, 401, 403, 404, 409, 503);
const ApplicationListSchema = z.array(ApplicationSchema);

export const applicationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/applications',
    { schema: { body: ApplyBodySchema, response: { 201: ApplicationSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const application = await service.apply(
        app.db,
        user,
        request.body,
        app.config.minorLatestEnd,
        app.queue.now(),
      );
      await app.domainEvents.publish({ type: 'application.submitted', applicationId: application.id });
      return reply.status(201).send(application);
    },
  );

  app.put(
    '/api/applications/:id/status',
    {
      schema: {
        params: IdParamSchema,
        body: ApplicationStatusBodySchema,
        response: { 200: ApplicationSchema, ...errors },
      },
    },
    async (request) => decideApplication(app, await requireUser(request), request.params.id, request.body),
  );

  // A helper missed the 12-hour reconfirmation: the team puts the job back up for its standby applicants.
  app.post(
    '/api/jobs/:id/reopen',
    { schema: { params: IdParamSchema, response: { 200: ReopenJobResponseSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      const { standbyIds } = await reopenToStandby(app, user, request.params.id, app.queue.now());
      const n = standbyIds.length;
      return {
        jobId: request.params.id,
        standbyApplicants: n,
        message:
          n === 0
            ? 'The job is open again. New applications will appear under Manage Applications.'
            : `The job is open again, and ${n} standby ${n === 1 ? 'applicant is' : 'applicants are'} back under Manage Applications.`,
      };
    },
  );

  app.post(
    '/api/applications/:id/withdraw',
    { schema: { params: IdParamSchema, response: { 200: ApplicationSchema, ...errors } } },
    async (request) => service.withdraw(app.db, await requireUser(request), request.params.id),
  );

  app.get(
    '/api/applications/helper/:helperId',
    {
      schema: {
        params: z.object({ helperId: idParamSchema }),
        response: { 200: ApplicationListSchema, ...errors },
      },
    },
    async (request) => service.listForHelper(app.db, await requireUser(request), request.params.helperId),
  );

  app.get(
    '/api/applications/team/:teamId',
    {
      schema: {
        params: z.object({ teamId: idParamSchema }),
        response: { 200: ApplicationListSchema, ...errors },
      },
    },
    async (request) =>
      teamApplicationsForOwner(app.db, await requireUser(request), request.params.teamId, app.queue.now()),
  );

  // One-tap re-staffing (issue 55): the next best standby applicant, ranked with availability.
  app.get(
    '/api/jobs/:id/restaff',
    {
      schema: {
        params: IdParamSchema,
        response: { 200: RestaffSuggestionSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      restaffSuggestion(
        app.db,
        await requireUser(request),
        request.params.id,
        app.queue.now(),
        app.config.minorLatestEnd,
      ),
  );
};
