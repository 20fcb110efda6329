import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CancelJobBodySchema,
  ConfirmStreamConsentBodySchema,
  ErrorBodySchema,
  IdParamSchema,
  idParamSchema,
  JobDetailSchema,
  JobSearchQuerySchema,
  JobSummarySchema,
  PostJobBodySchema,
  SetStreamLinkBodySchema,
  TeamJobsQuerySchema,
} from '@sideline/shared';
import { requireUser, sessionUser } from '../../plugins/session.js';
import { jobAsViewerSees } from './job-page.service.js';
import { listHelperJobs, listTeamJobs } from './job-lists.service.js';
import { searchJobs } from './job-search.service.js';
import * as service from './jobs.service.js';
import { confirmStreamConsent, setStreamLink } from './stream-consent.js';
import { errorResponses } from '../../lib/error-responses.js';
import { enqueueJobAlerts } from '../job-alerts/job-alert-matching.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const detail = { params: IdParamSchema, response: { 200: JobDetailSchema, ...errors } };
const JobListSchema = z.array(JobSummarySchema);

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  // A list, as the spec's client reads it; the next page's cursor travels in the X-Next-Cursor header.
  app.get(
    '/api/jobs',
    { schema: { querystring: JobSearchQuerySchema, response: { 200: JobListSchema, 400: ErrorBodySchema } } },
    async (request, reply) => {
      const viewer = await sessionUser(request);
      const page = await searchJobs(app.db, request.query, viewer?.id ?? null);
      if (page.nextCursor) void reply.header('X-Next-Cursor', page.nextCursor);
      return page.jobs;
    },
  );

  app.post(
    '/api/jobs',
    { schema: { body: PostJobBodySchema, response: { 201: JobDetailSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request);
      const job = await service.postJob(
        app.db,
        user,
        request.body,
        { windowMinutes: app.config.applicationWindowMinutes, cardsConfigured: Boolean(app.config.stripe) },
        app.queue.now(),
      );
      await enqueueJobAlerts(app, [job.id]);
      return reply.status(201).send(job);
    },
  );

  app.get(
    '/api/jobs/team/:teamId',
    {
      schema: {
        params: z.object({ teamId: idParamSchema }),
        querystring: TeamJobsQuerySchema,
        response: { 200: JobListSchema, 400: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (request) =>
      listTeamJobs(app.db, await sessionUser(request), request.params.teamId, request.query.status),
  );

  app.get(
    '/api/jobs/helper/:helperId',
    {
      schema: {
        params: z.object({ helperId: idParamSchema }),
        response: { 200: JobListSchema, ...errors },
      },
    },
    async (request) => listHelperJobs(app.db, await requireUser(request), request.params.helperId),
  );

  app.get('/api/jobs/:id', { schema: detail }, async (request) =>
    jobAsViewerSees(app.db, request.params.id, await sessionUser(request), app.queue.now()),
  );

  app.put('/api/jobs/:id', { schema: { ...detail, body: PostJobBodySchema } }, async (request) =>
    service.editJob(
      app.db,
      await requireUser(request),
      request.params.id,
      request.body,
      Boolean(app.config.stripe),
    ),
  );

  // Streaming consent (decision 0041): the owner confirms it on a job posted without it; the booked
  // helper shares the stream's link, which the job page shows to those who may watch.
  app.post(
    '/api/jobs/:id/stream-consent',
    { schema: { ...detail, body: ConfirmStreamConsentBodySchema } },
    async (request) =>
      confirmStreamConsent(app.db, await requireUser(request), request.params.id, request.body),
  );

  app.put(
    '/api/jobs/:id/stream-link',
    { schema: { ...detail, body: SetStreamLinkBodySchema } },
    async (request) =>
      setStreamLink(app.db, await requireUser(request), request.params.id, request.body.streamUrl),
  );

  app.post('/api/jobs/:id/cancel', { schema: { ...detail, body: CancelJobBodySchema } }, async (request) => {
    return service.cancelJob(
      app,
      await requireUser(request),
      request.params.id,
      request.body,
      app.queue.now(),
    );
  });

  // Both methods complete a job: the spec's two completion controls use different ones.
  for (const method of ['PUT', 'POST'] as const) {
    app.route({
      method,
      url: '/api/jobs/:id/complete',
      schema: detail,
      handler: async (request) => {
        const job = await service.completeJob(
          app.db,
          await requireUser(request),
          request.params.id,
          app.queue.now(),
        );
        await app.domainEvents.publish({ type: 'job.completed', jobId: job.id });
        return job;
      },
    });
  }
};
