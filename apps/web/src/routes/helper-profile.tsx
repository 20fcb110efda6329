import type { QueryClient } from '@tanstack/react-query';
import type { PageReads } from '@sideline/shared';
import { seedReviewsAbout } from '@/features/reviews/api/review-queries';
import { seedPassport } from '@/features/safety/api/safety-api';
import { seedHelper } from '@/features/talent/api/helpers-api';
import { parseRouteId } from '@/lib/route-id';
import { seeded, seededPage } from '@/lib/seeded-route';
import { Component as HelperProfilePage } from '@/pages/talent/helper-profile-page';

/** The profile, then its reviews: they are about the helper's user, whose id the profile gives. */
async function seedProfile(client: QueryClient, id: number, reads: PageReads): Promise<void> {
  const wire = await reads.helperProfile(id);
  if (wire === null) return;
  const profile = seedHelper(client, id, wire);
  if (!profile) return;
  await seedReviewsAbout(client, reads, profile.userId, 'helper');
}

/**
 * A helper's public page: the profile and reviews beside the safety passport, read in parallel. No
 * such helper: nothing seeded, and the page finds out as it does in the browser.
 */
export const loader = seeded(async (client, { context, params }) => {
  const id = parseRouteId(params.id);
  if (id === null) return;
  const [, passport] = await Promise.all([
    seedProfile(client, id, context.reads),
    context.reads.helperPassport(id),
  ]);
  if (passport !== null) seedPassport(client, id, passport);
});

export default seededPage(HelperProfilePage);
