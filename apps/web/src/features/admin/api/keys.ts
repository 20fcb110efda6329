import type { AdminPaymentView } from '@sideline/shared';

export type DirectorStatus = 'pending' | 'approved' | 'declined';
export type AdminListTab = 'users' | 'jobs' | 'teams' | 'helpers' | 'audit';

export interface AdminListParams {
  q: string;
  sort: string;
  order: 'asc' | 'desc';
  limit: number;
  cursor: string | undefined;
}

/** The one query-key factory of the admin console: every key starts with 'admin'. */
export const adminKeys = {
  all: ['admin'] as const,
  list: (tab: AdminListTab, params: AdminListParams) => ['admin', 'list', tab, params] as const,
  user: (id: number) => ['admin', 'user', id] as const,
  programs: ['admin', 'programs'] as const,
  staffing: ['admin', 'programs', 'staffing'] as const,
  directors: (status: DirectorStatus) => ['admin', 'directors', status] as const,
  payments: (view: AdminPaymentView, cursor: string | undefined) =>
    ['admin', 'payments', view, cursor] as const,
};
