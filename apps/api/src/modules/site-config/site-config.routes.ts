import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SiteConfigSchema } from '@sideline/shared';
import { siteConfigOf } from './site-config.service.js';

export const siteConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public: the web app hides card choices instead of meeting a 503.
  app.get('/api/config', { schema: { response: { 200: SiteConfigSchema } } }, async () =>
    siteConfigOf(app.config),
  );
};
