import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CardCheckoutSchema,
  ConnectLinkSchema,
  ConnectStatusSchema,
  IdParamSchema,
  ClientSecretSchema,
  PaymentIntentBodySchema,
} from '@sideline/shared';
import { errorResponses } from '../../../lib/error-responses.js';
import { AppError, badRequest } from '../../../lib/errors.js';
import { requireUser } from '../../../plugins/session.js';
import { cardCheckout, connectStatus, payOutOwed } from './card-account.service.js';
import { connectAccount, createPaymentIntent } from './card.service.js';
import { askProvider, handleStripeEvent } from './card-webhook.service.js';
import { getPayment } from '../ledger/index.js';
import { stripeFor } from '../stripe-client.js';

const errors = errorResponses(400, 401, 403, 404, 409, 503);

export const cardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/payments/connect',
    { schema: { response: { 200: ConnectLinkSchema, ...errors } } },
    async (request) => connectAccount(app.db, app.config, await requireUser(request)),
  );

  app.get(
    '/api/payments/connect',
    { schema: { response: { 200: ConnectStatusSchema, ...errorResponses(401, 503) } } },
    async (request) => connectStatus(app.db, app.config, await requireUser(request)),
  );

  app.get(
    '/api/payments/card/:id',
    { schema: { params: IdParamSchema, response: { 200: CardCheckoutSchema, ...errors } } },
    async (request) => cardCheckout(app.db, app.config, await requireUser(request), request.params.id),
  );

  // The spec's call takes jobId and an amount; the amount is ignored (the server computes it).
  app.post(
    '/api/create-payment-intent',
    {
      schema: {
        body: PaymentIntentBodySchema,
        response: { 200: ClientSecretSchema, ...errors },
      },
    },
    async (request) => {
      const { clientSecret } = await createPaymentIntent(
        app.db,
        app.config,
        await requireUser(request),
        request.body.jobId,
        request.body.useFreeGame ?? false,
      );
      return { clientSecret };
    },
  );

  // The signature covers the exact bytes, so this route alone reads its JSON body raw.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      '/api/webhooks/stripe',
      { schema: { response: { 200: z.object({ received: z.literal(true) }), ...errors } } },
      async (request) => {
        const { stripe, config } = stripeFor(app.config.stripe);
        const signature = request.headers['stripe-signature'];
        if (!Buffer.isBuffer(request.body) || typeof signature !== 'string')
          throw badRequest('Missing signature.');
        let event;
        try {
          event = stripe.webhooks.constructEvent(request.body, signature, config.webhookSecret);
        } catch {
          throw badRequest('Invalid signature.');
        }
        let facts;
        try {
          facts = await askProvider(app.db, app.config, event);
        } catch (error) {
          request.log.warn({ err: error, event: event.id }, 'card lookup failed; the provider will retry');
          throw new AppError(
            503,
            'card_provider_unavailable',
            'The card provider could not be reached. Try again.',
          );
        }
        const handled = await handleStripeEvent(app.db, event, facts, app.config.freeGameCapCents);
        if (handled.payOut && handled.paymentId !== undefined)
          await payOutOwed(app.db, app.config, request.log, handled.paymentId);
        if (handled.paymentId !== undefined) {
          const payment = await getPayment(app.db, handled.paymentId, 0);
          await app.domainEvents.publish({
            type: 'card-payment.settled',
            payment,
            freeGames: handled.grants,
          });
        }
        return { received: true as const };
      },
    );
  });
};
