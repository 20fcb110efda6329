import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  IdParamSchema,
  idParamSchema,
  JobReviewStateSchema,
  PostReviewBodySchema,
  ReviewReplyBodySchema,
  RevieweeReviewsQuerySchema,
  ReviewSchema,
} from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { requireUser, sessionUser } from '../../plugins/session.js';
import * as service from './reviews.service.js';

const errors = errorResponses(400, 401, 403, 404, 409);

export const reviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/reviews',
    { schema: { body: PostReviewBodySchema, response: { 201: ReviewSchema, ...errors } } },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await service.submitReview(app, user, request.body));
    },
  );

  app.get(
    '/api/reviews/reviewee/:userId',
    {
      schema: {
        params: z.object({ userId: idParamSchema }),
        querystring: RevieweeReviewsQuerySchema,
        response: { 200: z.array(ReviewSchema), 400: errors[400] },
      },
    },
    async (request, reply) => {
      const viewer = await sessionUser(request);
      const page = await service.reviewsAbout(app, request.params.userId, request.query, viewer?.id ?? null);
      if (page.nextCursor) void reply.header('X-Next-Cursor', page.nextCursor);
      return page.reviews;
    },
  );

  app.get(
    '/api/reviews/job/:jobId',
    {
      schema: {
        params: z.object({ jobId: idParamSchema }),
        response: { 200: JobReviewStateSchema, ...errors },
      },
    },
    async (request) => service.jobReviewState(app, request.params.jobId, await requireUser(request)),
  );

  app.post(
    '/api/reviews/:id/reply',
    {
      schema: {
        params: IdParamSchema,
        body: ReviewReplyBodySchema,
        response: { 200: ReviewSchema, ...errors },
      },
    },
    async (request) =>
      service.replyToReview(app, await requireUser(request), request.params.id, request.body.reply),
  );
};
