/**
 * The offered helper's side of a standby offer (decision 0051): the open offers, Accept (booked
 * exactly as the team's accept books, through `bookLocked`) and Decline (the job goes to the next).
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import {
  canTransition,
  STANDBY_MESSAGES,
  transitionRefusal,
  type HelperStandbyOffer,
} from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { lockJobWithOwner } from '../../db/job-row-lock.js';
import { applications, helperProfiles, jobs, standbyOffers, teamProfiles } from '../../db/schema/index.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { UserRow } from '../../plugins/session.js';
import { refuseMinorBooking } from '../guardians/guardian-state.js';
import { bookLocked } from './applications.service.js';
import { refuseStreamingBookingWithoutConsent } from './booking-refusals.js';
import { offerNext, type OfferDeps } from './standby-offers.service.js';

const offerView = (db: Db) =>
  db
    .select({
      id: standbyOffers.id,
      jobId: standbyOffers.jobId,
      status: standbyOffers.status,
      expiresAt: standbyOffers.expiresAt,
      applicationId: standbyOffers.applicationId,
      helperUserId: helperProfiles.userId,
      ownerId: teamProfiles.userId,
      job: {
        title: jobs.title,
        jobDate: jobs.jobDate,
        startTime: jobs.startTime,
        endTime: jobs.endTime,
        location: jobs.location,
        timeZone: jobs.timeZone,
        totalPay: jobs.totalPayCents,
        teamName: teamProfiles.teamName,
        status: jobs.status,
        paysByCard: jobs.paysByCard,
      },
    })
    .from(standbyOffers)
    .innerJoin(applications, eq(applications.id, standbyOffers.applicationId))
    .innerJoin(helperProfiles, eq(helperProfiles.id, applications.helperId))
    .innerJoin(jobs, eq(jobs.id, standbyOffers.jobId))
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId));

type OfferRow = Awaited<ReturnType<ReturnType<typeof offerView>['where']>>[number];

const toView = (row: OfferRow): HelperStandbyOffer => ({
  id: row.id,
  jobId: row.jobId,
  status: row.status,
  expiresAt: row.expiresAt.toISOString(),
  job: {
    title: row.job.title,
    jobDate: row.job.jobDate,
    startTime: row.job.startTime,
    endTime: row.job.endTime,
    location: row.job.location,
    timeZone: row.job.timeZone,
    totalPay: row.job.totalPay,
    teamName: row.job.teamName,
  },
});

/** The offer, only for the helper it was made to. */
async function offerFor(db: Db, user: UserRow, offerId: number): Promise<OfferRow> {
  const [row] = await offerView(db).where(eq(standbyOffers.id, offerId));
  if (!row) throw notFound(STANDBY_MESSAGES.notFound, 'standby_offer_not_found');
  if (row.helperUserId !== user.id) throw forbidden(STANDBY_MESSAGES.notYours, 'not_offered_helper');
  return row;
}

const closedRefusal = (status: string) =>
  status === 'expired'
    ? conflict(STANDBY_MESSAGES.expired, 'standby_offer_expired')
    : conflict(STANDBY_MESSAGES.closed, 'standby_offer_closed');

/** GET /api/users/me/standby-offers: the signed-in helper's open offers, soonest deadline first. */
export async function myStandbyOffers(db: Db, user: UserRow, now: Date): Promise<HelperStandbyOffer[]> {
  const rows = await offerView(db)
    .where(
      and(
        eq(helperProfiles.userId, user.id),
        eq(standbyOffers.status, 'open'),
        gt(standbyOffers.expiresAt, now),
        eq(jobs.status, 'open'),
      ),
    )
    .orderBy(asc(standbyOffers.expiresAt));
  return rows.map(toView);
}

/**
 * Accept: the team's accept, with the team's saved card for a card job. Checked first as the
 * team's accept is (a teen's rules, a streamed game's consent); then one transaction that locks
 * the job's row and then the offer's: an offer past its deadline is refused even before the sweep
 * has closed it, and of two accepts (two devices, or the team booking someone at that moment) the
 * second finds the offer closed or the job assigned.
 */
export async function acceptStandbyOffer(
  deps: OfferDeps,
  user: UserRow,
  offerId: number,
  now: Date,
): Promise<{ offer: HelperStandbyOffer; jobId: number; applicationId: number; rejectedIds: number[] }> {
  const { db } = deps;
  const row = await offerFor(db, user, offerId);
  if (row.status !== 'open') throw closedRefusal(row.status);
  await refuseMinorBooking(db, row.applicationId, deps.config.minorLatestEnd);
  await refuseStreamingBookingWithoutConsent(db, row.applicationId);
  const card = row.job.paysByCard
    ? await deps.bookingGuarantee.lastSavedCard(db, row.jobId, row.ownerId)
    : undefined;
  const rejectedIds = await db.transaction(async (tx) => {
    const { job } = await lockJobWithOwner(tx, row.jobId);
    const [offer] = await tx.select().from(standbyOffers).where(eq(standbyOffers.id, offerId)).for('update');
    if (!offer || offer.status !== 'open') throw closedRefusal(offer?.status ?? 'withdrawn');
    if (offer.expiresAt.getTime() <= now.getTime()) throw closedRefusal('expired');
    if (!canTransition('accept', job.status))
      throw conflict(transitionRefusal('accept', job.status), 'invalid_transition');
    await tx
      .update(standbyOffers)
      .set({ status: 'accepted', closedAt: now })
      .where(eq(standbyOffers.id, offerId));
    const [application] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, offer.applicationId));
    return bookLocked(tx, deps.bookingGuarantee, job, application!, row.ownerId, card, now);
  });
  const [after] = await offerView(db).where(eq(standbyOffers.id, offerId));
  return { offer: toView(after!), jobId: row.jobId, applicationId: row.applicationId, rejectedIds };
}

/** Decline: the offer closes and the job goes to the next standby applicant in rank. */
export async function declineStandbyOffer(
  deps: OfferDeps,
  user: UserRow,
  offerId: number,
  now: Date,
): Promise<HelperStandbyOffer> {
  const row = await offerFor(deps.db, user, offerId);
  const [closed] = await deps.db
    .update(standbyOffers)
    .set({ status: 'declined', closedAt: now })
    .where(and(eq(standbyOffers.id, offerId), eq(standbyOffers.status, 'open')))
    .returning({ id: standbyOffers.id });
  if (!closed) throw closedRefusal(row.status);
  await offerNext(deps, row.jobId, now);
  return { ...toView(row), status: 'declined' };
}
