import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, JobDetailSchema, RescheduleBodySchema, type Message } from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { requireUser } from '../../plugins/session.js';
import { deliverMessage } from '../messages/messages.service.js';
import { cancelReplacedHold } from '../payments/card-hold-move.js';
import { settleJobGuarantee, sweepCardHolds } from '../payments/card-hold-sweep.js';
import { getJobDetail } from './job-detail.js';
import { answerReschedule, proposeReschedule, withdrawReschedule } from './job-reschedule.service.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const detail = { params: IdParamSchema, response: { 200: JobDetailSchema, ...errors } };

/**
 * A rained-out game moved to a new date (decision 0045): the team proposes, the booked helper
 * accepts or declines, the team may take the proposal back. Each answers the job as its caller
 * now sees it; the other side hears by a message in the job's conversation.
 */
export const jobRescheduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const deliver = async (notice: Message | null) => {
    if (notice) await deliverMessage(app, notice);
  };

  app.post(
    '/api/jobs/:id/reschedule',
    { schema: { ...detail, body: RescheduleBodySchema } },
    async (request) => {
      const user = await requireUser(request);
      await deliver(await proposeReschedule(app.db, user, request.params.id, request.body, app.queue.now()));
      return getJobDetail(app.db, request.params.id, user);
    },
  );

  app.post('/api/jobs/:id/reschedule/withdraw', { schema: detail }, async (request) => {
    const user = await requireUser(request);
    await deliver(await withdrawReschedule(app.db, user, request.params.id, app.queue.now()));
    return getJobDetail(app.db, request.params.id, user);
  });

  for (const answer of ['accept', 'decline'] as const) {
    app.post(`/api/jobs/:id/reschedule/${answer}`, { schema: detail }, async (request) => {
      const user = await requireUser(request);
      const jobId = request.params.id;
      const now = app.queue.now();
      const result = await answerReschedule(app.db, user, jobId, answer, app.config.minorLatestEnd, now);
      await deliver(result.notice);
      if (answer === 'accept') {
        await cancelReplacedHold(app, result.replacedHold);
        // A new time inside the hold's lead is held at once, as at booking.
        await sweepCardHolds(app, now, jobId).catch((err: unknown) =>
          app.log.error({ err, jobId }, 'card hold sweep failed; the next tick tries again'),
        );
      } else {
        await settleJobGuarantee(app, jobId, now);
        await app.domainEvents.publish({ type: 'reschedule.declined', jobId, standbyIds: result.standbyIds });
      }
      return getJobDetail(app.db, jobId, user);
    });
  }
};
