import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, JobDetailSchema, RescheduleBodySchema } from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { requireUser } from '../../plugins/session.js';
import { getJobDetail } from './job-detail.js';
import { followUpReschedule } from './job-reschedule-follow-up.js';
import { answerReschedule, proposeReschedule, withdrawReschedule } from './job-reschedule.service.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const detail = { params: IdParamSchema, response: { 200: JobDetailSchema, ...errors } };

/**
 * A rained-out game moved to a new date (decision 0045): the team proposes, the booked helper
 * accepts or declines, the team may take the proposal back. Each answers the job as its caller
 * now sees it; the other side hears by a message in the job's conversation. Delivering that
 * message and telling the card provider follow in the queue (job-reschedule-follow-up.ts), so the
 * answer never waits on push or the provider.
 */
export const jobRescheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const followUp = followUpReschedule(app);
  app.post(
    '/api/jobs/:id/reschedule',
    { schema: { ...detail, body: RescheduleBodySchema } },
    async (request) => {
      const user = await requireUser(request);
      const jobId = request.params.id;
      await proposeReschedule(app.db, user, jobId, request.body, app.queue.now(), followUp);
      return getJobDetail(app.db, jobId, user);
    },
  );

  app.post('/api/jobs/:id/reschedule/withdraw', { schema: detail }, async (request) => {
    const user = await requireUser(request);
    const jobId = request.params.id;
    await withdrawReschedule(app.db, user, jobId, app.queue.now(), followUp);
    return getJobDetail(app.db, jobId, user);
  });

  for (const answer of ['accept', 'decline'] as const) {
    app.post(`/api/jobs/:id/reschedule/${answer}`, { schema: detail }, async (request) => {
      const user = await requireUser(request);
      const jobId = request.params.id;
      await answerReschedule(
        app.db,
        user,
        jobId,
        answer,
        app.config.minorLatestEnd,
        app.queue.now(),
        followUp,
        app.bookingGuarantee,
      );
      return getJobDetail(app.db, jobId, user);
    });
  }
};
