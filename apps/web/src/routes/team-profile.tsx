import type { QueryClient } from '@tanstack/react-query';
import type { PageReads } from '@sideline/shared';
import { seedReviewsAbout } from '@/features/reviews/api/review-queries';
import { seedTeam, seedTeamOpenJobs } from '@/features/talent/api/teams-api';
import { parseRouteId } from '@/lib/route-id';
import { seeded, seededPage } from '@/lib/seeded-route';
import { Component as TeamProfilePage } from '@/pages/talent/team-profile-page';

/** The profile, then its reviews: they are about the team's owner, whose id the profile gives. */
async function seedProfile(client: QueryClient, id: number, reads: PageReads): Promise<void> {
  const wire = await reads.teamProfile(id);
  if (wire === null) return;
  const profile = seedTeam(client, id, wire);
  if (!profile) return;
  await seedReviewsAbout(client, reads, profile.userId, 'team');
}

/**
 * A team's public page: its profile and reviews beside its open jobs, read in parallel. The jobs'
 * times come out the same on both sides: the root gives the page the viewer's zone (decision 0054).
 * No such team: nothing seeded, and the page finds out as it does in the browser.
 */
export const loader = seeded(async (client, { context, params }) => {
  const id = parseRouteId(params.id);
  if (id === null) return;
  const [, jobs] = await Promise.all([
    seedProfile(client, id, context.reads),
    context.reads.teamOpenJobs(id),
  ]);
  if (jobs !== null) seedTeamOpenJobs(client, id, jobs);
});

export default seededPage(TeamProfilePage);
