import { eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import {
  JOB_STATUSES,
  JOB_TYPES,
  SPORT_LABELS,
  serviceTypeInfo,
  type AdminHelperProfile,
  type AdminJob,
  type AdminListQuery,
  type AdminTeamProfile,
  type JobStatus,
  type JobType,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import {
  helperProfiles,
  jobs,
  jobSearchText,
  teamProfiles,
  teamSearchText,
  users,
} from '../../db/schema/index.js';
import { cappedCount, fullName, lowerName, runList, type AdminPage } from './admin-list-core.js';
import { containsPattern, matchingValues, type SortKey } from './admin-paging.js';

// ---- jobs: title, location, ZIP (trigram expression), type and status (value or label)
const JOB_SORTS: Record<string, SortKey> = {
  createdAt: { expr: jobs.id, type: 'integer' },
  jobDate: { expr: jobs.jobDate, type: 'date' },
  title: { expr: sql`lower(${jobs.title})`, type: 'text' },
  status: { expr: jobs.status, type: 'text' },
  hourlyRate: { expr: jobs.hourlyRateCents, type: 'integer' },
};
const JOB_TYPE_LABELS = Object.fromEntries(JOB_TYPES.map((t) => [t, serviceTypeInfo(t).label])) as Record<
  JobType,
  string
>;
const JOB_STATUS_LABELS = Object.fromEntries(JOB_STATUSES.map((s) => [s, s])) as Record<JobStatus, string>;

const jobSelection = {
  job: jobs,
  teamName: teamProfiles.teamName,
  ownerId: users.id,
  ownerName: fullName,
};
type JobListRow = { job: typeof jobs.$inferSelect; teamName: string; ownerId: number; ownerName: string };

export function toAdminJob(r: JobListRow): AdminJob {
  const j = r.job;
  return {
    id: j.id,
    title: j.title,
    jobType: j.jobType,
    status: j.status,
    jobDate: j.jobDate,
    startTime: j.startTime,
    endTime: j.endTime,
    location: j.location,
    zipCode: j.zipCode,
    hourlyRate: j.hourlyRateCents,
    totalPay: j.totalPayCents,
    teamId: j.teamId,
    teamName: r.teamName,
    ownerId: r.ownerId,
    ownerName: r.ownerName,
    helperId: j.helperId,
    createdAt: j.createdAt.toISOString(),
  };
}

export function selectAdminJobs(db: Db) {
  return db
    .select(jobSelection)
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .innerJoin(users, eq(users.id, teamProfiles.userId));
}

export async function listJobs(db: Db, query: AdminListQuery): Promise<AdminPage<AdminJob>> {
  let where: SQL | undefined;
  if (query.q) {
    const types = matchingValues(query.q, JOB_TYPE_LABELS);
    const statuses = matchingValues(query.q, JOB_STATUS_LABELS);
    where = or(
      like(jobSearchText, containsPattern(query.q)),
      types.length ? inArray(jobs.jobType, types) : undefined,
      statuses.length ? inArray(jobs.status, statuses) : undefined,
    );
  }
  const r = await runList(
    query,
    where,
    JOB_SORTS[query.sort] ?? JOB_SORTS.createdAt!,
    jobs.id,
    (w, sortValue, orderBy) =>
      db
        .select({ ...jobSelection, id: jobs.id, sortValue })
        .from(jobs)
        .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
        .innerJoin(users, eq(users.id, teamProfiles.userId))
        .where(w)
        .orderBy(...orderBy)
        .limit(query.limit + 1),
    (w, cap) => cappedCount(db, jobs, w, cap),
  );
  return {
    items: r.page.map(toAdminJob),
    total: r.total,
    totalCapped: r.totalCapped,
    nextCursor: r.nextCursor,
  };
}

// ---- team profiles: team name, location (trigram expression), sport (value or label)
const TEAM_SORTS: Record<string, SortKey> = {
  createdAt: { expr: teamProfiles.id, type: 'integer' },
  teamName: { expr: sql`lower(${teamProfiles.teamName})`, type: 'text' },
  owner: lowerName,
};
const teamSelection = {
  team: teamProfiles,
  ownerName: fullName,
  ownerEmail: users.email,
  suspendedAt: users.suspendedAt,
};
type TeamListRow = {
  team: typeof teamProfiles.$inferSelect;
  ownerName: string;
  ownerEmail: string;
  suspendedAt: Date | null;
};

export function toAdminTeam(r: TeamListRow): AdminTeamProfile {
  const t = r.team;
  return {
    id: t.id,
    userId: t.userId,
    teamName: t.teamName,
    sportTypes: t.sportTypes,
    teamLocation: t.teamLocation,
    hourlyBudget: t.hourlyBudgetCents,
    avgRating: t.avgRating,
    totalReviews: t.totalReviews,
    ownerName: r.ownerName,
    ownerEmail: r.ownerEmail,
    ownerSuspended: r.suspendedAt !== null,
    createdAt: t.createdAt.toISOString(),
  };
}

export async function listTeams(db: Db, query: AdminListQuery): Promise<AdminPage<AdminTeamProfile>> {
  let where: SQL | undefined;
  if (query.q) {
    const sports = matchingValues(query.q, SPORT_LABELS);
    where = or(
      like(teamSearchText, containsPattern(query.q)),
      // Array overlap on the sport_types GIN index.
      sports.length ? sql`${teamProfiles.sportTypes} && ${sql.param(sports)}::text[]` : undefined,
    );
  }
  const r = await runList(
    query,
    where,
    TEAM_SORTS[query.sort] ?? TEAM_SORTS.createdAt!,
    teamProfiles.id,
    (w, sortValue, orderBy) =>
      db
        .select({ ...teamSelection, id: teamProfiles.id, sortValue })
        .from(teamProfiles)
        .innerJoin(users, eq(users.id, teamProfiles.userId))
        .where(w)
        .orderBy(...orderBy)
        .limit(query.limit + 1),
    (w, cap) => cappedCount(db, teamProfiles, w, cap),
  );
  return {
    items: r.page.map(toAdminTeam),
    total: r.total,
    totalCapped: r.totalCapped,
    nextCursor: r.nextCursor,
  };
}

// ---- helper profiles: service names (Scorekeeping / GameChanger, Scoreboard, Streaming)
const HELPER_SERVICES = {
  scorekeeper: {
    column: helperProfiles.isScorekeeper,
    label: `${serviceTypeInfo('scorekeeper').label} GameChanger`,
  },
  scoreboard: { column: helperProfiles.isScoreboard, label: serviceTypeInfo('scoreboard').label },
  streaming: { column: helperProfiles.isStreaming, label: `Live ${serviceTypeInfo('streaming').label}` },
} as const;
const HELPER_SORTS: Record<string, SortKey> = {
  createdAt: { expr: helperProfiles.id, type: 'integer' },
  name: lowerName,
  hourlyRateMin: { expr: helperProfiles.hourlyRateMinCents, type: 'integer' },
  completedJobs: { expr: helperProfiles.completedJobs, type: 'integer' },
};
const helperSelection = {
  helper: helperProfiles,
  name: fullName,
  email: users.email,
  suspendedAt: users.suspendedAt,
};
type HelperListRow = {
  helper: typeof helperProfiles.$inferSelect;
  name: string;
  email: string;
  suspendedAt: Date | null;
};

export function toAdminHelper(r: HelperListRow): AdminHelperProfile {
  const h = r.helper;
  const offered = { scorekeeper: h.isScorekeeper, scoreboard: h.isScoreboard, streaming: h.isStreaming };
  const services = (Object.keys(offered) as (keyof typeof offered)[])
    .filter((k) => offered[k])
    .map((k) => serviceTypeInfo(k).label);
  return {
    id: h.id,
    userId: h.userId,
    name: r.name,
    email: h.email ?? r.email,
    isScorekeeper: h.isScorekeeper,
    isScoreboard: h.isScoreboard,
    isStreaming: h.isStreaming,
    services,
    hourlyRateMin: h.hourlyRateMinCents,
    hourlyRateMax: h.hourlyRateMaxCents,
    avgRating: h.avgRating,
    completedJobs: h.completedJobs,
    ownerSuspended: r.suspendedAt !== null,
    createdAt: h.createdAt.toISOString(),
  };
}

export async function listHelpers(db: Db, query: AdminListQuery): Promise<AdminPage<AdminHelperProfile>> {
  let where: SQL | undefined;
  if (query.q) {
    const labels = Object.fromEntries(
      Object.entries(HELPER_SERVICES).map(([k, v]) => [k, v.label]),
    ) as Record<keyof typeof HELPER_SERVICES, string>;
    const matched = matchingValues(query.q, labels);
    // No service matches: nothing does (a boolean column cannot hold the rest of the text).
    where = matched.length ? or(...matched.map((k) => eq(HELPER_SERVICES[k].column, true))) : sql`false`;
  }
  const r = await runList(
    query,
    where,
    HELPER_SORTS[query.sort] ?? HELPER_SORTS.createdAt!,
    helperProfiles.id,
    (w, sortValue, orderBy) =>
      db
        .select({ ...helperSelection, id: helperProfiles.id, sortValue })
        .from(helperProfiles)
        .innerJoin(users, eq(users.id, helperProfiles.userId))
        .where(w)
        .orderBy(...orderBy)
        .limit(query.limit + 1),
    (w, cap) => cappedCount(db, helperProfiles, w, cap),
  );
  return {
    items: r.page.map(toAdminHelper),
    total: r.total,
    totalCapped: r.totalCapped,
    nextCursor: r.nextCursor,
  };
}
