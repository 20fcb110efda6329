import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { standbyOffers } from '../../db/schema/index.js';

export type StandbyOfferRow = typeof standbyOffers.$inferSelect;

/**
 * Ends the job's open standby offer, if any (the team booked someone, turned offers off, or the job
 * is no longer open). Run inside the caller's transaction, with the job's row locked.
 */
export async function withdrawOpenOffer(tx: DbOrTx, jobId: number, now: Date): Promise<number[]> {
  const rows = await tx
    .update(standbyOffers)
    .set({ status: 'withdrawn', closedAt: now })
    .where(and(eq(standbyOffers.jobId, jobId), eq(standbyOffers.status, 'open')))
    .returning({ id: standbyOffers.id });
  return rows.map((r) => r.id);
}

/** The job's open offer, if any. */
export async function openOfferOf(db: DbOrTx, jobId: number): Promise<StandbyOfferRow | undefined> {
  const [row] = await db
    .select()
    .from(standbyOffers)
    .where(and(eq(standbyOffers.jobId, jobId), eq(standbyOffers.status, 'open')));
  return row;
}

/**
 * Applications this job was offered to that are done with: declined, lapsed or taken. A withdrawn
 * offer (the team booked someone else, or paused offers) does not count against the helper.
 */
export async function alreadyOffered(db: DbOrTx, jobId: number): Promise<Set<number>> {
  const rows = await db
    .select({ applicationId: standbyOffers.applicationId })
    .from(standbyOffers)
    .where(
      and(eq(standbyOffers.jobId, jobId), inArray(standbyOffers.status, ['declined', 'expired', 'accepted'])),
    );
  return new Set(rows.map((r) => r.applicationId));
}

/**
 * Ends the open offer made to this application (the team rejected the applicant holding it), so the
 * job moves to the next in rank now rather than at the offer's deadline. Answers the job, if ended.
 */
export async function withdrawOfferTo(db: DbOrTx, applicationId: number, now: Date): Promise<number | null> {
  const [row] = await db
    .update(standbyOffers)
    .set({ status: 'withdrawn', closedAt: now })
    .where(and(eq(standbyOffers.applicationId, applicationId), eq(standbyOffers.status, 'open')))
    .returning({ jobId: standbyOffers.jobId });
  return row?.jobId ?? null;
}
