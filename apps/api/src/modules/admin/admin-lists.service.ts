import { and, count, eq, inArray, like, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import {
  ADMIN_COUNT_CAP,
  JOB_STATUSES,
  JOB_TYPES,
  isMinorOn,
  ROLE_LABELS,
  SPORT_LABELS,
  serviceTypeInfo,
  type AdminHelperProfile,
  type AdminJob,
  type AdminListQuery,
  type AdminTeamProfile,
  type AdminUser,
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
  userSearchText,
  guardianships,
} from '../../db/schema/index.js';
import { containsPattern, keyset, matchingValues, pageOf, type SortKey } from './admin-paging.js';

export interface AdminPage<T> {
  items: T[];
  /** Exact up to ADMIN_COUNT_CAP; at the cap, `totalCapped` says there are more. */
  total: number;
  totalCapped?: boolean;
  nextCursor: string | null;
}

const fullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
const lowerName: SortKey = { expr: sql`lower(${users.firstName} || ' ' || ${users.lastName})`, type: 'text' };
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * `count(*)` of at most `cap` rows: the scan stops there instead of visiting every match. Under a
 * LIMIT the planner prices a filtered sequential (or primary-key) scan as stopping early, and picks
 * it over the trigram index; but a match of a few percent then evaluates the search expression on
 * tens of thousands of rows ("smith": 30,000 rows for 1,001 matches). Inside this one transaction
 * those two scans are priced out, so the count reads the index's bitmap and visits only matches.
 */
export async function cappedCount(db: Db, table: AnyPgTable, where: SQL | undefined, cap: number) {
  return db.transaction(async (tx) => {
    if (where) {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
    }
    const matches = tx
      .select({ one: sql`1` })
      .from(table)
      .where(where)
      .limit(cap)
      .as('matches');
    return tx.select({ n: count() }).from(matches);
  });
}

/**
 * One list: the page by keyset, then its total. A first page that is not full is its own exact total,
 * so narrow searches never scan twice; otherwise the count stops at ADMIN_COUNT_CAP + 1 rows, because
 * an exact count of a broad match visits (and rechecks) every matching row: that, not the page, was
 * what made broad searches slow at 100,000 rows (bench/admin.ts, BENCH_EXPLAIN=1).
 */
async function runList<R extends { sortValue: string; id: number }>(
  query: AdminListQuery,
  where: SQL | undefined,
  key: SortKey,
  id: AnyPgColumn,
  select: (after: SQL | undefined, sortValue: SQL<string>, orderBy: SQL[]) => Promise<R[]>,
  countRows: (where: SQL | undefined, cap: number) => Promise<{ n: number }[]>,
) {
  const ks = keyset(key, id, query.order, query.cursor);
  const rows = await select(and(where, ks.after), ks.sortValue, ks.orderBy);
  const paged = pageOf(rows, query.limit);
  if (!query.cursor && rows.length <= query.limit)
    return { ...paged, total: rows.length, totalCapped: false };
  const [counted] = await countRows(where, ADMIN_COUNT_CAP + 1);
  const n = counted?.n ?? 0;
  return { ...paged, total: Math.min(n, ADMIN_COUNT_CAP), totalCapped: n > ADMIN_COUNT_CAP };
}

// ---- users: name, email, ZIP (trigram expression) or role (value or label)
const USER_SORTS: Record<string, SortKey> = {
  createdAt: { expr: users.id, type: 'integer' },
  name: lowerName,
  email: { expr: users.email, type: 'text' },
  role: { expr: users.role, type: 'text' },
  zipCode: { expr: users.zipCode, type: 'text' },
};

/**
 * Decision 23: "minor", "under 18" or "teen" finds the accounts under 18 (by the indexed date of
 * birth), and "guardian" also finds every account that looks after a teen, whatever its role.
 */
function minorsAndGuardiansMatching(q: string): SQL[] {
  const needle = q.trim().toLowerCase();
  const found: SQL[] = [];
  if (['minor', 'minors', 'under 18', 'teen', 'teens'].includes(needle))
    found.push(sql`${users.dateOfBirth} > (current_date - interval '18 years')::date`);
  if (needle === 'guardian' || needle === 'guardians')
    found.push(
      sql`exists (select 1 from ${guardianships} where ${guardianships.guardianId} = ${users.id} and ${guardianships.status} = 'given')`,
    );
  return found;
}

export function toAdminUser(u: typeof users.$inferSelect): AdminUser {
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    firstName: u.firstName,
    lastName: u.lastName,
    zipCode: u.zipCode,
    role: u.role,
    referredBy: u.referredBy,
    hasCompletedFirstPaidGame: u.hasCompletedFirstPaidGame,
    emailConfirmed: u.emailConfirmedAt !== null,
    suspendedAt: iso(u.suspendedAt),
    directorStatus: u.directorStatus,
    underEighteen: isMinorOn(u.dateOfBirth, new Date().toISOString().slice(0, 10)),
    createdAt: u.createdAt.toISOString(),
  };
}

export async function listUsers(db: Db, query: AdminListQuery): Promise<AdminPage<AdminUser>> {
  let where: SQL | undefined;
  if (query.q) {
    const roles = matchingValues(query.q, ROLE_LABELS);
    where = or(
      like(userSearchText, containsPattern(query.q)),
      roles.length ? inArray(users.role, roles) : undefined,
      ...minorsAndGuardiansMatching(query.q),
    );
  }
  const r = await runList(
    query,
    where,
    USER_SORTS[query.sort] ?? USER_SORTS.createdAt!,
    users.id,
    (w, sortValue, orderBy) =>
      db
        .select({ user: users, id: users.id, sortValue })
        .from(users)
        .where(w)
        .orderBy(...orderBy)
        .limit(query.limit + 1),
    (w, cap) => cappedCount(db, users, w, cap),
  );
  return {
    items: r.page.map((row) => toAdminUser(row.user)),
    total: r.total,
    totalCapped: r.totalCapped,
    nextCursor: r.nextCursor,
  };
}

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
