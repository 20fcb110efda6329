import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ReviewSchema } from '@sideline/shared';
import { reviewsOf } from './reviews.service.js';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reviews/reviewee/:userId',
    {
      schema: {
        params: z.object({ userId: z.coerce.number().int().positive() }),
        response: { 200: z.array(ReviewSchema) },
      },
    },
    async (request) => reviewsOf(app.db, request.params.userId),
  );
};
