import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import fastifyMultipart from '@fastify/multipart';
import { z } from 'zod';
import {
  BulkUploadFieldsSchema,
  BulkUploadResultSchema,
  isTeamRole,
  MAX_SCHEDULE_BYTES,
  SCHEDULE_LENGTH_HOURS,
} from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import { requireUser } from '../../plugins/session.js';
import { consumeBulkUploadQuota, uploadTeamSchedule } from './bulk-upload.service.js';
import { readScheduleUpload } from './read-upload.js';

const errors = errorResponses(400, 401, 403, 404, 413, 429);

/** What the multipart form carries, for the API reference (the route reads the parts itself). */
const BulkUploadFormDoc = z.object({
  schedule: z
    .string()
    .meta({ format: 'binary', description: 'The schedule: .csv (or .xlsx), at most 5 MB, 2,000 games' }),
  teamId: z.string().meta({ description: "The caller's team profile id" }),
  duration: z
    .string()
    .optional()
    .meta({ description: `Game length in hours, one of ${SCHEDULE_LENGTH_HOURS.join(', ')} (default 2)` }),
});

/**
 * Schedule-file routes. Multipart parsing is registered in this plugin's own scope only, so no other
 * route accepts multipart bodies; busboy stops at the first byte past the cap.
 */
export const scheduleImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_SCHEDULE_BYTES, files: 1, fields: 4, fieldSize: 64, parts: 5 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/api/jobs/bulk-upload',
    {
      schema: {
        description:
          "Posts a schedule's games as open jobs of the caller's team (one per valid row); answers the counts " +
          'and one message per problem, each naming its row.',
        multipartBody: BulkUploadFormDoc,
        response: { 200: BulkUploadResultSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      // Decided before any byte of the file is read.
      if (!isTeamRole(user.role)) throw forbidden('Only team accounts can upload a schedule.', 'wrong_role');
      await consumeBulkUploadQuota(app.db, user.id);
      const { file, fields } = await readScheduleUpload(request, {
        fileField: 'schedule',
        textFields: ['teamId', 'duration'],
      });
      const parsed = BulkUploadFieldsSchema.safeParse(fields);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        throw badRequest(issue.message, 'validation_error', [
          { path: issue.path.join('.'), message: issue.message },
        ]);
      }
      if (!file) throw badRequest('Choose a schedule file to upload.', 'file_required');
      return uploadTeamSchedule(app.db, user, {
        teamId: parsed.data.teamId,
        lengthHours: parsed.data.duration,
        file,
        windowMinutes: app.config.applicationWindowMinutes,
      });
    },
  );
};
