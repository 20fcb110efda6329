import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  FailedEmailSchema,
  GameConfirmationSchema,
  GameConfirmBodySchema,
  GameConfirmResponseSchema,
  IdParamSchema,
} from '@sideline/shared';
import { helperProfiles, jobs, outbox, teamProfiles } from '../../db/schema/index.js';
import { errorResponses } from '../../lib/error-responses.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { requireAdmin, requireUser } from '../../plugins/session.js';
import { confirmGame, confirmGameInApp, gameConfirmation } from './game-confirmations.service.js';

const FAILED_EMAILS_SHOWN = 100;

export const gameConfirmationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // The reminder's "I'll be there": the token is the authority, so no session is needed.
  app.post(
    '/api/game-confirmations',
    {
      schema: {
        body: GameConfirmBodySchema,
        response: { 200: GameConfirmResponseSchema, ...errorResponses(400, 409) },
      },
    },
    async (request) => {
      const { jobId } = await confirmGame(app.db, request.body.token, app.queue.now());
      return { jobId, message: "Confirmed. The team knows you'll be there." };
    },
  );

  /** The team and its booked helper only; anyone else is refused as for the job's other private parts. */
  async function partyOf(request: FastifyRequest<{ Params: { id: number } }>) {
    const user = await requireUser(request);
    const [job] = await app.db
      .select({ ownerId: teamProfiles.userId, helperUserId: helperProfiles.userId })
      .from(jobs)
      .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
      .leftJoin(helperProfiles, eq(helperProfiles.id, jobs.helperId))
      .where(eq(jobs.id, request.params.id));
    if (!job) throw notFound('Job not found', 'job_not_found');
    if (user.id !== job.ownerId && user.id !== job.helperUserId) {
      throw forbidden('Only the team and its booked helper can see this.', 'not_owner');
    }
    return { user, isHelper: user.id === job.helperUserId };
  }

  app.get(
    '/api/jobs/:id/confirmation',
    {
      schema: {
        params: IdParamSchema,
        response: { 200: GameConfirmationSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await partyOf(request);
      return gameConfirmation(app.db, request.params.id);
    },
  );

  // The job page's "I'll be there", for the booked helper signed in (the in-app side of the reminder).
  app.post(
    '/api/jobs/:id/confirmation',
    {
      schema: {
        params: IdParamSchema,
        response: { 200: GameConfirmationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { user, isHelper } = await partyOf(request);
      if (!isHelper) throw forbidden('Only the booked helper can confirm this game.', 'forbidden');
      return confirmGameInApp(app.db, request.params.id, user.id, app.queue.now());
    },
  );

  // Staff see every email the queue gave up on (newest first) to follow up by hand.
  app.get(
    '/api/admin/failed-emails',
    {
      onRequest: async (request) => {
        await requireAdmin(request);
      },
      schema: { response: { 200: z.array(FailedEmailSchema), ...errorResponses(401, 403) } },
    },
    async () => {
      const rows = await app.db
        .select()
        .from(outbox)
        .where(and(isNotNull(outbox.failedAt)))
        .orderBy(desc(outbox.failedAt), desc(outbox.id))
        .limit(FAILED_EMAILS_SHOWN);
      return rows.map((r) => ({
        id: r.id,
        toEmail: r.toEmail,
        subject: r.subject,
        kind: r.kind,
        attempts: r.attempts,
        error: r.error,
        createdAt: r.createdAt.toISOString(),
        failedAt: r.failedAt!.toISOString(),
      }));
    },
  );
};
