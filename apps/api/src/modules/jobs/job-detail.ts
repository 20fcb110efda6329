import { and, desc, eq } from 'drizzle-orm';
import {
  JOB_MESSAGES,
  type JobDetail,
  type JobViewer,
  type PaymentInstructions,
  type Sport,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { applications, helperProfiles, jobs, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { selectApplications, toApplicationView } from '../applications/application-view.js';
import { selectJobs, toJobSummary, type JobRow } from './job-view.js';

async function paymentInstructionsFor(db: Db, row: JobRow): Promise<PaymentInstructions | null> {
  if (!row.helper || (row.job.status !== 'completed' && row.job.status !== 'paid')) return null;
  const [helper] = await db
    .select({ user: users })
    .from(helperProfiles)
    .innerJoin(users, eq(users.id, helperProfiles.userId))
    .where(eq(helperProfiles.id, row.helper.id));
  if (!helper) return null;
  return {
    helperName: `${helper.user.firstName} ${helper.user.lastName}`,
    venmoUsername: helper.user.venmoUsername,
    paypalEmail: helper.user.paypalEmail,
    preferredPaymentMethod: helper.user.preferredPaymentMethod,
    totalPayCents: row.job.totalPayCents,
  };
}

/**
 * A job as one viewer may see it. Other helpers' applications, rates and messages are only ever sent
 * to the job's owner; a helper sees their own application and nothing else.
 */
export async function getJobDetail(db: Db, jobId: number, viewer: UserRow | null): Promise<JobDetail> {
  const [row] = await selectJobs(db).where(eq(jobs.id, jobId)).limit(1);
  if (!row) throw notFound(JOB_MESSAGES.notFound, 'job_not_found');

  const [accepted] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.status, 'accepted')))
    .limit(1);

  let role: JobViewer = viewer ? 'visitor' : 'signed-out';
  let myApplication: JobDetail['myApplication'] = null;
  if (viewer && row.owner.id === viewer.id) role = 'owner';
  else if (viewer) {
    const [helper] = await db
      .select({ id: helperProfiles.id })
      .from(helperProfiles)
      .where(eq(helperProfiles.userId, viewer.id));
    if (helper) {
      const [mine] = await selectApplications(db).where(
        and(eq(applications.jobId, jobId), eq(applications.helperId, helper.id)),
      );
      if (mine) myApplication = toApplicationView(mine);
      if (row.helper?.id === helper.id) role = 'assigned-helper';
      else if (mine && mine.application.status !== 'withdrawn') role = 'applicant';
    }
  }

  const isOwner = role === 'owner';
  const applicationRows = isOwner
    ? await selectApplications(db)
        .where(eq(applications.jobId, jobId))
        .orderBy(desc(applications.createdAt), desc(applications.id))
    : null;
  const summary = toJobSummary(row);
  return {
    ...summary,
    team: {
      ...summary.team,
      coachName: `${row.owner.firstName} ${row.owner.lastName}`,
      sportTypes: row.team.sportTypes as Sport[],
    },
    viewer: role,
    hasAcceptedApplication: accepted !== undefined,
    cancelReason: row.job.cancelReason,
    completedAt: row.job.completedAt?.toISOString() ?? null,
    applications: applicationRows ? applicationRows.map(toApplicationView) : null,
    myApplication,
    paymentInstructions: isOwner ? await paymentInstructionsFor(db, row) : null,
  };
}
