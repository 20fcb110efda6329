import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import {
  allowedFrom,
  canTransition,
  type CancelJobBody,
  durationMinutes,
  isTeamRole,
  JOB_MESSAGES,
  PAYMENT_MESSAGES,
  todayIn,
  totalPayCents,
  type JobDetail,
  type JobRequirements,
  type Message,
  type PostJobBody,
} from '@sideline/shared';
import { withdrawOpenOffer } from '../applications/standby-offer-rows.js';
import type { Db } from '../../db/client.js';
import { applications, helperProfiles, jobs, teamProfiles } from '../../db/schema/index.js';
import { AppError, badRequest, conflict, forbidden } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { requireZip } from '../geo/geo.service.js';
import { deliverMessage, insertMessage, type MessagingDeps } from '../messages/messages.service.js';
import { getJobDetail } from './job-detail.js';
import { explainRefusal } from './job-refusals.js';
import { recordStreamConsent } from './stream-consent.js';
import { postingWindowEndsAt, venueTodaySql } from '../../db/job-start-sql.js';
import { recordLateCancellation } from '../reliability/late-cancellations.js';
import { cancellationTerms, cancellationNotice, policyColumns } from './cancellation-terms.js';
import { lockOwnedJobFor } from '../../db/job-row-lock.js';
import { requireBookingEffect } from '../../lib/booking-clock.js';
import { teamDefaults } from '../safety/passport.service.js';

const cardsUnavailable = () =>
  new AppError(409, 'card_payments_not_configured', PAYMENT_MESSAGES.cardNotConfigured);

/** The poster's team, checked against the spec's prerequisites for posting. */
export async function postingTeam(db: Db, user: UserRow, paysByCard = false) {
  if (!isTeamRole(user.role)) throw forbidden('Only team accounts can post jobs.', 'wrong_role');
  const [team] = await db.select().from(teamProfiles).where(eq(teamProfiles.userId, user.id));
  if (!team) throw badRequest(JOB_MESSAGES.noTeamProfile, 'team_profile_missing');
  requireVenmoUnlessCard(user, paysByCard);
  if (!team.teamName || team.sportTypes.length === 0)
    throw badRequest(JOB_MESSAGES.incompleteTeam, 'team_profile_incomplete');
  return team;
}

/**
 * The account's one Venmo handle (decision 19), whichever screen set it, is how a job not paid by
 * card reaches the helper; a card job is paid by the card saved at booking (decision 22).
 */
function requireVenmoUnlessCard(user: UserRow, paysByCard: boolean) {
  if (!paysByCard && !user.venmoUsername?.startsWith('@'))
    throw badRequest(JOB_MESSAGES.noVenmo, 'team_venmo_missing');
}

/** Everything derived from the body is computed here: the client's duration, pay and team are ignored. */
const requirementColumns = (r: JobRequirements) => ({
  requiresBackgroundCheck: r.backgroundCheck,
  requiresSafeSport: r.safeSport,
});

async function jobColumns(db: Db, body: PostJobBody) {
  const point = await requireZip(db, body.zipCode);
  // "Past" on the venue's calendar: a 7 PM game in Honolulu is still today after midnight in New York.
  if (body.jobDate < todayIn(point.timeZone)) throw badRequest(JOB_MESSAGES.pastDate, 'past_date');
  const minutes = durationMinutes(body.startTime, body.endTime);
  return {
    title: body.title,
    description: body.description,
    jobType: body.jobType,
    jobDate: body.jobDate,
    startTime: body.startTime,
    endTime: body.endTime,
    durationMinutes: minutes,
    hourlyRateCents: body.hourlyRate,
    totalPayCents: totalPayCents(minutes, body.hourlyRate),
    location: body.location,
    zipCode: body.zipCode,
    latitude: point.latitude,
    longitude: point.longitude,
    timeZone: point.timeZone,
    // Left out, an edit keeps the job's payment terms (a new job pays by Venmo or PayPal).
    ...(body.paysByCard === undefined ? {} : { paysByCard: body.paysByCard }),
    // Likewise the cancellation policy: left out, a new job takes the defaults, an edit keeps its own.
    ...policyColumns(body.cancellationPolicy),
    // And the safety requirements: a new job without them takes the team's defaults (postJob).
    ...(body.requirements ? requirementColumns(body.requirements) : {}),
    // Standby offers (decision 0051): left out, a new job has them off and an edit keeps the setting.
    ...(body.standbyOffers === undefined ? {} : { standbyOffers: body.standbyOffers }),
  };
}

export async function postJob(
  db: Db,
  user: UserRow,
  body: PostJobBody,
  terms: { windowMinutes: number; cardsConfigured: boolean },
  now: Date = new Date(),
): Promise<JobDetail> {
  // A card job needs no Venmo handle, so it must be payable by card here.
  if (body.paysByCard === true && !terms.cardsConfigured) throw cardsUnavailable();
  const team = await postingTeam(db, user, body.paysByCard === true);
  const columns = await jobColumns(db, body);
  const requirements = body.requirements ?? (await teamDefaults(db, team.id));
  const jobId = await db.transaction(async (tx) => {
    const [job] = await tx
      .insert(jobs)
      .values({
        teamId: team.id,
        ...columns,
        ...requirementColumns(requirements),
        applicationWindowEndsAt: postingWindowEndsAt(columns, terms.windowMinutes, now),
      })
      .returning({ id: jobs.id });
    // A streaming job's consent (required by the body's schema) lands with the job itself.
    await recordStreamConsent(tx, user, job!.id, body.jobType, body.streamConsent);
    return job!.id;
  });
  return getJobDetail(db, jobId, user);
}

/**
 * Posts several jobs for a team the caller has already vouched for (a tournament organization's
 * games, decision 20), with the same derived columns as postJob. Run inside the caller's transaction.
 */
export async function postJobsForTeam(
  db: Db,
  teamId: number,
  bodies: PostJobBody[],
  windowMinutes: number,
): Promise<number[]> {
  if (bodies.length === 0) return [];
  const values = [];
  const defaults = requirementColumns(await teamDefaults(db, teamId));
  for (const body of bodies) {
    const columns = await jobColumns(db, body);
    values.push({
      teamId,
      ...defaults,
      ...columns,
      applicationWindowEndsAt: postingWindowEndsAt(columns, windowMinutes),
    });
  }
  const rows = await db.insert(jobs).values(values).returning({ id: jobs.id });
  return rows.map((row) => row.id);
}

/** Ownership is a condition of each update itself, not a lookup before it. */
const ownedBy = (userId: number) =>
  sql`${jobs.teamId} in (select ${teamProfiles.id} from ${teamProfiles} where ${teamProfiles.userId} = ${userId})`;

/**
 * Editing is for open jobs (JOB_TRANSITIONS.edit). One conditional update: it waits for an accept
 * that holds the job's row lock and then finds the job assigned, so an edit can never move a job
 * onto times its just-booked helper's overlap check did not see.
 */
export async function editJob(
  db: Db,
  user: UserRow,
  jobId: number,
  body: PostJobBody,
  cardsConfigured: boolean,
): Promise<JobDetail> {
  if (body.paysByCard === true && !cardsConfigured) throw cardsUnavailable();
  // Left out, the job keeps its payment terms; turned to Venmo or PayPal, it needs the handle.
  if (body.paysByCard === false) requireVenmoUnlessCard(user, false);
  const columns = await jobColumns(db, body);
  const updated = await db.transaction(async (tx) => {
    // The row lock first, so the update's own snapshot is taken after it: an application whose
    // insert held the job FOR SHARE has committed by then and its NOT EXISTS sees it.
    await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.id, jobId), ownedBy(user.id)))
      .for('update');
    const rows = await tx
      .update(jobs)
      .set(columns)
      .where(
        and(
          eq(jobs.id, jobId),
          ownedBy(user.id),
          inArray(jobs.status, allowedFrom('edit')),
          policyMayChange(body.cancellationPolicy),
        ),
      )
      .returning({ id: jobs.id });
    // Unchanged consent keeps its first record; a new audience is recorded as this edit's.
    if (rows.length) await recordStreamConsent(tx, user, jobId, body.jobType, body.streamConsent);
    // Offers turned off in the edit end the one still open (decision 0051).
    if (rows.length && body.standbyOffers === false) await withdrawOpenOffer(tx, jobId, new Date());
    return rows;
  });
  if (updated.length === 0)
    // Owned and open: then the policy was the condition that failed.
    throw await explainRefusal(
      db,
      jobId,
      user.id,
      'edit',
      conflict(JOB_MESSAGES.policyLocked, 'cancellation_policy_locked'),
    );
  return getJobDetail(db, jobId, user);
}

/**
 * Helpers apply under the job's cancellation policy (decision 24: shown before anyone applies), so
 * once one is waiting for an answer it stays as it is; the rest of the job can still be edited.
 * Part of the edit's own update, run once the edit holds the job's row lock: apply holds it FOR
 * SHARE until its insert commits, so either the application is seen here or it is made afterwards,
 * under the new terms it reads from the updated row.
 */
const policyMayChange = (policy: PostJobBody['cancellationPolicy']) =>
  policy === undefined
    ? sql`true`
    : or(
        and(
          eq(jobs.cancelFreeUntilHours, policy.freeUntilHours),
          eq(jobs.lateCancelPercent, policy.lateCancelPercent),
          eq(jobs.showUpPercent, policy.showUpPercent),
        ),
        sql`not exists (select 1 from ${applications} where ${applications.jobId} = ${jobs.id} and ${applications.status} = 'pending')`,
      );

/**
 * Cancels an open or booked job: its applications are rejected and a booked helper is told by a
 * message, written with the cancellation and delivered (live and by email) once it has committed.
 * The fee the job's policy asks (decision 24) is decided here, on the locked row at this instant,
 * and recorded on the job; the payments module collects it (the card hold, or a payment due),
 * following `job.cancelled`, which is published once the message is delivered.
 */
export async function cancelJob(
  deps: MessagingDeps,
  user: UserRow,
  jobId: number,
  body: CancelJobBody,
  now: Date = new Date(),
): Promise<JobDetail> {
  const { db } = deps;
  const { affected, notice } = await db.transaction(async (tx) => {
    const current = await lockOwnedJobFor(tx, user, jobId, 'cancel');
    // A booked game follows the booking table: never cancelled once it has started (decision 24).
    if (current.helperId !== null) requireBookingEffect(current, 'cancel', now);
    const terms = cancellationTerms(current, body, now);
    const [job] = await tx
      .update(jobs)
      .set({ status: 'cancelled', ...terms.columns })
      .where(and(eq(jobs.id, jobId), inArray(jobs.status, allowedFrom('cancel'))))
      .returning();
    if (!job) throw await explainRefusal(tx, jobId, user.id, 'cancel');
    // A booked job cancelled within 24 hours of its start counts on the team's reliability, unless
    // the weather called it off (decision record 0042 left rain-outs out of the count).
    if (terms.reason !== 'weather') await recordLateCancellation(tx, job, 'team', now);
    const rejected = await tx
      .update(applications)
      .set({ status: 'rejected' })
      .where(and(eq(applications.jobId, jobId), inArray(applications.status, ['pending', 'accepted'])))
      .returning({ id: applications.id });
    // A standby offer still open ends with the job (decision 0051).
    await withdrawOpenOffer(tx, jobId, now);
    let notice: Message | null = null;
    if (job.helperId) {
      const [helper] = await tx
        .select({ userId: helperProfiles.userId })
        .from(helperProfiles)
        .where(eq(helperProfiles.id, job.helperId));
      if (helper) {
        notice = await insertMessage(tx, {
          senderId: user.id,
          recipientId: helper.userId,
          jobId,
          subject: null,
          content: cancellationNotice(job, terms),
        });
      }
    }
    return { affected: rejected.map((r) => r.id), notice };
  });
  if (notice) await deliverMessage(deps, notice);
  await deps.domainEvents.publish({ type: 'job.cancelled', jobId, applicationIds: affected });
  return getJobDetail(db, jobId, user);
}

/** Marks an assigned job complete on or after its game date; the helper's completed count goes up with it. */
export async function completeJob(
  db: Db,
  user: UserRow,
  jobId: number,
  now: Date = new Date(),
): Promise<JobDetail> {
  await db.transaction(async (tx) => {
    const [job] = await tx
      .update(jobs)
      .set({ status: 'completed', completedAt: now })
      .where(
        and(
          eq(jobs.id, jobId),
          ownedBy(user.id),
          inArray(jobs.status, allowedFrom('complete')),
          lte(jobs.jobDate, venueTodaySql(now)),
        ),
      )
      .returning({ helperId: jobs.helperId });
    if (!job) {
      const refusal: AppError = await explainRefusal(tx, jobId, user.id, 'complete');
      const [current] = await tx
        .select({ status: jobs.status, jobDate: jobs.jobDate })
        .from(jobs)
        .where(eq(jobs.id, jobId));
      if (refusal.statusCode === 409 && current && canTransition('complete', current.status)) {
        throw conflict(
          `This job can't be marked complete before its game date (${current.jobDate}).`,
          'before_game_date',
        );
      }
      throw refusal;
    }
    if (job.helperId) {
      await tx
        .update(helperProfiles)
        .set({ completedJobs: sql`${helperProfiles.completedJobs} + 1` })
        .where(eq(helperProfiles.id, job.helperId));
    }
  });
  return getJobDetail(db, jobId, user);
}
