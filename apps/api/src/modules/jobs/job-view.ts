import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  durationHours,
  isJobExpired,
  jobStartsAt,
  isPayee,
  roundMiles,
  type JobSummary,
  type Sport,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { helperProfiles, jobs, teamProfiles, users } from '../../db/schema/index.js';

const helperUser = alias(users, 'helper_user');

/** The columns every job list needs, with its team, the team's coach and the assigned helper. */
const selection = {
  job: jobs,
  team: {
    id: teamProfiles.id,
    teamName: teamProfiles.teamName,
    sportTypes: teamProfiles.sportTypes,
    avgRating: teamProfiles.avgRating,
    totalReviews: teamProfiles.totalReviews,
  },
  owner: { id: users.id, firstName: users.firstName, lastName: users.lastName },
  helper: { id: helperProfiles.id, userId: helperProfiles.userId },
  helperUser: {
    id: helperUser.id,
    firstName: helperUser.firstName,
    lastName: helperUser.lastName,
    venmoUsername: helperUser.venmoUsername,
  },
};

/** The tables selectJobs left-joins: a job without a booked helper has none of them. */
export const JOBS_LEFT_JOINED = [helperProfiles, helperUser];

/** The field object selectJobs selects: the job with its team, coach and helper, and a distance. */
export const jobsSelection = (distance?: SQL<number>) => ({
  ...selection,
  distance: distance ?? sql<number | null>`null`,
});
export type JobsSelection = ReturnType<typeof jobsSelection>;

/**
 * One query, four joins: no per-job lookups whatever the list's length. `fields` is jobsSelection's
 * (with a distance when one is searched), or its values under other names (array-row-select.ts).
 */
export function selectJobs(db: Db, fields: JobsSelection = jobsSelection()) {
  return db
    .select(fields)
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .innerJoin(users, eq(users.id, teamProfiles.userId))
    .leftJoin(helperProfiles, eq(helperProfiles.id, jobs.helperId))
    .leftJoin(helperUser, eq(helperUser.id, helperProfiles.userId));
}

export type JobRow = {
  job: typeof jobs.$inferSelect;
  team: { id: number; teamName: string; sportTypes: string[]; avgRating: number; totalReviews: number };
  owner: { id: number; firstName: string; lastName: string };
  helper: { id: number; userId: number } | null;
  helperUser: { id: number; firstName: string; lastName: string; venmoUsername: string | null } | null;
};

/** The helper's Venmo handle, or null unless `viewerId` owns the job and that helper is booked on it. */
export function payeeVenmoFor(row: JobRow, viewerId: number | null): string | null {
  if (viewerId === null || viewerId !== row.owner.id || !isPayee(row.job.status)) return null;
  return row.helperUser?.venmoUsername ?? null;
}

/** The spec's Job as `viewerId` (null: signed out) may see it; `distance` when a ZIP was searched. */
export function toJobSummary(
  row: JobRow,
  viewerId: number | null,
  distance: number | null = null,
): JobSummary {
  const { job } = row;
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    jobType: job.jobType,
    jobDate: job.jobDate,
    startTime: job.startTime,
    endTime: job.endTime,
    duration: durationHours(job.durationMinutes),
    durationMinutes: job.durationMinutes,
    hourlyRate: job.hourlyRateCents,
    totalPay: job.totalPayCents,
    location: job.location,
    zipCode: job.zipCode,
    timeZone: job.timeZone,
    paysByCard: job.paysByCard,
    status: job.status,
    teamId: job.teamId,
    helperId: job.helperId,
    team: {
      id: row.team.id,
      teamName: row.team.teamName,
      sportType: (row.team.sportTypes[0] ?? 'baseball') as Sport,
      avgRating: row.team.avgRating,
      totalReviews: row.team.totalReviews,
      user: row.owner,
    },
    helper:
      row.helper && row.helperUser
        ? {
            id: row.helper.id,
            userId: row.helper.userId,
            user: {
              id: row.helperUser.id,
              firstName: row.helperUser.firstName,
              lastName: row.helperUser.lastName,
            },
            venmoUsername: payeeVenmoFor(row, viewerId),
          }
        : null,
    distanceMiles: distance === null ? null : roundMiles(Number(distance)),
    expired: isJobExpired(job.status, jobStartsAt(job.jobDate, job.startTime, job.timeZone)),
    createdAt: job.createdAt.toISOString(),
    applicationWindowEndsAt: job.applicationWindowEndsAt.toISOString(),
    requirements: { backgroundCheck: job.requiresBackgroundCheck, safeSport: job.requiresSafeSport },
  };
}
