import { applicantScore, gameInterval, rankApplications, type Application } from '@sideline/shared';
import type { Db } from '../../db/client.js';
import { fitKey, fitsFor } from '../availability/availability-fits.js';

/**
 * The team's view of its applicants (decision 25): each scored by the stated formula, marked
 * "Available" when the game fits the helper's availability (issue 55), and, once a job's window has
 * closed, the ones it gathered placed best first, those available ahead. Reads the reliability
 * already attached to each applicant; availability is one batch of queries for the whole list.
 */
export async function rankForTeam(db: Db, list: readonly Application[], now: Date): Promise<Application[]> {
  const games = list.map((a) => {
    const { start, end } = gameInterval(a.job, a.job.timeZone);
    return { userId: a.helper.userId, jobId: a.jobId, startsAt: start, endsAt: end };
  });
  const fits = await fitsFor(db, games);
  const scored = list.map((application) => ({
    ...application,
    available: fits.get(fitKey(application.helper.userId, application.jobId))?.fits ?? true,
    score: applicantScore({
      avgRating: application.helper.avgRating,
      totalReviews: application.helper.totalReviews,
      reliability: application.helper.reliability,
      distanceMiles: application.distanceMiles,
      proposedRateCents: application.proposedRate,
      offeredRateCents: application.job.hourlyRate,
    }),
  }));
  return rankApplications(scored, now);
}
