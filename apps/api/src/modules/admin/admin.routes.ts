import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import {
  AdminCardHoldSchema,
  AdminDirectorSchema,
  AdminHelperProfileSchema,
  AdminHelpersQuerySchema,
  AdminJobSchema,
  AdminJobsQuerySchema,
  AdminPaymentSchema,
  AdminPaymentsQuerySchema,
  AdminProgramsSchema,
  AdminReviewSchema,
  AdminStaffingSchema,
  AdminTeamProfileSchema,
  AdminTeamsQuerySchema,
  AdminUserDetailSchema,
  AdminUserSchema,
  AdminUsersQuerySchema,
  AuditEntrySchema,
  AuditLogQuerySchema,
  CardHoldResolveBodySchema,
  DirectorQueueQuerySchema,
  HideReviewBodySchema,
  IdParamSchema,
  ResolveDisputeBodySchema,
} from '@sideline/shared';
import { errorResponses } from '../../lib/error-responses.js';
import { requireAdmin } from '../../plugins/session.js';
import type { AdminPage } from './admin-list-core.js';
import { listHelpers, listJobs, listTeams } from './admin-lists.service.js';
import { listUsers } from './admin-user-list.js';
import { directorQueue, reinstateUser, reviewDirector, suspendUser } from './admin-actions.service.js';
import { listAudit } from './admin-audit.service.js';
import { programFigures, userDetail } from './admin-detail.service.js';
import { staffingFigures } from './admin-staffing.service.js';
import {
  hideReviewAction,
  resolveCardHoldAction,
  resolveDisputeAction,
  settleOwedAction,
} from './admin-moderation.service.js';
import { listDisputedHolds, listAdminPayments } from '../payments/admin/index.js';
import { decodeCursor, encodeCursor } from './admin-paging.js';

const listErrors = errorResponses(400, 401, 403);
const actionErrors = errorResponses(400, 401, 403, 404, 409);

/**
 * A list as the spec's client reads it; the total and next cursor travel in headers. A broad search's
 * total stops at ADMIN_COUNT_CAP: X-Total-Count is then the cap and X-Total-Count-Capped is `true`
 * (read "at least"); otherwise X-Total-Count is exact and X-Total-Count-Capped is `false`.
 */
function sendPage<T>(reply: FastifyReply, page: AdminPage<T>): T[] {
  void reply.header('X-Total-Count', String(page.total));
  void reply.header('X-Total-Count-Capped', page.totalCapped ? 'true' : 'false');
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
    '/api/admin/programs/staffing',
    { schema: { response: { 200: AdminStaffingSchema, ...listErrors } } },
    async () => staffingFigures(app.db, app.queue.now()),
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
        response: { 200: z.array(AdminDirectorSchema), ...listErrors },
      },
    },
    async (request, reply) => sendPage(reply, await directorQueue(app.db, request.query.status)),
  );

  app.get(
    '/api/admin/payments',
    {
      schema: {
        querystring: AdminPaymentsQuerySchema,
        response: { 200: z.array(AdminPaymentSchema), ...listErrors },
      },
    },
    async (request, reply) => {
      const { view, limit, cursor } = request.query;
      const page = await listAdminPayments(app.db, view, limit, cursor ? decodeCursor(cursor).i : undefined);
      const last = page.items.at(-1);
      return sendPage(reply, {
        items: page.items,
        total: page.total,
        nextCursor: page.more && last ? encodeCursor({ v: '', i: last.id }) : null,
      });
    },
  );
  const paymentAction = { params: IdParamSchema, response: { 200: AdminPaymentSchema, ...actionErrors } };
  app.post(
    '/api/admin/payments/:id/resolve-dispute',
    { schema: { ...paymentAction, body: ResolveDisputeBodySchema } },
    async (request) =>
      resolveDisputeAction(app.db, await requireAdmin(request), request.params.id, request.body.note),
  );
  app.post('/api/admin/payments/:id/settle-owed', { schema: paymentAction }, async (request) =>
    settleOwedAction(app.db, await requireAdmin(request), request.params.id),
  );
  // Card charges a team stopped (decision 22): staff capture or release the hold.
  app.get(
    '/api/admin/card-holds',
    { schema: { response: { 200: z.array(AdminCardHoldSchema), ...errorResponses(401, 403) } } },
    async (request) => {
      await requireAdmin(request);
      return listDisputedHolds(app.db);
    },
  );
  app.post(
    '/api/admin/card-holds/:id/resolve',
    {
      schema: {
        params: IdParamSchema,
        body: CardHoldResolveBodySchema,
        response: { 200: AdminCardHoldSchema, ...errorResponses(400, 401, 403, 404, 503) },
      },
    },
    async (request) =>
      resolveCardHoldAction(
        app,
        await requireAdmin(request),
        request.params.id,
        request.body.action,
        app.queue.now(),
      ),
  );
  app.post(
    '/api/admin/reviews/:id/hide',
    {
      schema: {
        params: IdParamSchema,
        body: HideReviewBodySchema,
        response: { 200: AdminReviewSchema, ...actionErrors },
      },
    },
    async (request) =>
      hideReviewAction(app.db, await requireAdmin(request), request.params.id, request.body.reason),
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
      await app.domainEvents.publish({ type: 'director.reviewed', director, decision });
      return director;
    });
  }
};
