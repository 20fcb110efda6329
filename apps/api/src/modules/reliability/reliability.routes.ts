import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamSchema,
  JobNoShowSchema,
  NoShowContestBodySchema,
  NoShowDecisionBodySchema,
  NoShowReportSchema,
} from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { requireAdmin, requireUser } from '../../plugins/session.js';
import {
  contestNoShow,
  decideNoShow,
  jobNoShow,
  listContestedNoShows,
  reportNoShow,
} from './no-shows.service.js';

/** The no-show flow (decision 0042): the team reports, the helper contests, an admin decides. */
export const reliabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/jobs/:id/no-show',
    {
      schema: {
        params: IdParamSchema,
        response: { 200: JobNoShowSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      report: await jobNoShow(app.db, await requireUser(request), request.params.id, app.queue.now()),
    }),
  );

  app.post(
    '/api/jobs/:id/no-show',
    {
      schema: {
        params: IdParamSchema,
        response: { 201: NoShowReportSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const report = await reportNoShow(app.db, user, request.params.id, app.queue.now());
      // payments/ settles the card guarantee on this event (the hold is kept while it can be contested).
      await app.domainEvents.publish({ type: 'no-show.reported', report });
      return reply.status(201).send(report);
    },
  );

  app.post(
    '/api/jobs/:id/no-show/contest',
    {
      schema: {
        params: IdParamSchema,
        body: NoShowContestBodySchema,
        response: { 200: NoShowReportSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const report = await contestNoShow(
        app.db,
        user,
        request.params.id,
        request.body.reason,
        app.queue.now(),
      );
      await app.domainEvents.publish({ type: 'no-show.contested', report });
      return report;
    },
  );

  app.get(
    '/api/admin/no-shows',
    {
      // Staff only, before anything about the request is read.
      onRequest: async (request) => void (await requireAdmin(request)),
      schema: { response: { 200: z.array(NoShowReportSchema), ...errorResponses(401, 403) } },
    },
    async () => listContestedNoShows(app.db, app.queue.now()),
  );

  app.post(
    '/api/admin/no-shows/:id/decide',
    {
      onRequest: async (request) => void (await requireAdmin(request)),
      schema: {
        params: IdParamSchema,
        body: NoShowDecisionBodySchema,
        response: { 200: NoShowReportSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const report = await decideNoShow(
        app.db,
        admin,
        request.params.id,
        request.body.decision,
        request.body.note,
        app.queue.now(),
      );
      // Overturned, the job is completed; payments/ then captures its guarantee on this event (upheld, releases).
      await app.domainEvents.publish({ type: 'no-show.decided', report });
      return report;
    },
  );
};
