import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import {
  DirectorDashboardSchema,
  ErrorBodySchema,
  GamesImportResultSchema,
  IdParamSchema,
  MAX_SCHEDULE_BYTES,
  MessageBodySchema,
  PostGameJobsBodySchema,
  PostGameJobsResultSchema,
  QuoteRequestBodySchema,
  QuoteRequestSchema,
  TournamentGameBodySchema,
  TournamentSignupResultSchema,
} from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { badRequest } from '../../lib/errors.js';
import { createSession, requireAdmin, requireUser, setSessionCookie } from '../../plugins/session.js';
import { readScheduleUpload } from '../schedule-import/index.js';
import { userViewOf } from '../guardians/user-view.js';
import { readGamesFile, readSignupGames } from './games-file.js';
import { createQuoteRequest, listQuoteRequests } from './quote-requests.service.js';
import { parseSignupForm } from './signup-form.js';
import { signUpDirector } from './signup.service.js';
import * as service from './tournaments.service.js';
import { enqueueJobAlerts } from '../job-alerts/job-alert-matching.js';

const errors = errorResponses(400, 401, 403, 404, 409);
const uploadErrors = errorResponses(400, 401, 403, 404, 409, 413, 429);

/** The two multipart routes, in their own scope: no other route parses multipart bodies. */
const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_SCHEDULE_BYTES, files: 1, fields: 2, fieldSize: 64 * 1024 },
    throwFileSizeLimit: true,
  });

  // Spec doc 2: multipart `userData` (the form as JSON) and an optional `gamesFile`.
  app.post(
    '/api/tournament-signup',
    { schema: { response: { 201: TournamentSignupResultSchema, ...uploadErrors } } },
    async (request, reply) => {
      const { file, fields } = await readScheduleUpload(request, {
        fileField: 'gamesFile',
        textFields: ['userData'],
      });
      const form = parseSignupForm(fields.userData);
      const { user, tournamentId, gamesImported } = await signUpDirector(app, form, request.ip, () =>
        readSignupGames(file),
      );
      const session = await createSession(app.db, user.id);
      setSessionCookie(request, reply, session.token, session.expiresAt);
      return reply.status(201).send({
        ...(await userViewOf(app.db, user)),
        message: `Welcome to Sideline, ${user.firstName}! Your tournament director account is under review; we will contact you within 24 hours.`,
        tournamentId,
        gamesImported,
      });
    },
  );

  // More games for a tournament: good rows are imported, bad ones reported by row number.
  app.post(
    '/api/tournaments/:id/games',
    { schema: { params: IdParamSchema, response: { 200: GamesImportResultSchema, ...uploadErrors } } },
    async (request) => {
      const user = await requireUser(request);
      const tournament = await service.ownTournament(app.db, user, request.params.id);
      const { file } = await readScheduleUpload(request, { fileField: 'gamesFile', textFields: [] });
      if (!file) throw badRequest('Choose a games file to import.', 'file_required');
      const { games, failed, errors: rowErrors } = await readGamesFile(file);
      const successful = await service.insertGames(app.db, tournament.id, games);
      return { successful, failed, errors: rowErrors };
    },
  );
};

export const tournamentsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(uploadRoutes);

  app.post(
    '/api/tournament-quote-requests',
    {
      schema: {
        body: QuoteRequestBodySchema,
        response: { 201: QuoteRequestSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await createQuoteRequest(app, request.body, request.ip)),
  );

  app.get(
    '/api/admin/quote-requests',
    {
      // Staff only, decided before any input is read (as the admin console's routes are).
      onRequest: async (request) => {
        await requireAdmin(request);
      },
      schema: { response: { 200: z.array(QuoteRequestSchema), ...errorResponses(401, 403) } },
    },
    async () => listQuoteRequests(app.db),
  );

  app.get(
    '/api/tournaments',
    { schema: { response: { 200: DirectorDashboardSchema, ...errorResponses(401, 403) } } },
    async (request) => service.directorDashboard(app.db, await requireUser(request)),
  );

  app.post(
    '/api/tournaments/:id/jobs',
    {
      schema: {
        params: IdParamSchema,
        body: PostGameJobsBodySchema,
        response: { 201: PostGameJobsResultSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const jobIds = await service.postGameJobs(
        app.db,
        user,
        request.params.id,
        request.body,
        app.config.applicationWindowMinutes,
      );
      await enqueueJobAlerts(app, jobIds);
      return reply.status(201).send({ jobIds });
    },
  );

  app.put(
    '/api/tournament-games/:id',
    {
      schema: {
        params: IdParamSchema,
        body: TournamentGameBodySchema,
        response: { 200: MessageBodySchema, ...errors },
      },
    },
    async (request) => {
      await service.editGame(app.db, await requireUser(request), request.params.id, request.body);
      return { message: 'Game updated' };
    },
  );

  app.delete(
    '/api/tournament-games/:id',
    { schema: { params: IdParamSchema, response: { 200: MessageBodySchema, ...errors } } },
    async (request) => {
      await service.deleteGame(app.db, await requireUser(request), request.params.id);
      return { message: 'Game deleted' };
    },
  );
};
