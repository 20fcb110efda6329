import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SiteConfigSchema } from '@sideline/shared';

export const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public and read from the server's configuration only: no user data, no secret (just whether
  // card keys exist), so the web app can hide card choices instead of meeting a 503. Card checkout
  // needs the publishable key too (the browser's card form), so without it there are no cards.
  app.get('/api/config', { schema: { response: { 200: SiteConfigSchema } } }, async () => ({
    cardPayments: Boolean(app.config.stripe?.publishableKey),
  }));
};
