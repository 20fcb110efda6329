import type { DocumentHandle } from '@/app/document-scripts';
import { seedJobPreview } from '@/features/jobs/api/job-parse';
import { seedFeaturedHelpers } from '@/features/talent/api/featured-helpers-parse';
import { seeded, seededPage } from '@/lib/seeded-route';
import { Component as HomePage } from '@/pages/home/home-page';

export const handle: DocumentHandle = { documentOnly: true };

/** The home page's two lists, read in-process and in parallel, in the page's query cache. */
export const loader = seeded(async (client, { context }) => {
  const [preview, featured] = await Promise.all([
    context.reads.homePreview(),
    context.reads.featuredHelpers(),
  ]);
  if (preview !== null) seedJobPreview(client, preview);
  if (featured !== null) seedFeaturedHelpers(client, featured);
});

/** A gig chip only changes the address's query: the lists the page has are the ones it filters. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
  defaultShouldRevalidate: boolean;
}): boolean {
  if (formMethod === undefined && currentUrl.pathname === nextUrl.pathname) return false;
  return defaultShouldRevalidate;
}

export default seededPage(HomePage);
