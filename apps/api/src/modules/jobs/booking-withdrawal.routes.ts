import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, JobDetailSchema } from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { requireUser } from '../../plugins/session.js';
import { deliverMessage } from '../messages/messages.service.js';
import { settleJobGuarantee } from '../payments/card-holds/index.js';
import { withdrawFromBooking } from './booking-withdrawal.service.js';
import { getJobDetail } from './job-detail.js';
import { nextBestAvailable } from '../applications/restaffing.service.js';

/** "I can't make it": the booked helper backs out before the start (BOOKING_RULES.withdrawBooking). */
export const bookingWithdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/jobs/:id/booking/withdraw',
    {
      schema: {
        params: IdParamSchema,
        response: { 200: JobDetailSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const now = app.queue.now();
      const jobId = request.params.id;
      const { late, standbyIds, notice } = await withdrawFromBooking(app.db, user, jobId, now);
      await deliverMessage(app, notice);
      await settleJobGuarantee(app, jobId, now);
      await app.domainEvents.publish({
        type: 'booking.withdrawn',
        jobId,
        helperUserId: user.id,
        late,
        standbyIds,
        next: await nextBestAvailable(app.db, jobId, now),
      });
      return getJobDetail(app.db, jobId, user);
    },
  );
};
