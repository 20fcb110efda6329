import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  BOOKED_STATUSES,
  allowedFrom,
  canTransition,
  isHelperRole,
  JOB_MESSAGES,
  JOB_TRANSITIONS,
  jobsOverlap,
  todayIn,
  transitionRefusal,
  type Application,
  type ApplyBody,
} from '@sideline/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import type { BookingGuarantee, SavedCard } from '../../lib/booking-guarantee.js';
import { applications, helperProfiles, jobs, teamProfiles } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { selectApplications, toApplicationView } from './application-view.js';
import { refuseBookingInWindow } from './booking-refusals.js';
import { refuseLateGameForMinor, requireGuardianConsent } from '../guardians/guardian-state.js';
import { requireJobPassport } from '../safety/passport.service.js';
import { withdrawOpenOffer } from './standby-offer-rows.js';

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

/**
 * Sends (or re-sends, after a withdrawal) the session helper's application. A teen's rules come
 * first, here so that every caller gets them: a guardian's consent, and no game ending after the
 * minors' latest end (`minorLatestEnd`, the app's setting). The job's row is read
 * FOR SHARE: an accept or cancel holds it FOR UPDATE, so either this insert commits first (and the
 * accept's "reject the others" sees it) or the job is found assigned here. Never a pending
 * application left on an assigned job.
 */
export async function apply(
  db: Db,
  user: UserRow,
  body: ApplyBody,
  minorLatestEnd: string,
  now: Date = new Date(),
): Promise<Application> {
  await requireGuardianConsent(db, user);
  await refuseLateGameForMinor(db, user, body.jobId, minorLatestEnd);
  const helper = await helperProfileOf(db, user);
  const id = await db.transaction(async (tx) => {
    const [job] = await tx
      .select({
        id: jobs.id,
        status: jobs.status,
        jobDate: jobs.jobDate,
        timeZone: jobs.timeZone,
        rate: jobs.hourlyRateCents,
        ownerId: teamProfiles.userId,
      })
      .from(jobs)
      .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
      .where(eq(jobs.id, body.jobId))
      .for('share', { of: jobs });
    if (!job) throw notFound(JOB_MESSAGES.notFound, 'job_not_found');
    if (job.ownerId === user.id) throw forbidden(JOB_MESSAGES.ownJob, 'own_job');
    if (!canTransition('apply', job.status))
      throw conflict(transitionRefusal('apply', job.status), 'invalid_transition');
    if (job.jobDate < todayIn(job.timeZone)) throw conflict('This game has already been played.', 'past_job');
    // A job that requires a background check or SafeSport training (decision 0050).
    await requireJobPassport(tx, { id: job.id }, user.id, now, 'helper');

    const values = {
      jobId: job.id,
      helperId: helper.id,
      proposedRateCents: body.proposedRate ?? job.rate,
      message: body.message || null,
      status: 'pending' as const,
      // The app's clock, as the window it is ranked against (decision 25) was set by.
      createdAt: now,
    };
    // One application per helper per job (a unique index); a withdrawn one may be sent again.
    const [row] = await tx
      .insert(applications)
      .values(values)
      .onConflictDoUpdate({
        target: [applications.jobId, applications.helperId],
        set: {
          proposedRateCents: values.proposedRateCents,
          message: values.message,
          status: 'pending',
          createdAt: now,
        },
        setWhere: eq(applications.status, 'withdrawn'),
      })
      .returning({ id: applications.id });
    if (!row) throw conflict(JOB_MESSAGES.alreadyApplied, 'already_applied');
    return row.id;
  });
  return loadApplication(db, id);
}

/** The application's job, when the caller owns it: 404 or 403 as the decision itself would answer. */
export async function requireApplicationOwner(
  db: Db,
  user: UserRow,
  applicationId: number,
): Promise<{ jobId: number; paysByCard: boolean }> {
  const [target] = await db
    .select({ ownerId: teamProfiles.userId, jobId: jobs.id, paysByCard: jobs.paysByCard })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .where(eq(applications.id, applicationId));
  if (!target) throw notFound('Application not found', 'application_not_found');
  if (target.ownerId !== user.id) throw forbidden(JOB_MESSAGES.notOwner, 'not_owner');
  return { jobId: target.jobId, paysByCard: target.paysByCard };
}

/**
 * The owner's Accept or Reject, in one transaction that starts by locking the job's row, so it
 * serializes with every other change to that job: two accepts (the second finds it assigned), an
 * edit (the accept's overlap check reads the job's times as they are once edits are done, and an
 * edit waiting behind an accept finds the job assigned), applications (see `apply`) and cancels.
 * Accepting assigns the job and rejects every other pending application. The helper's row is locked
 * next, so two jobs can't both book one helper for overlapping times.
 */
export type GuaranteesBookings = Pick<BookingGuarantee, 'guaranteeBooking'>;

export async function decide(
  { db, bookingGuarantee }: { db: Db; bookingGuarantee: GuaranteesBookings },
  user: UserRow,
  applicationId: number,
  status: 'accepted' | 'rejected',
  card?: SavedCard,
  now: Date = new Date(),
): Promise<{ application: Application; rejectedIds: number[] }> {
  const action = status === 'accepted' ? 'accept' : 'reject';
  const rejectedIds = await db.transaction(async (tx): Promise<number[]> => {
    const [target] = await tx
      .select({ application: applications, ownerId: teamProfiles.userId })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
      .where(eq(applications.id, applicationId));
    if (!target) throw notFound('Application not found', 'application_not_found');
    if (target.ownerId !== user.id) throw forbidden(JOB_MESSAGES.notOwner, 'not_owner');
    const { application } = target;

    const [job] = await tx.select().from(jobs).where(eq(jobs.id, application.jobId)).for('update');
    if (!job) throw notFound(JOB_MESSAGES.notFound, 'job_not_found');
    if (!canTransition(action, job.status))
      throw conflict(transitionRefusal(action, job.status), 'invalid_transition');

    if (action === 'reject') {
      const [decided] = await tx
        .update(applications)
        .set({ status })
        .where(and(eq(applications.id, applicationId), eq(applications.status, 'pending')))
        .returning({ id: applications.id });
      if (!decided)
        throw conflict(`Can't reject this application: it is ${application.status}.`, 'invalid_transition');
      // The helper hears about a rejection like any other.
      return [applicationId];
    }
    return bookLocked(tx, bookingGuarantee, job, application, user.id, card, now);
  });
  return { application: await loadApplication(db, applicationId), rejectedIds };
}

/**
 * The booking itself, inside the caller's transaction with the job's row locked and the job open:
 * the application window, the helper's other games, the safety passport, the card guarantee (paid
 * by `payerId`, the team's owner), then the application accepted, the job assigned, the other
 * pending applicants put on standby and any open standby offer withdrawn (decision 0051). The
 * team's accept and a helper's accept of a standby offer both book through here. Returns the ids
 * turned away.
 */
export async function bookLocked(
  tx: DbOrTx,
  guarantee: GuaranteesBookings,
  job: typeof jobs.$inferSelect,
  application: { id: number; helperId: number; status: string },
  payerId: number,
  card: SavedCard | undefined,
  now: Date,
): Promise<number[]> {
  refuseBookingInWindow(job, now);
  await tx.execute(sql`select id from helper_profiles where id = ${application.helperId} for update`);
  const booked = await tx
    .select({ jobDate: jobs.jobDate, startTime: jobs.startTime, durationMinutes: jobs.durationMinutes })
    .from(jobs)
    .where(
      and(
        eq(jobs.helperId, application.helperId),
        // A game waiting on the helper's answer to a new time still holds its current one.
        inArray(jobs.status, [...BOOKED_STATUSES]),
        ne(jobs.id, job.id),
      ),
    );
  if (booked.some((other) => jobsOverlap(other, job))) throw conflict(JOB_MESSAGES.overlap, 'helper_overlap');
  const [helper] = await tx
    .select({ userId: helperProfiles.userId })
    .from(helperProfiles)
    .where(eq(helperProfiles.id, application.helperId));
  // Checked again at booking: a check or a certificate may have lapsed since the application.
  await requireJobPassport(tx, job, helper!.userId, now, 'team');
  await guarantee.guaranteeBooking(tx, { job, helperUserId: helper!.userId, payerId, card }, now);

  const [decided] = await tx
    .update(applications)
    .set({ status: 'accepted' })
    .where(and(eq(applications.id, application.id), eq(applications.status, 'pending')))
    .returning({ id: applications.id });
  if (!decided)
    throw conflict(`Can't accept this application: it is ${application.status}.`, 'invalid_transition');
  await tx
    .update(jobs)
    .set({
      status: JOB_TRANSITIONS.accept.to,
      helperId: application.helperId,
      // The first booking's moment, kept if the job reopens: the admin's time to fill.
      assignedAt: sql`coalesce(${jobs.assignedAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(jobs.id, job.id));
  const others = await tx
    .update(applications)
    .set({ status: 'rejected', standby: true })
    .where(and(eq(applications.jobId, job.id), eq(applications.status, 'pending')))
    .returning({ id: applications.id });
  // The team booked someone itself: an offer still open to a standby helper ends here.
  await withdrawOpenOffer(tx, job.id, now);
  return others.map((o) => o.id);
}

/** The helper takes back their own pending application, while the job is still open. */
export async function withdraw(db: Db, user: UserRow, applicationId: number): Promise<Application> {
  const [row] = await db
    .update(applications)
    .set({ status: 'withdrawn' })
    .where(
      and(
        eq(applications.id, applicationId),
        eq(applications.status, 'pending'),
        sql`${applications.helperId} in (select ${helperProfiles.id} from ${helperProfiles} where ${helperProfiles.userId} = ${user.id})`,
        sql`${applications.jobId} in (select ${jobs.id} from ${jobs} where ${inArray(jobs.status, allowedFrom('withdraw'))})`,
      ),
    )
    .returning({ id: applications.id });
  if (!row) {
    const current = await loadApplication(db, applicationId);
    if (current.helper.userId !== user.id)
      throw forbidden('You can only withdraw your own application.', 'not_owner');
    if (!canTransition('withdraw', current.job.status))
      throw conflict(transitionRefusal('withdraw', current.job.status), 'invalid_transition');
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
