import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthResponseSchema,
  GuardianActionParamsSchema,
  GuardianConsentBodySchema,
  GuardianConsentPreviewSchema,
  GuardianConsentResultSchema,
  GuardianRequestBodySchema,
  GuardianSignupBodySchema,
  GuardianTeenListSchema,
  GuardianThreadQuerySchema,
  GuardianThreadSchema,
  GuardianTokenBodySchema,
  IdParamSchema,
  MessageBodySchema,
} from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { createSession, requireUser, setSessionCookie } from '../../plugins/session.js';
import { userViewOf } from './user-view.js';
import { actOnTeen } from './guardian-actions.js';
import { giveConsent, previewConsent, requestConsentAgain, signUpAndConsent } from './guardian-consent.js';
import { guardianTeens, guardianThread } from './guardian-view.service.js';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** Teen helpers' guardians (decision 23): the consent link, the teen's request, the guardian view. */
export const guardiansRoutes: FastifyPluginAsyncZod = async (app) => {
  // POST, with the token in the body: links carry it, and a body stays out of access logs.
  app.post(
    '/api/guardian-consent/preview',
    { schema: { body: GuardianTokenBodySchema, response: { 200: GuardianConsentPreviewSchema, ...errors } } },
    async (request) => {
      await consumeRateLimit(app.db, `guardian-preview:${request.ip}`, {
        limit: 60,
        windowSeconds: 3600,
        message: 'Too many attempts. Please try again later.',
      });
      return previewConsent(app.db, request.body.token);
    },
  );

  app.post(
    '/api/guardian-consent',
    {
      schema: { body: GuardianConsentBodySchema, response: { 200: GuardianConsentResultSchema, ...errors } },
    },
    async (request) => giveConsent(app, await requireUser(request), request.body),
  );

  app.post(
    '/api/guardian-consent/signup',
    { schema: { body: GuardianSignupBodySchema, response: { 201: AuthResponseSchema, ...errors } } },
    async (request, reply) => {
      await consumeRateLimit(app.db, `register:${request.ip}`, {
        limit: app.config.registerRateLimit,
        windowSeconds: 3600,
        message: 'Too many sign-up attempts from this network. Please try again later.',
      });
      const guardian = await signUpAndConsent(app, request.body);
      const session = await createSession(app.db, guardian.id);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return reply.status(201).send({
        ...(await userViewOf(app.db, guardian)),
        message: `Welcome to Sideline, ${guardian.firstName}! Your approval is recorded.`,
      });
    },
  );

  app.post(
    '/api/users/me/guardian',
    { schema: { body: GuardianRequestBodySchema, response: { 200: MessageBodySchema, ...errors } } },
    async (request) => requestConsentAgain(app, await requireUser(request), request.body.guardianEmail),
  );

  app.get(
    '/api/guardian/teens',
    { schema: { response: { 200: GuardianTeenListSchema, ...errors } } },
    async (request) => guardianTeens(app.db, (await requireUser(request)).id),
  );

  app.get(
    '/api/guardian/teens/:id/thread',
    {
      schema: {
        params: IdParamSchema,
        querystring: GuardianThreadQuerySchema,
        response: { 200: GuardianThreadSchema, ...errors },
      },
    },
    async (request) =>
      guardianThread(app.db, (await requireUser(request)).id, request.params.id, request.query.with),
  );

  app.post(
    '/api/guardian/teens/:id/:action',
    { schema: { params: GuardianActionParamsSchema, response: { 200: MessageBodySchema, ...errors } } },
    async (request) =>
      actOnTeen(app.db, await requireUser(request), request.params.id, request.params.action),
  );
};
