import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { durationHours, roundMiles, type JobSummary, type Sport } from '@sideline/shared';
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
  helperUser: { firstName: helperUser.firstName, lastName: helperUser.lastName },
};

/** One query, four joins: no per-job lookups whatever the list's length. */
export function selectJobs(db: Db, distance?: SQL<number>) {
  return db
    .select({ ...selection, distance: distance ?? sql<number | null>`null` })
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
  helperUser: { firstName: string; lastName: string } | null;
};

export function toJobSummary(row: JobRow, distance: number | null = null): JobSummary {
  const { job } = row;
  return {
    id: job.id,
    title: job.title,
    description: job.description,
    jobType: job.jobType,
    jobDate: job.jobDate,
    startTime: job.startTime,
    endTime: job.endTime,
    durationMinutes: job.durationMinutes,
    duration: durationHours(job.durationMinutes),
    hourlyRateCents: job.hourlyRateCents,
    totalPayCents: job.totalPayCents,
    location: job.location,
    zipCode: job.zipCode,
    status: job.status,
    teamId: job.teamId,
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
        ? { id: row.helper.id, userId: row.helper.userId, user: row.helperUser }
        : null,
    distanceMiles: distance === null ? null : roundMiles(Number(distance)),
    createdAt: job.createdAt.toISOString(),
  };
}
