import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBodySchema, ReviewSchema, UserIdParamsSchema } from '@sideline/shared';
import { reviewsOf } from './reviews.service.js';

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/reviews/reviewee/:userId',
    {
      schema: {
        params: UserIdParamsSchema,
        response: { 200: z.array(ReviewSchema), 400: ErrorBodySchema },
      },
    },
    async (request) => reviewsOf(app.db, request.params.userId),
  );
};
