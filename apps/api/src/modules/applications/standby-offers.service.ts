/**
 * Standby offers (issue 55, decision 0051): with the team's opt-in, a job whose booking ended early
 * is offered to its standby applicants one at a time, in the ranked order of the one-tap suggestion,
 * each with a deadline (`standbyOfferDeadline`). A decline or a lapse moves to the next; when nobody
 * is left the team is told and the job stays open. The team may book someone itself or turn offers
 * off at any time, which withdraws the open offer.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import { JOB_MESSAGES, jobStartsAt, standbyOfferDeadline, type TeamStandbyOffers } from '@sideline/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { lockJobWithOwner } from '../../db/job-row-lock.js';
import {
  applications,
  helperProfiles,
  jobs,
  standbyOffers,
  teamProfiles,
  users,
} from '../../db/schema/index.js';
import type { BookingGuarantee } from '../../lib/booking-guarantee.js';
import type { PublishesEvents, StandbyOffered } from '../../lib/domain-events.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { firstBookable, rankedStandby } from './restaffing.service.js';
import { alreadyOffered, openOfferOf, withdrawOpenOffer } from './standby-offer-rows.js';

export type OfferDeps = PublishesEvents & {
  db: Db;
  config: Pick<Config, 'minorLatestEnd'>;
  bookingGuarantee: Pick<BookingGuarantee, 'takesCards' | 'lastSavedCard' | 'guaranteeBooking'>;
};

/**
 * Offers the job to its best standby applicant not yet offered it, if the team opted in, the job is
 * open after a booking and no offer is open. The candidate is chosen before the transaction (ranking
 * reads many rows); the transaction locks the job, checks again, and the one-open-offer index
 * settles two callers racing. `announceExhausted`: tell the team when nobody is left (after a
 * decline or a lapse; a booking's own notice says it when nobody could be offered at all).
 */
export async function offerNext(
  deps: OfferDeps,
  jobId: number,
  now: Date,
  announceExhausted = true,
): Promise<StandbyOffered | null> {
  const { db } = deps;
  const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  if (!job?.standbyOffers || job.status !== 'open' || job.assignedAt === null) return null;
  if (await openOfferOf(db, jobId)) return null;
  const deadline = standbyOfferDeadline(now, jobStartsAt(job.jobDate, job.startTime, job.timeZone));
  const ranked = deadline ? await rankedStandby(db, jobId, now) : [];
  // A card job books on the team's saved card: only a helper who can take card payments.
  const takesCards = async (helperUserId: number) =>
    !job.paysByCard || (await deps.bookingGuarantee.takesCards(helperUserId));
  const candidate = await firstBookable(
    db,
    ranked,
    deps.config.minorLatestEnd,
    await alreadyOffered(db, jobId),
    takesCards,
  );

  const made = await db.transaction(async (tx) => {
    const { job: locked } = await lockJobWithOwner(tx, jobId);
    if (!locked.standbyOffers || locked.status !== 'open') return 'off' as const;
    if (!candidate || !deadline) return 'exhausted' as const;
    const [row] = await tx
      .insert(standbyOffers)
      .values({ jobId, applicationId: candidate.applicationId, offeredAt: now, expiresAt: deadline })
      .onConflictDoNothing()
      .returning({ id: standbyOffers.id });
    return row ? { offerId: row.id, name: candidate.name, expiresAt: deadline } : ('off' as const);
  });
  if (made === 'off') return null;
  if (made === 'exhausted') {
    if (announceExhausted) await deps.domainEvents.publish({ type: 'standby-offers.exhausted', jobId });
    return null;
  }
  await deps.domainEvents.publish({ type: 'standby-offer.made', offerId: made.offerId });
  return made;
}

/** The durable sweep: every open offer past its deadline lapses, and the job goes to the next in rank. */
export async function expireStandbyOffers(deps: OfferDeps, now: Date): Promise<number> {
  const lapsed = await deps.db
    .update(standbyOffers)
    .set({ status: 'expired', closedAt: now })
    .where(and(eq(standbyOffers.status, 'open'), lte(standbyOffers.expiresAt, now)))
    .returning({ jobId: standbyOffers.jobId });
  for (const { jobId } of lapsed) await offerNext(deps, jobId, now);
  return lapsed.length;
}

async function ownedJob(db: Db, user: UserRow, jobId: number) {
  const [row] = await db
    .select({ job: jobs, ownerId: teamProfiles.userId })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .where(eq(jobs.id, jobId));
  if (!row) throw notFound(JOB_MESSAGES.notFound, 'job_not_found');
  if (row.ownerId !== user.id) throw forbidden(JOB_MESSAGES.notOwner, 'not_owner');
  return row.job;
}

/** GET /api/jobs/:id/standby-offers: the team's setting and who holds the open offer until when. */
export async function teamStandbyOffers(db: Db, user: UserRow, jobId: number): Promise<TeamStandbyOffers> {
  const job = await ownedJob(db, user, jobId);
  const [open] = await db
    .select({
      id: standbyOffers.id,
      expiresAt: standbyOffers.expiresAt,
      first: users.firstName,
      last: users.lastName,
    })
    .from(standbyOffers)
    .innerJoin(applications, eq(applications.id, standbyOffers.applicationId))
    .innerJoin(helperProfiles, eq(helperProfiles.id, applications.helperId))
    .innerJoin(users, eq(users.id, helperProfiles.userId))
    .where(and(eq(standbyOffers.jobId, jobId), eq(standbyOffers.status, 'open')));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(standbyOffers)
    .where(and(eq(standbyOffers.jobId, jobId), sql`${standbyOffers.status} <> 'withdrawn'`));
  const offeredCount = count?.n ?? 0;
  return {
    enabled: job.standbyOffers,
    offer: open
      ? { id: open.id, helperName: `${open.first} ${open.last}`, expiresAt: open.expiresAt.toISOString() }
      : null,
    offeredCount,
    exhausted:
      job.standbyOffers && job.status === 'open' && job.assignedAt !== null && !open && offeredCount > 0,
  };
}

/**
 * PUT /api/jobs/:id/standby-offers: the team turns offers on or off. Off withdraws the open offer
 * in the same transaction; on, for a job already open after a booking, offers it at once.
 */
export async function setStandbyOffers(
  deps: OfferDeps,
  user: UserRow,
  jobId: number,
  enabled: boolean,
  now: Date,
): Promise<TeamStandbyOffers> {
  await ownedJob(deps.db, user, jobId);
  await deps.db.transaction(async (tx) => {
    await lockJobWithOwner(tx, jobId);
    await tx.update(jobs).set({ standbyOffers: enabled }).where(eq(jobs.id, jobId));
    if (!enabled) await withdrawOpenOffer(tx, jobId, now);
  });
  if (enabled) await offerNext(deps, jobId, now, false);
  return teamStandbyOffers(deps.db, user, jobId);
}
