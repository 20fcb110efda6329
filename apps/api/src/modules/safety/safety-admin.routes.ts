import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminBackgroundCheckSchema,
  AdminSafetyQueueSchema,
  BackgroundCheckDecisionBodySchema,
  ErrorBodySchema,
  IdParamSchema,
  SafeSportDecisionBodySchema,
} from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { requireAdmin } from '../../plugins/session.js';
import { decideBackgroundCheck } from './adverse-action.service.js';
import { candidateReportUrl } from './checkr-client.js';
import { certificateFile, decideCertificate } from './safesport.service.js';
import { safetyQueue } from './safety-queue.service.js';

const staffOnly = async (request: Parameters<typeof requireAdmin>[0]) => void (await requireAdmin(request));

/** Staff's safety queue (decision 0050): "consider" reports and certificates to verify. */
export const safetyAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/safety',
    {
      onRequest: staffOnly,
      schema: { response: { 200: AdminSafetyQueueSchema, ...errorResponses(401, 403) } },
    },
    async () => safetyQueue(app.db, app.config.backgroundChecks),
  );

  app.post(
    '/api/admin/background-checks/:id/decide',
    {
      onRequest: staffOnly,
      schema: {
        params: IdParamSchema,
        body: BackgroundCheckDecisionBodySchema,
        response: { 200: AdminBackgroundCheckSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const { check, action, reportId } = await decideBackgroundCheck(
        app.db,
        app.config.backgroundChecks,
        admin,
        request.params.id,
        request.body.action,
        request.body.note,
        app.queue.now(),
      );
      await app.domainEvents.publish({
        type: 'background-check.decided',
        userId: check.userId,
        action,
        respondBy: check.respondBy,
        reportUrl: candidateReportUrl(app.config.backgroundChecks, reportId),
      });
      return check;
    },
  );

  app.post(
    '/api/admin/safesport/:id/verify',
    {
      onRequest: staffOnly,
      schema: {
        params: IdParamSchema,
        body: SafeSportDecisionBodySchema,
        response: {
          200: z.object({ status: z.enum(['verified', 'rejected']) }),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const admin = await requireAdmin(request);
      const decided = await decideCertificate(
        app.db,
        admin,
        request.params.id,
        request.body.decision,
        request.body.note,
        app.queue.now(),
      );
      await app.domainEvents.publish({ type: 'safesport.decided', ...decided });
      return { status: decided.decision };
    },
  );

  app.get(
    '/api/admin/safesport/:id/file',
    {
      onRequest: staffOnly,
      schema: {
        params: IdParamSchema,
        response: {
          200: {
            description: 'The certificate (PDF or WebP), as a download',
            content: {
              'application/octet-stream': { schema: z.any().meta({ type: 'string', format: 'binary' }) },
            },
          },
          401: ErrorBodySchema,
          403: ErrorBodySchema,
          404: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const file = await certificateFile(app.db, app.storage, request.params.id);
      return (
        reply
          .type(file.contentType)
          .header('content-length', file.bytes)
          .header('cache-control', 'private, no-store')
          // Never rendered in our origin: a download, in a sandbox even if a browser tried.
          .header('content-disposition', `attachment; filename="${file.key}"`)
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(file.stream)
      );
    },
  );
};
