import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { jobs, teamProfiles } from '../../db/schema/index.js';
import type { StandbyOffered } from '../../lib/domain-events.js';
import { nextBestAvailable, type RestaffNext } from './restaffing.service.js';
import { reopenToStandby } from './standby.service.js';
import type { OfferDeps } from './standby-offers.service.js';

export interface MissedFollowUp {
  /** The team's next best standby applicant, for "Book {name}" in the warning. */
  next: RestaffNext | null;
  /** With standby offers on: the job was reopened for the team and offered to this helper instead. */
  offered: StandbyOffered | null;
}

/**
 * What the 12-hour warning tells the team besides the missing answer (decision 0051). With the
 * team's standby offers on and someone to offer, the server does what the team opted into: the
 * reopen the team could do (same rules, as its owner), then the offer to the best standby
 * applicant. Otherwise it names that applicant, whom "Book {name}" reopens for and books.
 */
export async function followMissedReconfirmation(
  deps: OfferDeps,
  jobId: number,
  now: Date,
): Promise<MissedFollowUp> {
  const next = await nextBestAvailable(deps.db, jobId, now, deps.config.minorLatestEnd);
  const [job] = await ownerOf(deps.db, jobId);
  if (!job?.standbyOffers || !next) return { next, offered: null };
  const { offered } = await reopenToStandby(deps, { id: job.ownerId }, jobId, now);
  return {
    offered,
    next: offered ? null : await nextBestAvailable(deps.db, jobId, now, deps.config.minorLatestEnd),
  };
}

const ownerOf = (db: DbOrTx, jobId: number) =>
  db
    .select({ standbyOffers: jobs.standbyOffers, ownerId: teamProfiles.userId })
    .from(jobs)
    .innerJoin(teamProfiles, eq(teamProfiles.id, jobs.teamId))
    .where(eq(jobs.id, jobId));
