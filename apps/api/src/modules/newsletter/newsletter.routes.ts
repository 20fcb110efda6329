import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MessageBodySchema,
  NEWSLETTER_MESSAGES,
  NewsletterConfirmBodySchema,
  NewsletterSubscribeBodySchema,
  NewsletterUnsubscribeBodySchema,
} from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';
import * as newsletter from './newsletter.service.js';

const errors = errorResponses(400, 403, 429);

/**
 * The footer's newsletter box. Confirm and unsubscribe act only on POST: the links in the mails open
 * pages whose button calls these, so a mail scanner fetching links confirms or cancels nothing.
 */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl });

  app.post(
    '/api/newsletter/subscribe',
    { schema: { body: NewsletterSubscribeBodySchema, response: { 202: MessageBodySchema, ...errors } } },
    async (request, reply) => {
      await newsletter.subscribe(deps(), request.body.email, request.ip);
      return reply.status(202).send({ message: NEWSLETTER_MESSAGES.subscribeAccepted });
    },
  );

  app.post(
    '/api/newsletter/confirm',
    { schema: { body: NewsletterConfirmBodySchema, response: { 200: MessageBodySchema, ...errors } } },
    async (request) => {
      await newsletter.confirm(deps(), request.body.token);
      return { message: NEWSLETTER_MESSAGES.confirmed };
    },
  );

  app.post(
    '/api/newsletter/unsubscribe',
    { schema: { body: NewsletterUnsubscribeBodySchema, response: { 200: MessageBodySchema, ...errors } } },
    async (request) => {
      await newsletter.unsubscribe(deps(), request.body.token);
      return { message: NEWSLETTER_MESSAGES.unsubscribed };
    },
  );
};
