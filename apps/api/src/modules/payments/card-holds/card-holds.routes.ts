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
import { sweepCardHolds } from './card-hold-sweep.js';
import { disputeHold } from './card-hold-dispute.js';
import {
  cardHoldView,
  replaceCard,
  requireJobOwner,
  startCardSetup,
  verifySavedCard,
} from './card-holds.service.js';

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
    async (request) => {
      const user = await requireUser(request);
      const jobId = request.params.id;
      await requireJobOwner(app.db, user, jobId);
      const card = await verifySavedCard(app.db, app.config, user, request.body.setupIntentId);
      await replaceCard(app.db, user, jobId, card, app.queue.now());
      // The team is waiting on the page: a hold that is due is tried now, not at the next tick.
      await sweepCardHolds(app, app.queue.now(), jobId);
      return cardHoldView(app.db, user, jobId);
    },
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
    async (request) => {
      const user = await requireUser(request);
      const jobId = request.params.id;
      await disputeHold(app, user, jobId, request.body.reason, app.queue.now());
      const view = await cardHoldView(app.db, user, jobId);
      await app.domainEvents.publish({ type: 'card-hold.disputed', holdId: view.id });
      return view;
    },
  );
};
