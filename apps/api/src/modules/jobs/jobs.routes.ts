import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CancelJobBodySchema,
  ErrorBodySchema,
  IdParamSchema,
  JOB_STATUSES,
  JobDetailSchema,
  JobPageSchema,
  JobSearchQuerySchema,
  JobSummarySchema,
  PostJobBodySchema,
} from '@sideline/shared';
import { requireUser, sessionUser } from '../../plugins/session.js';
import { getJobDetail } from './job-detail.js';
import { listHelperJobs, listTeamJobs } from './job-lists.service.js';
import { searchJobs } from './job-search.service.js';
import * as service from './jobs.service.js';
import { notifyApplicants, notifyJobCompleted, notifyLater } from '../notifications/notifications.service.js';
import { errorResponses } from '../../lib/error-responses.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const detail = { params: IdParamSchema, response: { 200: JobDetailSchema, ...errors } };

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/jobs',
    { schema: { querystring: JobSearchQuerySchema, response: { 200: JobPageSchema, 400: ErrorBodySchema } } },
    async (request) => searchJobs(app.db, request.query),
  );

  app.post(
    '/api/jobs',
    { schema: { body: PostJobBodySchema, response: { 201: JobDetailSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await service.postJob(app.db, user, request.body));
    },
  );

  app.get(
    '/api/jobs/team/:teamId',
    {
      schema: {
        params: z.object({ teamId: z.coerce.number().int().positive() }),
        querystring: z.object({ status: z.enum(JOB_STATUSES).optional() }),
        response: { 200: z.array(JobSummarySchema), 404: ErrorBodySchema },
      },
    },
    async (request) =>
      listTeamJobs(app.db, await sessionUser(request), request.params.teamId, request.query.status),
  );

  app.get(
    '/api/jobs/helper/:helperId',
    {
      schema: {
        params: z.object({ helperId: z.coerce.number().int().positive() }),
        response: { 200: z.array(JobSummarySchema), ...errors },
      },
    },
    async (request) => listHelperJobs(app.db, await requireUser(request), request.params.helperId),
  );

  app.get('/api/jobs/:id', { schema: detail }, async (request) =>
    getJobDetail(app.db, request.params.id, await sessionUser(request)),
  );

  app.put('/api/jobs/:id', { schema: { ...detail, body: PostJobBodySchema } }, async (request) =>
    service.editJob(app.db, await requireUser(request), request.params.id, request.body),
  );

  app.post('/api/jobs/:id/cancel', { schema: { ...detail, body: CancelJobBodySchema } }, async (request) => {
    const { job, affectedApplicationIds } = await service.cancelJob(
      app,
      await requireUser(request),
      request.params.id,
      request.body?.reason,
    );
    await notifyLater(app, () => notifyApplicants(app, affectedApplicationIds, 'cancelled'));
    return job;
  });

  // Both methods complete a job: the spec's two completion controls use different ones.
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/api/jobs/:id/complete',
      schema: detail,
      handler: async (request) => {
        const job = await service.completeJob(app.db, await requireUser(request), request.params.id);
        await notifyLater(app, () => notifyJobCompleted(app, job.id));
        return job;
      },
    });
  }
};
