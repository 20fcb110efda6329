/**
 * The no-show flow (decision 0042): the team reports it after the game's start (the job is
 * cancelled), the booked helper may contest within NO_SHOW_CONTEST_HOURS, and an admin decides a
 * contested one. Every step is one conditional update, so two clicks or two admins act once.
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  contestDeadline,
  JOB_MESSAGES,
  JOB_TRANSITIONS,
  noShowCounts,
  transitionRefusal,
  type NoShowReport,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { helperProfiles, jobs, noShowReports, teamProfiles, users } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { recordAudit } from '../audit/audit.service.js';
import { lockOwnedJobFor } from '../../db/job-row-lock.js';
import { requireBookingEffect } from '../../lib/booking-clock.js';

const helperUser = alias(users, 'no_show_helper_user');

function selectReports(db: Db) {
  return db
    .select({
      report: noShowReports,
      jobTitle: jobs.title,
      jobDate: jobs.jobDate,
      teamName: teamProfiles.teamName,
      teamUserId: teamProfiles.userId,
      helperUserId: helperProfiles.userId,
      helperName: sql<string>`${helperUser.firstName} || ' ' || ${helperUser.lastName}`,
    })
    .from(noShowReports)
    .innerJoin(jobs, eq(jobs.id, noShowReports.jobId))
    .innerJoin(teamProfiles, eq(teamProfiles.id, noShowReports.teamId))
    .innerJoin(helperProfiles, eq(helperProfiles.id, noShowReports.helperId))
    .innerJoin(helperUser, eq(helperUser.id, helperProfiles.userId));
}
type ReportRow = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

export const toNoShowView = (row: ReportRow, now: Date): NoShowReport => ({
  id: row.report.id,
  jobId: row.report.jobId,
  jobTitle: row.jobTitle,
  jobDate: row.jobDate,
  helperName: row.helperName,
  teamName: row.teamName,
  status: row.report.status,
  reportedAt: row.report.reportedAt.toISOString(),
  contestBy: row.report.contestBy.toISOString(),
  contestReason: row.report.contestReason,
  contestedAt: row.report.contestedAt?.toISOString() ?? null,
  decidedAt: row.report.decidedAt?.toISOString() ?? null,
  decisionNote: row.report.decisionNote,
  counts: noShowCounts(row.report.status, row.report.contestBy, now),
});

async function reportRow(db: Db, where: ReturnType<typeof eq>) {
  const [row] = await selectReports(db).where(where);
  return row;
}

/** The team's report: the booked game has started and the helper did not come. */
export async function reportNoShow(db: Db, user: UserRow, jobId: number, now: Date): Promise<NoShowReport> {
  await db.transaction(async (tx) => {
    const job = await lockOwnedJobFor(tx, user, jobId, 'reportNoShow');
    if (job.helperId === null)
      throw conflict(transitionRefusal('reportNoShow', job.status), 'invalid_transition');
    // The hold stays until the contest window ends or an admin decides (BOOKING_RULES.reportNoShow).
    requireBookingEffect(job, 'reportNoShow', now);
    await tx
      .update(jobs)
      .set({ status: JOB_TRANSITIONS.reportNoShow.to, cancelReason: 'No-show reported by the team' })
      .where(eq(jobs.id, job.id));
    await tx.insert(noShowReports).values({
      jobId: job.id,
      helperId: job.helperId,
      teamId: job.teamId,
      reportedAt: now,
      contestBy: contestDeadline(now),
    });
  });
  const row = await reportRow(db, eq(noShowReports.jobId, jobId));
  return toNoShowView(row!, now);
}

/** The job's report, for its team and its helper only. */
export async function jobNoShow(
  db: Db,
  user: UserRow,
  jobId: number,
  now: Date,
): Promise<NoShowReport | null> {
  const [job] = await db
    .select({ ownerId: teamProfiles.userId, helperUserId: helperProfiles.userId })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .leftJoin(helperProfiles, eq(helperProfiles.id, jobs.helperId))
    .where(eq(jobs.id, jobId));
  if (!job) throw notFound(JOB_MESSAGES.notFound, 'job_not_found');
  if (user.id !== job.ownerId && user.id !== job.helperUserId)
    throw forbidden('Only the team and its booked helper can see this.', 'not_owner');
  const row = await reportRow(db, eq(noShowReports.jobId, jobId));
  return row ? toNoShowView(row, now) : null;
}

/** The helper's answer, within the deadline, while the report is still only reported. */
export async function contestNoShow(
  db: Db,
  user: UserRow,
  jobId: number,
  reason: string,
  now: Date,
): Promise<NoShowReport> {
  const [updated] = await db
    .update(noShowReports)
    .set({ status: 'contested', contestReason: reason, contestedAt: now })
    .where(
      and(
        eq(noShowReports.jobId, jobId),
        eq(noShowReports.status, 'reported'),
        gt(noShowReports.contestBy, now),
        sql`${noShowReports.helperId} in (select ${helperProfiles.id} from ${helperProfiles} where ${helperProfiles.userId} = ${user.id})`,
      ),
    )
    .returning({ id: noShowReports.id });
  const row = await reportRow(db, eq(noShowReports.jobId, jobId));
  if (!row) throw notFound('No no-show was reported for this job.', 'no_show_not_found');
  if (!updated) {
    if (row.helperUserId !== user.id)
      throw forbidden('Only the booked helper can contest this no-show.', 'not_owner');
    if (row.report.status !== 'reported')
      throw conflict(`This no-show is already ${row.report.status}.`, 'no_show_settled');
    throw conflict('The 48 hours to contest this no-show have passed.', 'contest_closed');
  }
  return toNoShowView(row, now);
}

/** The admin's queue: contested reports, oldest first. */
export async function listContestedNoShows(db: Db, now: Date): Promise<NoShowReport[]> {
  const rows = await selectReports(db)
    .where(eq(noShowReports.status, 'contested'))
    .orderBy(asc(noShowReports.contestedAt))
    .limit(100);
  return rows.map((row) => toNoShowView(row, now));
}

/** An admin upholds (it counts) or overturns (it never counts) a contested report, with an audit entry. */
export async function decideNoShow(
  db: Db,
  admin: UserRow,
  id: number,
  decision: 'upheld' | 'overturned',
  note: string | undefined,
  now: Date,
): Promise<NoShowReport> {
  await db.transaction(async (tx) => {
    const [decided] = await tx
      .update(noShowReports)
      .set({ status: decision, decidedAt: now, decidedBy: admin.id, decisionNote: note || null })
      .where(and(eq(noShowReports.id, id), eq(noShowReports.status, 'contested')))
      .returning();
    if (!decided) {
      const [current] = await tx
        .select({ status: noShowReports.status })
        .from(noShowReports)
        .where(eq(noShowReports.id, id));
      if (!current) throw notFound('No-show report not found', 'no_show_not_found');
      throw conflict(
        `This no-show is ${current.status}: only a contested one is decided.`,
        'no_show_settled',
      );
    }
    if (decision === 'overturned') {
      // The helper was there: the job is completed as the team would have, and paid in full
      // (BOOKING_RULES.overturnNoShow; the guarantee's sweep captures it at once).
      const [completed] = await tx
        .update(jobs)
        .set({ status: 'completed', completedAt: now, cancelReason: null })
        .where(
          and(eq(jobs.id, decided.jobId), eq(jobs.status, 'cancelled'), eq(jobs.helperId, decided.helperId)),
        )
        .returning({ helperId: jobs.helperId });
      if (completed?.helperId)
        await tx
          .update(helperProfiles)
          .set({ completedJobs: sql`${helperProfiles.completedJobs} + 1` })
          .where(eq(helperProfiles.id, completed.helperId));
    }
    await recordAudit(tx, admin, {
      action: decision === 'upheld' ? 'no_show.uphold' : 'no_show.overturn',
      targetType: 'no_show_report',
      targetId: id,
      before: { status: 'contested', jobId: decided.jobId, contestReason: decided.contestReason },
      after: { status: decision, note: note || null },
    });
  });
  const row = await reportRow(db, eq(noShowReports.id, id));
  return toNoShowView(row!, now);
}
