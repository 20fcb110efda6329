import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParamSchema,
  DuePaymentListSchema,
  PaymentConfirmationBodySchema,
  PaymentListSchema,
  PaymentReportBodySchema,
  PaymentSchema,
  ReferralInfoSchema,
} from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { requireUser } from '../../plugins/session.js';
import { referralInfo } from './credits/index.js';
import { listDue, listPayments } from './ledger/index.js';
import {
  payeeConfirmsPayment,
  payeeDisputesPayment,
  payerReportsPayment,
} from './outside-payments.service.js';

const errors = errorResponses(400, 401, 403, 404, 409);

export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/payments',
    { schema: { response: { 200: PaymentListSchema, ...errorResponses(401) } } },
    async (request) => {
      const user = await requireUser(request);
      return listPayments(app.db, user.id);
    },
  );

  app.get(
    '/api/payments/due',
    { schema: { response: { 200: DuePaymentListSchema, ...errorResponses(401) } } },
    async (request) => listDue(app.db, (await requireUser(request)).id),
  );

  // A static path: it wins over /api/users/:id.
  app.get(
    '/api/users/referral-info',
    { schema: { response: { 200: ReferralInfoSchema, ...errorResponses(401) } } },
    async (request) => referralInfo(app.db, await requireUser(request)),
  );

  app.post(
    '/api/jobs/:id/payment-report',
    {
      schema: {
        params: IdParamSchema,
        body: PaymentReportBodySchema,
        response: { 200: PaymentSchema, ...errors },
      },
    },
    async (request) =>
      payerReportsPayment(app, await requireUser(request), request.params.id, request.body.method),
  );

  app.post(
    '/api/jobs/:id/payment-confirmation',
    {
      schema: {
        params: IdParamSchema,
        body: PaymentConfirmationBodySchema,
        response: { 200: PaymentSchema, ...errors },
      },
    },
    async (request) =>
      payeeConfirmsPayment(app, await requireUser(request), request.params.id, request.body?.method),
  );

  app.post(
    '/api/jobs/:id/payment-dispute',
    { schema: { params: IdParamSchema, response: { 200: PaymentSchema, ...errors } } },
    async (request) => payeeDisputesPayment(app, await requireUser(request), request.params.id),
  );
};
