import {
  formatDollars,
  ROLE_LABELS,
  type AdminHelperProfile,
  type AdminJob,
  type AdminTeamProfile,
  type AdminUser,
  type AuditEntry,
} from '@sideline/shared';

import type { Column } from './admin-table';
import { AccountPill, JobStatusPill } from './status-badge';

const date = (iso: string) => new Date(iso).toLocaleDateString();

export const userColumns: Column<AdminUser>[] = [
  { key: 'name', label: 'Name', sort: 'name', cell: (u) => `${u.firstName} ${u.lastName}` },
  { key: 'email', label: 'Email', sort: 'email', cell: (u) => u.email },
  {
    key: 'role',
    label: 'Role',
    sort: 'role',
    cell: (u) => (u.underEighteen ? `${ROLE_LABELS[u.role]} (under 18)` : ROLE_LABELS[u.role]),
  },
  { key: 'zip', label: 'ZIP', sort: 'zipCode', cell: (u) => u.zipCode },
  { key: 'status', label: 'Status', cell: (u) => <AccountPill suspended={u.suspendedAt !== null} /> },
  { key: 'joined', label: 'Joined', sort: 'createdAt', cell: (u) => date(u.createdAt) },
];

export const jobColumns: Column<AdminJob>[] = [
  { key: 'title', label: 'Title', sort: 'title', cell: (j) => j.title },
  { key: 'type', label: 'Type', cell: (j) => j.jobType },
  { key: 'status', label: 'Status', sort: 'status', cell: (j) => <JobStatusPill status={j.status} /> },
  { key: 'date', label: 'Date', sort: 'jobDate', cell: (j) => j.jobDate },
  { key: 'location', label: 'Location', cell: (j) => `${j.location} (${j.zipCode})` },
  { key: 'rate', label: 'Rate', sort: 'hourlyRate', cell: (j) => `${formatDollars(j.hourlyRate)}/hr` },
  { key: 'team', label: 'Team', cell: (j) => j.teamName },
];

export const teamColumns: Column<AdminTeamProfile>[] = [
  { key: 'team', label: 'Team', sort: 'teamName', cell: (t) => t.teamName },
  { key: 'sports', label: 'Sports', cell: (t) => t.sportTypes.join(', ') },
  { key: 'location', label: 'Location', cell: (t) => t.teamLocation ?? '—' },
  { key: 'owner', label: 'Coach', sort: 'owner', cell: (t) => t.ownerName },
  { key: 'status', label: 'Status', cell: (t) => <AccountPill suspended={t.ownerSuspended} /> },
  { key: 'created', label: 'Created', sort: 'createdAt', cell: (t) => date(t.createdAt) },
];

export const helperColumns: Column<AdminHelperProfile>[] = [
  { key: 'name', label: 'Name', sort: 'name', cell: (h) => h.name },
  { key: 'services', label: 'Services', cell: (h) => h.services.join(', ') || '—' },
  {
    key: 'rate',
    label: 'Rate',
    sort: 'hourlyRateMin',
    cell: (h) => `${formatDollars(h.hourlyRateMin)}–${formatDollars(h.hourlyRateMax)}/hr`,
  },
  { key: 'jobs', label: 'Completed jobs', sort: 'completedJobs', cell: (h) => h.completedJobs },
  { key: 'status', label: 'Status', cell: (h) => <AccountPill suspended={h.ownerSuspended} /> },
  { key: 'created', label: 'Created', sort: 'createdAt', cell: (h) => date(h.createdAt) },
];

const snapshot = (value: Record<string, unknown> | null) =>
  value
    ? Object.entries(value)
        .map(([k, v]) => `${k}: ${v === null ? '—' : String(v)}`)
        .join(', ')
    : '—';

export const auditColumns: Column<AuditEntry>[] = [
  { key: 'when', label: 'When', cell: (a) => new Date(a.createdAt).toLocaleString() },
  { key: 'who', label: 'Admin', cell: (a) => a.actorName },
  { key: 'what', label: 'Action', cell: (a) => a.action },
  { key: 'record', label: 'Record', cell: (a) => `${a.targetType} #${a.targetId}` },
  { key: 'before', label: 'Before', cell: (a) => snapshot(a.before) },
  { key: 'after', label: 'After', cell: (a) => snapshot(a.after) },
];
