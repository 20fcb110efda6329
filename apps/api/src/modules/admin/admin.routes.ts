import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  AdminHelperProfileSchema,
  AdminHelpersQuerySchema,
  AdminJobSchema,
  AdminJobsQuerySchema,
  AdminProgramsSchema,
  AdminTeamProfileSchema,
  AdminTeamsQuerySchema,
  AdminUserDetailSchema,
  AdminUserSchema,
  AdminUsersQuerySchema,
  AuditEntrySchema,
  AuditLogQuerySchema,
  DirectorQueueQuerySchema,
  IdParamSchema,
} from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { requireAdmin } from './admin-guard.js';
import { listHelpers, listJobs, listTeams, listUsers, type AdminPage } from './admin-lists.service.js';
import { directorQueue, reinstateUser, reviewDirector, suspendUser } from './admin-actions.service.js';
import { listAudit } from './admin-audit.service.js';
import { programFigures, userDetail } from './admin-detail.service.js';
import { directorReviewMail } from './admin.emails.js';

const listErrors = errorResponses(400, 401, 403);
const actionErrors = errorResponses(400, 401, 403, 404, 409);

/** A list as the spec's client reads it; the total and next cursor travel in headers. */
function sendPage<T>(reply: FastifyReply, page: AdminPage<T>): T[] {
  void reply.header('X-Total-Count', String(page.total));
  if (page.nextCursor) void reply.header('X-Next-Cursor', page.nextCursor);
  return page.items;
}

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The shared guard: runs before validation, so an outsider learns nothing about the inputs.
  app.addHook('onRequest', async (request) => {
    await requireAdmin(request);
  });

  app.get(
    '/api/admin/users',
    {
      schema: {
        querystring: AdminUsersQuerySchema,
        response: { 200: z.array(AdminUserSchema), ...listErrors },
      },
    },
    async (request, reply) => sendPage(reply, await listUsers(app.db, request.query)),
  );
  app.get(
    '/api/admin/jobs',
    {
      schema: {
        querystring: AdminJobsQuerySchema,
        response: { 200: z.array(AdminJobSchema), ...listErrors },
      },
    },
    async (request, reply) => sendPage(reply, await listJobs(app.db, request.query)),
  );
  app.get(
    '/api/admin/team-profiles',
    {
      schema: {
        querystring: AdminTeamsQuerySchema,
        response: { 200: z.array(AdminTeamProfileSchema), ...listErrors },
      },
    },
    async (request, reply) => sendPage(reply, await listTeams(app.db, request.query)),
  );
  app.get(
    '/api/admin/helper-profiles',
    {
      schema: {
        querystring: AdminHelpersQuerySchema,
        response: { 200: z.array(AdminHelperProfileSchema), ...listErrors },
      },
    },
    async (request, reply) => sendPage(reply, await listHelpers(app.db, request.query)),
  );
  app.get(
    '/api/admin/audit-log',
    {
      schema: {
        querystring: AuditLogQuerySchema,
        response: { 200: z.array(AuditEntrySchema), ...listErrors },
      },
    },
    async (request, reply) =>
      sendPage(reply, await listAudit(app.db, request.query.limit, request.query.cursor)),
  );
  app.get(
    '/api/admin/programs',
    { schema: { response: { 200: AdminProgramsSchema, ...listErrors } } },
    async () => programFigures(app.db),
  );
  app.get(
    '/api/admin/users/:id',
    { schema: { params: IdParamSchema, response: { 200: AdminUserDetailSchema, ...actionErrors } } },
    async (request) => userDetail(app.db, request.params.id),
  );

  app.get(
    '/api/admin/directors',
    {
      schema: {
        querystring: DirectorQueueQuerySchema,
        response: { 200: z.array(AdminUserSchema), ...listErrors },
      },
    },
    async (request) => directorQueue(app.db, request.query.status),
  );

  const action = { params: IdParamSchema, response: { 200: AdminUserSchema, ...actionErrors } };
  app.post('/api/admin/users/:id/suspend', { schema: action }, async (request) =>
    suspendUser(app.db, await requireAdmin(request), request.params.id),
  );
  app.post('/api/admin/users/:id/reinstate', { schema: action }, async (request) =>
    reinstateUser(app.db, await requireAdmin(request), request.params.id),
  );
  for (const [path, decision] of [
    ['approve', 'approved'],
    ['decline', 'declined'],
  ] as const) {
    app.post(`/api/admin/directors/:id/${path}`, { schema: action }, async (request) => {
      const director = await reviewDirector(app.db, await requireAdmin(request), request.params.id, decision);
      await app.mailer.send(
        directorReviewMail(director.email, director.firstName, decision, `${app.config.publicUrl}/login`),
      );
      return director;
    });
  }
};
