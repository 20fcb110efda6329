import { and, desc, eq, sql } from 'drizzle-orm';
import {
  JOB_MESSAGES,
  type JobDetail,
  type JobViewer,
  type PaymentInstructions,
  type Sport,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { arrayRowSelect } from '../../db/array-row-select.js';
import { preparedStatement } from '../../db/prepared-statements.js';
import { applications, helperProfiles, jobs, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { selectApplications, toApplicationView } from '../applications/application-view.js';
import { payoutUserIdFor } from '../guardians/guardian-state.js';
import {
  JOBS_LEFT_JOINED,
  jobsSelection,
  payeeVenmoFor,
  selectJobs,
  toJobSummary,
  type JobRow,
} from './job-view.js';
import { streamConsentFor } from './stream-consent-view.js';
import { pendingRescheduleOf } from './job-reschedule.service.js';
import { policyOf } from './cancellation-terms.js';

/** A cancellation fee still to pay is paid like a game's pay, to the same handles. */
const owesCancellationFee = (job: JobRow['job']) =>
  job.status === 'cancelled' && job.cancellationFeeCents > 0;

async function paymentInstructionsFor(
  db: Db,
  row: JobRow,
  viewerId: number,
): Promise<PaymentInstructions | null> {
  if (!row.helper || !row.helperUser) return null;
  if (row.job.status !== 'completed' && row.job.status !== 'paid' && !owesCancellationFee(row.job))
    return null;
  // A teen's pay goes to the guardian's handles (decision 23).
  const payeeId = await payoutUserIdFor(db, row.helperUser.id);
  const [payee] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      venmoUsername: users.venmoUsername,
      paypalEmail: users.paypalEmail,
      preferredPaymentMethod: users.preferredPaymentMethod,
    })
    .from(users)
    .where(eq(users.id, payeeId));
  if (!payee) return null;
  const helperName = `${row.helperUser.firstName} ${row.helperUser.lastName}`;
  return {
    helperName:
      payeeId === row.helperUser.id
        ? helperName
        : `${helperName} (paid to ${payee.firstName} ${payee.lastName}, their parent or guardian)`,
    // The owner alone gets here, so a cancelled booking's fee goes to the payee's own handle.
    venmoUsername:
      payeeId === row.helperUser.id && !owesCancellationFee(row.job)
        ? payeeVenmoFor(row, viewerId)
        : payee.venmoUsername,
    paypalEmail: payee.paypalEmail,
    preferredPaymentMethod: payee.preferredPaymentMethod,
    totalPay: owesCancellationFee(row.job) ? row.job.cancellationFeeCents : row.job.totalPayCents,
  };
}

/** The job page's main query, built and named once per database: every job page asks it. */
const prepareJobById = (db: Db) => (name: string) =>
  arrayRowSelect(db, name, {
    selection: jobsSelection(),
    leftJoined: JOBS_LEFT_JOINED,
    query: (fields) =>
      selectJobs(db, fields)
        .where(eq(jobs.id, sql.placeholder('id')))
        .limit(1),
  });

/**
 * A job as one viewer may see it. Other helpers' applications, rates and messages are only ever sent
 * to the job's owner (everyone else gets an empty list); a helper sees their own application.
 */
export async function getJobDetail(db: Db, jobId: number, viewer: UserRow | null): Promise<JobDetail> {
  const [row] = await preparedStatement(db, 'job_detail_by_id', prepareJobById(db)).execute({ id: jobId });
  if (!row) throw notFound(JOB_MESSAGES.notFound, 'job_not_found');

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
    : [];
  const summary = toJobSummary(row, viewer?.id ?? null);
  return {
    ...summary,
    team: {
      ...summary.team,
      coachName: `${row.owner.firstName} ${row.owner.lastName}`,
      sportTypes: row.team.sportTypes as Sport[],
    },
    viewer: role,
    cancelReason: row.job.cancelReason,
    completedAt: row.job.completedAt?.toISOString() ?? null,
    applications: applicationRows.map(toApplicationView),
    myApplication,
    paymentInstructions: isOwner && viewer ? await paymentInstructionsFor(db, row, viewer.id) : null,
    streamConsent: await streamConsentFor(db, row.job, viewer, role),
    // The new time is between the team and its booked helper until the helper answers.
    reschedule: isOwner || role === 'assigned-helper' ? await pendingRescheduleOf(db, row.job) : null,
    cancellationPolicy: policyOf(row.job),
    cancelReasonKind: row.job.cancelReasonKind,
    cancellationFee:
      row.job.cancellationFeeKind && (isOwner || role === 'assigned-helper')
        ? {
            kind: row.job.cancellationFeeKind,
            percent: row.job.cancellationFeePercent,
            amount: row.job.cancellationFeeCents,
          }
        : null,
  };
}
