import { queryOptions } from '@tanstack/react-query';
import {
  AdminHelperProfileSchema,
  AdminPaymentSchema,
  type AdminPaymentView,
  AdminJobSchema,
  AdminProgramsSchema,
  AdminStaffingSchema,
  AdminTeamProfileSchema,
  AdminUserDetailSchema,
  AdminDirectorSchema,
  AdminUserSchema,
  AuditEntrySchema,
} from '@sideline/shared';
import { api } from '@/lib/api';
import { adminKeys, type AdminListParams, type AdminListTab, type DirectorStatus } from './keys';

const PATHS: Record<AdminListTab, string> = {
  users: '/api/admin/users',
  jobs: '/api/admin/jobs',
  teams: '/api/admin/team-profiles',
  helpers: '/api/admin/helper-profiles',
  audit: '/api/admin/audit-log',
};
const SCHEMAS = {
  users: AdminUserSchema,
  jobs: AdminJobSchema,
  teams: AdminTeamProfileSchema,
  helpers: AdminHelperProfileSchema,
  audit: AuditEntrySchema,
} as const;

function listPath(tab: AdminListTab, p: AdminListParams): string {
  const qs = new URLSearchParams({ limit: String(p.limit) });
  if (tab !== 'audit') {
    if (p.q) qs.set('q', p.q);
    if (p.sort) qs.set('sort', p.sort);
    qs.set('order', p.order);
  }
  if (p.cursor) qs.set('cursor', p.cursor);
  return `${PATHS[tab]}?${qs}`;
}

export const adminListQuery = <T extends AdminListTab>(tab: T, params: AdminListParams) =>
  queryOptions({
    queryKey: adminKeys.list(tab, params),
    queryFn: () => api.getPage(SCHEMAS[tab], listPath(tab, params)),
  });

export const adminUserQuery = (id: number) =>
  queryOptions({
    queryKey: adminKeys.user(id),
    queryFn: () => api.get(AdminUserDetailSchema, `/api/admin/users/${id}`),
  });

export const adminProgramsQuery = () =>
  queryOptions({
    queryKey: adminKeys.programs,
    queryFn: () => api.get(AdminProgramsSchema, '/api/admin/programs'),
  });

/** Staffing by week posted and sport: jobs posted, median times to first application and to fill, share filled. */
export const adminStaffingQuery = () =>
  queryOptions({
    queryKey: adminKeys.staffing,
    queryFn: () => api.get(AdminStaffingSchema, '/api/admin/programs/staffing'),
  });

/** The tournament director review queue (pending by default), oldest sign-up first. */
export const adminDirectorsQuery = (status: DirectorStatus) =>
  queryOptions({
    queryKey: adminKeys.directors(status),
    queryFn: () => api.getPage(AdminDirectorSchema, `/api/admin/directors?status=${status}`),
  });

/** One payment queue (open disputes, resolved, owed to helpers, settled), a page at a time. */
export const adminPaymentsQuery = (view: AdminPaymentView, cursor: string | undefined) =>
  queryOptions({
    queryKey: adminKeys.payments(view, cursor),
    queryFn: () =>
      api.getPage(
        AdminPaymentSchema,
        `/api/admin/payments?${new URLSearchParams({ view, limit: '25', ...(cursor ? { cursor } : {}) })}`,
      ),
  });
