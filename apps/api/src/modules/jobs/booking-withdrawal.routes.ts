import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParamSchema, JobDetailSchema } from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { requireUser } from '../../plugins/session.js';
import { withdrawFromBooking } from './booking-withdrawal.service.js';

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
    async (request) =>
      withdrawFromBooking(app, await requireUser(request), request.params.id, app.queue.now()),
  );
};
