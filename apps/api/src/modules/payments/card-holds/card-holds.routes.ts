import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CardHoldCardBodySchema,
  CardHoldDisputeBodySchema,
  CardHoldSchema,
  CardSetupBodySchema,
  CardSetupSchema,
  IdParamSchema,
} from '@sideline/shared';
import { errorResponses } from '../../../lib/error-responses.js';
import { requireUser } from '../../../plugins/session.js';
import { disputeHold } from './card-hold-dispute.js';
import { fixGuaranteeCard } from './card-hold-new-card.js';
import { cardHoldView, startCardSetup } from './card-holds.service.js';

const errors = errorResponses(400, 401, 403, 404, 409, 503);

/** Card jobs guaranteed at booking (decision 22): saving a card, the guarantee, its dispute. */
export const cardHoldsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/jobs/:id/card-setup',
    {
      schema: {
        params: IdParamSchema,
        body: CardSetupBodySchema,
        response: { 200: CardSetupSchema, ...errors },
      },
    },
    async (request) =>
      startCardSetup(
        app.db,
        app.config,
        await requireUser(request),
        request.params.id,
        request.body.applicationId,
      ),
  );

  app.get(
    '/api/jobs/:id/card-hold',
    { schema: { params: IdParamSchema, response: { 200: CardHoldSchema, ...errors } } },
    async (request) => cardHoldView(app.db, await requireUser(request), request.params.id),
  );

  app.put(
    '/api/jobs/:id/card-hold',
    {
      schema: {
        params: IdParamSchema,
        body: CardHoldCardBodySchema,
        response: { 200: CardHoldSchema, ...errors },
      },
    },
    async (request) =>
      fixGuaranteeCard(
        app,
        await requireUser(request),
        request.params.id,
        request.body.setupIntentId,
        app.queue.now(),
      ),
  );

  app.post(
    '/api/jobs/:id/card-hold/dispute',
    {
      schema: {
        params: IdParamSchema,
        body: CardHoldDisputeBodySchema,
        response: { 200: CardHoldSchema, ...errors },
      },
    },
    async (request) =>
      disputeHold(app, await requireUser(request), request.params.id, request.body.reason, app.queue.now()),
  );
};
