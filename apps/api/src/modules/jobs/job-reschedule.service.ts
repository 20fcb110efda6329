import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import {
  BOOKED_STATUSES,
  canTransition,
  clockLabel,
  durationMinutes,
  endsTooLateForMinor,
  GUARDIAN_MESSAGES,
  JOB_MESSAGES,
  JOB_TRANSITIONS,
  jobsOverlap,
  jobStartsAt,
  RESCHEDULE_MESSAGES,
  todayIn,
  totalPayCents,
  transitionRefusal,
  type JobReschedule,
  type Message,
  type RescheduleBody,
} from '@sideline/shared';
import type { Db, DbOrTx } from '../../db/client.js';
import type { BookingGuarantee, ReplacedHold } from '../../lib/booking-guarantee.js';
import { applications, helperProfiles, jobReschedules, jobs } from '../../db/schema/index.js';
import { badRequest, conflict, forbidden } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { returnToStandby } from '../applications/standby.service.js';
import { isMinor } from '../guardians/guardian-state.js';
import { insertMessage } from '../messages/messages.service.js';
import type { RescheduleFollowUp } from './job-reschedule-follow-up.js';
import { lockJobWithOwner, lockOwnedJobFor } from '../../db/job-row-lock.js';
import { requireBookingEffect } from '../../lib/booking-clock.js';

type JobRow = typeof jobs.$inferSelect;
type Times = { jobDate: string; startTime: string; endTime: string };

/** "2026-06-13 at 6:00 PM": how the messages name a game's time, in the venue's own clock. */
const at = (t: Times) => `${t.jobDate} at ${clockLabel(t.startTime)}`;

/** The helper booked on a job, as a user id (null when nobody is). */
async function bookedUserId(tx: DbOrTx, job: JobRow): Promise<number | null> {
  if (job.helperId === null) return null;
  const [helper] = await tx
    .select({ userId: helperProfiles.userId })
    .from(helperProfiles)
    .where(eq(helperProfiles.id, job.helperId));
  return helper?.userId ?? null;
}

/** The team's word to the booked helper in the job's conversation; none when no helper is booked. */
async function messageBookedHelper(tx: DbOrTx, user: UserRow, job: JobRow, content: string) {
  const helperUserId = await bookedUserId(tx, job);
  if (helperUserId === null) return null;
  return insertMessage(tx, {
    senderId: user.id,
    recipientId: helperUserId,
    jobId: job.id,
    subject: null,
    content,
  });
}

/** The job's team, or a helper who applied to it (the booked one included). */
async function isParty(db: Db, ownerId: number, user: UserRow, jobId: number): Promise<boolean> {
  if (ownerId === user.id) return true;
  const [mine] = await db
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(helperProfiles, eq(helperProfiles.id, applications.helperId))
    .where(and(eq(applications.jobId, jobId), eq(helperProfiles.userId, user.id)));
  return mine !== undefined;
}

/** The job's unanswered proposal, if any. */
async function openProposal(db: Db, jobId: number) {
  const [row] = await db
    .select()
    .from(jobReschedules)
    .where(and(eq(jobReschedules.jobId, jobId), isNull(jobReschedules.outcome)));
  return row;
}

/** What the job page shows while the booked helper has not answered; null otherwise. */
export async function pendingRescheduleOf(
  db: Db,
  job: { id: number; status: string },
): Promise<JobReschedule | null> {
  if (job.status !== 'rescheduling') return null;
  const row = await openProposal(db, job.id);
  if (!row) return null;
  return {
    jobDate: row.jobDate,
    startTime: row.startTime,
    endTime: row.endTime,
    durationMinutes: durationMinutes(row.startTime, row.endTime),
    note: row.note,
    requestedAt: row.createdAt.toISOString(),
  };
}

/**
 * The team asks its booked helper to move a rained-out game (decision 0045). The new time is read
 * in the venue's zone like a posted job's, and must not have started; the job keeps its old time
 * until the helper answers. The helper hears by a message in the job's conversation.
 */
/**
 * Enqueues what follows an answer (job-reschedule-follow-up.ts) inside the answer's transaction, so
 * the follow-up exists exactly when the change does.
 */
export type SendFollowUp = (tx: DbOrTx, work: RescheduleFollowUp) => Promise<void>;

const noticeRef = (notice: Message | null) => (notice ? { id: notice.id, senderId: notice.senderId } : null);

export async function proposeReschedule(
  db: Db,
  user: UserRow,
  jobId: number,
  body: RescheduleBody,
  now: Date,
  followUp: SendFollowUp,
): Promise<Message | null> {
  return db.transaction(async (tx) => {
    const job = await lockOwnedJobFor(tx, user, jobId, 'reschedule');
    // A game that has ended is completed or reported, never moved (BOOKING_RULES.reschedule).
    requireBookingEffect(job, 'reschedule', now);
    if (body.jobDate < todayIn(job.timeZone, now))
      throw badRequest(RESCHEDULE_MESSAGES.pastDate, 'past_date');
    if (jobStartsAt(body.jobDate, body.startTime, job.timeZone) <= now)
      throw badRequest(RESCHEDULE_MESSAGES.startPassed, 'past_date');
    if (body.jobDate === job.jobDate && body.startTime === job.startTime && body.endTime === job.endTime)
      throw badRequest(RESCHEDULE_MESSAGES.unchanged, 'reschedule_unchanged');
    const note = body.note || null;
    await tx.insert(jobReschedules).values({
      jobId,
      requestedBy: user.id,
      fromDate: job.jobDate,
      fromStartTime: job.startTime,
      fromEndTime: job.endTime,
      jobDate: body.jobDate,
      startTime: body.startTime,
      endTime: body.endTime,
      note,
    });
    await tx.update(jobs).set({ status: JOB_TRANSITIONS.reschedule.to }).where(eq(jobs.id, jobId));
    const notice = await messageBookedHelper(
      tx,
      user,
      job,
      `Rain-out: can we move "${job.title}" from ${at(job)} to ${at(body)}? ` +
        `Please accept or decline the new time on the job page.${note ? ` Note: ${note}` : ''}`,
    );
    await followUp(tx, {
      jobId,
      answer: 'propose',
      notice: noticeRef(notice),
      replacedHold: null,
      standbyIds: [],
    });
    return notice;
  });
}

/** The team takes its proposal back: the game stays booked at its old time. */
export async function withdrawReschedule(
  db: Db,
  user: UserRow,
  jobId: number,
  now: Date,
  followUp: SendFollowUp,
): Promise<Message | null> {
  return db.transaction(async (tx) => {
    const job = await lockOwnedJobFor(tx, user, jobId, 'withdrawReschedule');
    await tx
      .update(jobReschedules)
      .set({ outcome: 'withdrawn', decidedAt: now })
      .where(and(eq(jobReschedules.jobId, jobId), isNull(jobReschedules.outcome)));
    await tx.update(jobs).set({ status: JOB_TRANSITIONS.withdrawReschedule.to }).where(eq(jobs.id, jobId));
    const notice = await messageBookedHelper(
      tx,
      user,
      job,
      `Never mind the new time: "${job.title}" stays on ${at(job)}.`,
    );
    await followUp(tx, {
      jobId,
      answer: 'withdraw',
      notice: noticeRef(notice),
      replacedHold: null,
      standbyIds: [],
    });
    return notice;
  });
}

export interface RescheduleAnswer {
  notice: Message | null;
  /** Decline: the applicants back on the job (standby) and the helper's own, now rejected. */
  standbyIds: number[];
  /** A placed hold the move replaced, to cancel at the provider once committed. */
  replacedHold: ReplacedHold | null;
}

/**
 * The booked helper's answer, in one transaction that starts by locking the job's row, so two
 * answers (or an answer and the team's cancel) serialize: the second finds the job no longer
 * 'rescheduling' and is refused. Either way the job moves to the new time; accepted, the helper
 * stays booked (their other bookings and a minor's latest end checked as at booking); declined, the
 * job is open again to the applicants the accept had turned away. An accepted move takes the card
 * guarantee along in the same transaction (the `guarantee` port, which payments implements).
 */
export async function answerReschedule(
  db: Db,
  user: UserRow,
  jobId: number,
  answer: 'accept' | 'decline',
  minorLatestEnd: string,
  now: Date,
  followUp: SendFollowUp,
  guarantee: Pick<BookingGuarantee, 'moveGuarantee'>,
): Promise<RescheduleAnswer> {
  const action = answer === 'accept' ? 'acceptReschedule' : 'declineReschedule';
  return db.transaction(async (tx) => {
    const row = await lockJobWithOwner(tx, jobId);
    const { job } = row;
    const refusal = conflict(transitionRefusal(action, job.status), 'invalid_transition');
    if ((await bookedUserId(tx, job)) !== user.id) {
      // The job's own people (a helper who just declined, a second tab) hear why it is too late.
      const late = !canTransition(action, job.status) && (await isParty(tx, row.ownerId, user, jobId));
      throw late ? refusal : forbidden(RESCHEDULE_MESSAGES.notBookedHelper, 'not_booked_helper');
    }
    const proposal = await openProposal(tx, jobId);
    if (!canTransition(action, job.status) || !proposal) throw refusal;

    const minutes = durationMinutes(proposal.startTime, proposal.endTime);
    const moved = {
      jobDate: proposal.jobDate,
      startTime: proposal.startTime,
      endTime: proposal.endTime,
      durationMinutes: minutes,
      totalPayCents: totalPayCents(minutes, job.hourlyRateCents),
    };
    if (answer === 'accept') {
      if (jobStartsAt(moved.jobDate, moved.startTime, job.timeZone) <= now)
        throw conflict(RESCHEDULE_MESSAGES.startPassed, 'game_started');
      if ((await isMinor(tx, user)) && endsTooLateForMinor(moved, minorLatestEnd))
        throw conflict(
          GUARDIAN_MESSAGES.lateGame.replace('{time}', clockLabel(minorLatestEnd)),
          'minor_late_game',
        );
      const booked = await tx
        .select({ jobDate: jobs.jobDate, startTime: jobs.startTime, durationMinutes: jobs.durationMinutes })
        .from(jobs)
        .where(
          and(
            eq(jobs.helperId, job.helperId!),
            inArray(jobs.status, [...BOOKED_STATUSES]),
            ne(jobs.id, job.id),
          ),
        );
      if (booked.some((other) => jobsOverlap(other, moved)))
        throw conflict(JOB_MESSAGES.overlap, 'helper_overlap');
    }

    await tx
      .update(jobReschedules)
      .set({ outcome: answer === 'accept' ? 'accepted' : 'declined', decidedAt: now })
      .where(eq(jobReschedules.id, proposal.id));
    const [updated] = await tx
      .update(jobs)
      .set({
        ...moved,
        status: JOB_TRANSITIONS[action].to,
        ...(answer === 'decline' ? { helperId: null } : {}),
      })
      .where(eq(jobs.id, jobId))
      .returning();

    let standbyIds: number[] = [];
    let replacedHold: ReplacedHold | null = null;
    if (answer === 'accept') replacedHold = await guarantee.moveGuarantee(tx, updated!, now);
    else ({ standbyIds } = await returnToStandby(tx, jobId, job.helperId!));

    const content =
      answer === 'accept'
        ? `I can make the new time: "${job.title}" is now on ${at(moved)}. See you there!`
        : `Sorry, I can't make the new time (${at(moved)}) for "${job.title}". ` +
          `The job is open again${standbyIds.length ? ' and your standby applicants are back under Manage Applications' : ''}.`;
    const notice = await insertMessage(tx, {
      senderId: user.id,
      recipientId: row.ownerId,
      jobId,
      subject: null,
      content,
    });
    await followUp(tx, {
      jobId,
      answer,
      notice: noticeRef(notice),
      replacedHold,
      standbyIds,
    });
    return { notice, standbyIds, replacedHold };
  });
}
