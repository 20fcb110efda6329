import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isMinorOn, todayIn, type Application } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { applications, helperProfiles, jobs, teamProfiles, users } from '../../db/schema/index.js';

const helperUser = alias(users, 'applicant_user');

/** Applications with their helper and job, in one query. */
export function selectApplications(db: Db) {
  return db
    .select({
      application: applications,
      helper: {
        id: helperProfiles.id,
        userId: helperProfiles.userId,
        avgRating: helperProfiles.avgRating,
        totalReviews: helperProfiles.totalReviews,
      },
      helperUser: {
        firstName: helperUser.firstName,
        lastName: helperUser.lastName,
        dateOfBirth: helperUser.dateOfBirth,
      },
      job: {
        id: jobs.id,
        title: jobs.title,
        jobType: jobs.jobType,
        jobDate: jobs.jobDate,
        startTime: jobs.startTime,
        endTime: jobs.endTime,
        timeZone: jobs.timeZone,
        paysByCard: jobs.paysByCard,
        hourlyRateCents: jobs.hourlyRateCents,
        totalPayCents: jobs.totalPayCents,
        location: jobs.location,
        status: jobs.status,
        teamId: jobs.teamId,
      },
      teamName: teamProfiles.teamName,
    })
    .from(applications)
    .innerJoin(helperProfiles, eq(helperProfiles.id, applications.helperId))
    .innerJoin(helperUser, eq(helperUser.id, helperProfiles.userId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId));
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplications>['execute']>>[number];

export function toApplicationView(row: ApplicationRow): Application {
  const { application } = row;
  return {
    id: application.id,
    jobId: application.jobId,
    helperId: application.helperId,
    proposedRate: application.proposedRateCents,
    message: application.message,
    status: application.status,
    createdAt: application.createdAt.toISOString(),
    helper: {
      ...row.helper,
      firstName: row.helperUser.firstName,
      lastName: row.helperUser.lastName,
      underEighteen: isMinorOn(row.helperUser.dateOfBirth, todayIn(row.job.timeZone)),
    },
    job: {
      id: row.job.id,
      title: row.job.title,
      jobType: row.job.jobType,
      jobDate: row.job.jobDate,
      startTime: row.job.startTime,
      endTime: row.job.endTime,
      timeZone: row.job.timeZone,
      paysByCard: row.job.paysByCard,
      hourlyRate: row.job.hourlyRateCents,
      totalPay: row.job.totalPayCents,
      location: row.job.location,
      status: row.job.status,
      teamId: row.job.teamId,
      team: { id: row.job.teamId, teamName: row.teamName },
    },
  };
}
