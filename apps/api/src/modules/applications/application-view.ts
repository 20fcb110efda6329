import { eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isMinorOn, roundMiles, todayIn, type Application, type LatLng } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { applications, helperProfiles, jobs, teamProfiles, users, zipCodes } from '../../db/schema/index.js';
import { distanceMilesSql } from '../geo/geo.service.js';

const helperUser = alias(users, 'applicant_user');
const helperZip = alias(zipCodes, 'applicant_zip');
// Null when the venue or the helper's ZIP has no position: the ranking counts it as halfway.
const venue = { latitude: jobs.latitude, longitude: jobs.longitude } as unknown as LatLng;
const helperDistance: SQL<number | null> = distanceMilesSql(helperZip.latitude, helperZip.longitude, venue);

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
        applicationWindowEndsAt: jobs.applicationWindowEndsAt,
      },
      teamName: teamProfiles.teamName,
      distance: helperDistance,
    })
    .from(applications)
    .innerJoin(helperProfiles, eq(helperProfiles.id, applications.helperId))
    .innerJoin(helperUser, eq(helperUser.id, helperProfiles.userId))
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .leftJoin(helperZip, eq(helperZip.zip, helperUser.zipCode));
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
    distanceMiles: row.distance === null ? null : roundMiles(Number(row.distance)),
    job: {
      id: row.job.id,
      applicationWindowEndsAt: row.job.applicationWindowEndsAt.toISOString(),
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
