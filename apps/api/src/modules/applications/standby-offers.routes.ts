import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HelperStandbyOfferListSchema,
  HelperStandbyOfferSchema,
  IdParamSchema,
  isHelperRole,
  JOB_MESSAGES,
  StandbyOfferSettingBodySchema,
  TeamStandbyOffersSchema,
} from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { forbidden } from '../../lib/errors.js';
import { requireUser } from '../../plugins/session.js';
import { acceptStandbyOffer, declineStandbyOffer, myStandbyOffers } from './standby-offer-answers.service.js';
import { setStandbyOffers, teamStandbyOffers } from './standby-offers.service.js';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Standby offers with a time-boxed accept (issue 55, decision 0051): the team's switch, the helper's answer. */
export const standbyOffersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/jobs/:id/standby-offers',
    { schema: { params: IdParamSchema, response: { 200: TeamStandbyOffersSchema, ...errors } } },
    async (request) => teamStandbyOffers(app.db, await requireUser(request), request.params.id),
  );

  app.put(
    '/api/jobs/:id/standby-offers',
    {
      schema: {
        params: IdParamSchema,
        body: StandbyOfferSettingBodySchema,
        response: { 200: TeamStandbyOffersSchema, ...errors },
      },
    },
    async (request) =>
      setStandbyOffers(
        app,
        await requireUser(request),
        request.params.id,
        request.body.enabled,
        app.queue.now(),
      ),
  );

  app.get(
    '/api/users/me/standby-offers',
    { schema: { response: { 200: HelperStandbyOfferListSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      if (!isHelperRole(user.role)) throw forbidden(JOB_MESSAGES.wrongAccountType, 'wrong_role');
      return myStandbyOffers(app.db, user, app.queue.now());
    },
  );

  app.post(
    '/api/standby-offers/:id/accept',
    { schema: { params: IdParamSchema, response: { 200: HelperStandbyOfferSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      const { offer, jobId, applicationId, rejectedIds } = await acceptStandbyOffer(
        app,
        user,
        request.params.id,
        app.queue.now(),
      );
      // Announced as the team's accept is, and then to the team as the offer's outcome.
      await app.domainEvents.publish({
        type: 'applications.decided',
        jobId,
        acceptedIds: [applicationId],
        rejectedIds,
      });
      await app.domainEvents.publish({ type: 'standby-offer.accepted', offerId: offer.id });
      return offer;
    },
  );

  app.post(
    '/api/standby-offers/:id/decline',
    { schema: { params: IdParamSchema, response: { 200: HelperStandbyOfferSchema, ...errors } } },
    async (request) =>
      declineStandbyOffer(app, await requireUser(request), request.params.id, app.queue.now()),
  );
};
