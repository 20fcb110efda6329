import { applicantScore, rankApplications, type Application } from '@sideline/shared';

/**
 * The team's view of its applicants (decision 25): each scored by the stated formula and, once a
 * job's window has closed, the ones it gathered placed best first. Reads the reliability already
 * attached to each applicant, so it costs no query of its own.
 */
export function rankForTeam(list: readonly Application[], now: Date): Application[] {
  const scored = list.map((application) => ({
    ...application,
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
