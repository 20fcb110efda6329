import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  isHelperRole,
  JOB_MESSAGES,
  jobsOverlap,
  todayIn,
  type Application,
  type ApplyBody,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { applications, helperProfiles, jobs, teamProfiles } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { selectApplications, toApplicationView } from './application-view.js';

async function loadApplication(db: Db, id: number): Promise<Application> {
  const [row] = await selectApplications(db).where(eq(applications.id, id));
  if (!row) throw notFound('Application not found', 'application_not_found');
  return toApplicationView(row);
}

async function helperProfileOf(db: Db, user: UserRow) {
  if (!isHelperRole(user.role)) throw forbidden(JOB_MESSAGES.wrongAccountType, 'wrong_role');
  const [helper] = await db.select().from(helperProfiles).where(eq(helperProfiles.userId, user.id));
  if (!helper) throw notFound(JOB_MESSAGES.helperProfileMissing, 'helper_profile_not_found');
  return helper;
}

export async function apply(db: Db, user: UserRow, body: ApplyBody): Promise<Application> {
  const helper = await helperProfileOf(db, user);
  const [job] = await db
    .select({
      id: jobs.id,
      status: jobs.status,
      jobDate: jobs.jobDate,
      rate: jobs.hourlyRateCents,
      ownerId: teamProfiles.userId,
    })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .where(eq(jobs.id, body.jobId));
  if (!job) throw notFound(JOB_MESSAGES.notFound, 'job_not_found');
  if (job.ownerId === user.id) throw forbidden(JOB_MESSAGES.ownJob, 'own_job');
  if (job.status !== 'open')
    throw conflict(`Can't apply to this job: it is ${job.status}.`, 'invalid_transition');
  if (job.jobDate < todayIn()) throw conflict('This game has already been played.', 'past_job');

  const values = {
    jobId: job.id,
    helperId: helper.id,
    proposedRateCents: body.proposedRateCents ?? job.rate,
    message: body.message || null,
    status: 'pending' as const,
  };
  // One application per helper per job (a unique index); a withdrawn one may be sent again.
  const [row] = await db
    .insert(applications)
    .values(values)
    .onConflictDoUpdate({
      target: [applications.jobId, applications.helperId],
      set: {
        proposedRateCents: values.proposedRateCents,
        message: values.message,
        status: 'pending',
        createdAt: sql`now()`,
      },
      setWhere: eq(applications.status, 'withdrawn'),
    })
    .returning({ id: applications.id });
  if (!row) throw conflict(JOB_MESSAGES.alreadyApplied, 'already_applied');
  return loadApplication(db, row.id);
}

/**
 * Accepting assigns the job to the helper and rejects its other pending applications, in one
 * transaction. The job's `status = 'open'` condition settles two owners' tabs racing: the second
 * update finds the job assigned and changes nothing. The helper's row is locked first so two jobs
 * can't both book the same helper for overlapping times.
 */
export async function decide(
  db: Db,
  user: UserRow,
  applicationId: number,
  status: 'accepted' | 'rejected',
): Promise<{ application: Application; rejectedIds: number[] }> {
  const rejectedIds = await db.transaction(async (tx): Promise<number[]> => {
    const [target] = await tx
      .select({ application: applications, ownerId: teamProfiles.userId, job: jobs })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
      .where(eq(applications.id, applicationId));
    if (!target) throw notFound('Application not found', 'application_not_found');
    if (target.ownerId !== user.id) throw forbidden(JOB_MESSAGES.notOwner, 'not_owner');
    const { application, job } = target;

    if (status === 'rejected') {
      const [rejected] = await tx
        .update(applications)
        .set({ status: 'rejected' })
        .where(and(eq(applications.id, applicationId), eq(applications.status, 'pending')))
        .returning({ id: applications.id });
      if (!rejected)
        throw conflict(`Can't reject this application: it is ${application.status}.`, 'invalid_transition');
      // The helper hears about a rejection like any other.
      return [applicationId];
    }

    await tx.execute(sql`select id from helper_profiles where id = ${application.helperId} for update`);
    const booked = await tx
      .select({ jobDate: jobs.jobDate, startTime: jobs.startTime, durationMinutes: jobs.durationMinutes })
      .from(jobs)
      .where(and(eq(jobs.helperId, application.helperId), eq(jobs.status, 'assigned'), ne(jobs.id, job.id)));
    if (booked.some((other) => jobsOverlap(other, job)))
      throw conflict(JOB_MESSAGES.overlap, 'helper_overlap');

    const [assigned] = await tx
      .update(jobs)
      .set({ status: 'assigned', helperId: application.helperId })
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'open')))
      .returning({ id: jobs.id });
    if (!assigned) {
      const [current] = await tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, job.id));
      throw conflict(
        `Can't accept this application: the job is ${current?.status ?? job.status}.`,
        'invalid_transition',
      );
    }
    const [accepted] = await tx
      .update(applications)
      .set({ status: 'accepted' })
      .where(and(eq(applications.id, applicationId), eq(applications.status, 'pending')))
      .returning({ id: applications.id });
    if (!accepted)
      throw conflict(`Can't accept this application: it is ${application.status}.`, 'invalid_transition');
    const others = await tx
      .update(applications)
      .set({ status: 'rejected' })
      .where(and(eq(applications.jobId, job.id), eq(applications.status, 'pending')))
      .returning({ id: applications.id });
    return others.map((o) => o.id);
  });
  return { application: await loadApplication(db, applicationId), rejectedIds };
}

export async function withdraw(db: Db, user: UserRow, applicationId: number): Promise<Application> {
  const [row] = await db
    .update(applications)
    .set({ status: 'withdrawn' })
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.status, 'pending'),
        sql`${applications.helperId} in (select ${helperProfiles.id} from ${helperProfiles} where ${helperProfiles.userId} = ${user.id})`,
      ),
    )
    .returning({ id: applications.id });
  if (!row) {
    const current = await loadApplication(db, applicationId);
    if (current.helper.userId !== user.id)
      throw forbidden('You can only withdraw your own application.', 'not_owner');
    throw conflict(`Can't withdraw this application: it is ${current.status}.`, 'invalid_transition');
  }
  return loadApplication(db, applicationId);
}

export async function listForHelper(db: Db, user: UserRow, helperId: number): Promise<Application[]> {
  const [helper] = await db
    .select({ userId: helperProfiles.userId })
    .from(helperProfiles)
    .where(eq(helperProfiles.id, helperId));
  if (!helper) throw notFound(JOB_MESSAGES.helperProfileMissing, 'helper_profile_not_found');
  if (helper.userId !== user.id) throw forbidden('You can only see your own applications.', 'not_owner');
  const rows = await selectApplications(db)
    .where(eq(applications.helperId, helperId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return rows.map(toApplicationView);
}

export async function listForTeam(db: Db, user: UserRow, teamId: number): Promise<Application[]> {
  const [team] = await db
    .select({ userId: teamProfiles.userId })
    .from(teamProfiles)
    .where(eq(teamProfiles.id, teamId));
  if (!team) throw notFound('Team profile not found', 'team_profile_not_found');
  if (team.userId !== user.id)
    throw forbidden('You can only see applications to your own jobs.', 'not_owner');
  const rows = await selectApplications(db)
    .where(inArray(applications.jobId, db.select({ id: jobs.id }).from(jobs).where(eq(jobs.teamId, teamId))))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return rows.map(toApplicationView);
}
