import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NEWSLETTER_MESSAGES, type PageActions } from '@sideline/shared';
import { subscribe } from '../newsletter/newsletter.service.js';
import { createQuoteRequest } from '../tournaments/quote-requests.service.js';

/**
 * What a page's form posted as plain HTML may do (decision 0054), in-process, as its API route
 * would: the same service, the same limits (keyed by the same address).
 */
export function pageActions(app: FastifyInstance, request: FastifyRequest): PageActions {
  const newsletterDeps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl };
  return {
    async subscribeNewsletter(email) {
      await subscribe(newsletterDeps, email, request.ip);
      return { message: NEWSLETTER_MESSAGES.subscribeAccepted };
    },
    async requestQuote(body) {
      const quote = await createQuoteRequest(app, body, request.ip);
      return { email: quote.email };
    },
  };
}
