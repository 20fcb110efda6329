import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import {
  BackgroundCheckSchema,
  IdParamSchema,
  idParamSchema,
  JobRequirementsSchema,
  MAX_UPLOAD_BYTES,
  PassportSchema,
  SafeSportFieldsSchema,
  SafeSportSchema,
} from '@sideline/shared';
import { eq } from 'drizzle-orm';
import { errorResponses } from '../../lib/error-responses.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { requireUser } from '../../plugins/session.js';
import { liveGuardianshipOf, todayForZip } from '../guardians/guardian-state.js';
import { users } from '../../db/schema/index.js';
import { sniffDocumentType } from '../uploads/document-sniff.js';
import { readFilePart } from '../uploads/read-image-part.js';
import { consumeUploadQuota } from '../uploads/uploads.service.js';
import {
  latestCheck,
  myBackgroundCheck,
  startBackgroundCheck,
  toCheckView,
} from './background-checks.service.js';
import { helperPassport, saveTeamDefaults, teamDefaults } from './passport.service.js';
import { defaultsTeamOf } from './team-defaults.service.js';
import { mySafeSport, submitCertificate } from './safesport.service.js';
import { safetyWebhookRoutes } from './safety-webhook.routes.js';
import { isMinor } from '../guardians/guardian-state.js';

const HelperIdParamSchema = z.object({ helperId: idParamSchema });

const errors = errorResponses(400, 401, 403, 404, 409, 413, 429, 503);

const SafeSportFormDoc = z.object({
  file: z
    .string()
    .meta({ format: 'binary', description: 'The certificate: PDF, JPEG, PNG or WebP, at most 5 MB' }),
  completedOn: z.string().meta({ description: 'The completion date on the certificate (YYYY-MM-DD)' }),
});

const GuardianTeenSafetySchema = z.object({
  backgroundCheck: BackgroundCheckSchema,
  safeSport: SafeSportSchema,
});

/** The safety passport (decision 0050): the helper's own check and training, teams' requirements. */
export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(safetyWebhookRoutes);

  app.get(
    '/api/users/me/background-check',
    { schema: { response: { 200: BackgroundCheckSchema, ...errors } } },
    async (request) => myBackgroundCheck(app.db, await requireUser(request), app.queue.now()),
  );

  app.post(
    '/api/users/me/background-check',
    { schema: { response: { 201: BackgroundCheckSchema, ...errors } } },
    async (request, reply) => {
      const check = await startBackgroundCheck(
        app.db,
        app.config.backgroundChecks,
        await requireUser(request),
        app.queue.now(),
      );
      return reply.status(201).send(check);
    },
  );

  app.get(
    '/api/users/me/safesport',
    { schema: { response: { 200: SafeSportSchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      return mySafeSport(app.db, user.id, await todayForZip(app.db, user.zipCode, app.queue.now()));
    },
  );

  // Multipart parsing only in this child scope, like the picture upload's.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 2, fieldSize: 64, parts: 3 },
      throwFileSizeLimit: true,
    });
    scope.post(
      '/api/users/me/safesport',
      { schema: { multipartBody: SafeSportFormDoc, response: { 201: SafeSportSchema, ...errors } } },
      async (request, reply) => {
        const user = await requireUser(request);
        await consumeUploadQuota(app.db, user.id);
        const { bytes, type, fields } = await readFilePart(request, sniffDocumentType);
        const parsed = SafeSportFieldsSchema.safeParse(fields);
        if (!parsed.success) {
          const issue = parsed.error.issues[0]!;
          throw badRequest(issue.message, 'validation_error', [
            { path: issue.path.join('.'), message: issue.message },
          ]);
        }
        const now = app.queue.now();
        const today = await todayForZip(app.db, user.zipCode, now);
        const view = await submitCertificate(
          { db: app.db, storage: app.storage },
          user,
          { bytes, type },
          parsed.data.completedOn,
          today,
          now,
        );
        return reply.status(201).send(view);
      },
    );
  });

  app.get(
    '/api/passports/:helperId',
    { schema: { params: HelperIdParamSchema, response: { 200: PassportSchema, ...errors } } },
    async (request) => helperPassport(app.db, request.params.helperId, app.queue.now()),
  );

  const requireTeam = async (request: Parameters<typeof requireUser>[0]) =>
    defaultsTeamOf(app.db, await requireUser(request));

  app.get(
    '/api/users/me/safety-defaults',
    { schema: { response: { 200: JobRequirementsSchema, ...errors } } },
    async (request) => teamDefaults(app.db, await requireTeam(request)),
  );

  app.put(
    '/api/users/me/safety-defaults',
    { schema: { body: JobRequirementsSchema, response: { 200: JobRequirementsSchema, ...errors } } },
    async (request) => saveTeamDefaults(app.db, await requireTeam(request), request.body),
  );

  // The guardian sees the teen's whole passport: the check they are exempt from and the training.
  app.get(
    '/api/guardian/teens/:id/safety',
    { schema: { params: IdParamSchema, response: { 200: GuardianTeenSafetySchema, ...errors } } },
    async (request) => {
      const user = await requireUser(request);
      const guardianship = await liveGuardianshipOf(app.db, request.params.id);
      if (!guardianship || guardianship.guardianId !== user.id)
        throw forbidden('Only the teen\u2019s guardian can see this.', 'not_guardian');
      const [teen] = await app.db.select().from(users).where(eq(users.id, request.params.id));
      if (!teen) throw notFound('Not found', 'user_not_found');
      const now = app.queue.now();
      return {
        backgroundCheck: toCheckView(await latestCheck(app.db, teen.id), await isMinor(app.db, teen), now),
        safeSport: await mySafeSport(app.db, teen.id, await todayForZip(app.db, teen.zipCode, now)),
      };
    },
  );
};
