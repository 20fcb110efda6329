import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import type { PageLoadContext } from '@sideline/shared';
import type { DocumentHandle } from '@/app/document-scripts';
import { seedJobPreview } from '@/features/jobs/api/job-parse';
import { seedFeaturedHelpers } from '@/features/talent/api/featured-helpers-parse';
import { Component as HomePage } from '@/pages/home/home-page';

export const handle: DocumentHandle = { documentOnly: true };

/** The home page's two lists, read in-process and in parallel, in the page's query cache. */
export async function loader({ context }: { context: PageLoadContext }): Promise<DehydratedState> {
  const client = new QueryClient();
  const [preview, featured] = await Promise.all([
    context.reads.homePreview(),
    context.reads.featuredHelpers(),
  ]);
  if (preview !== null) seedJobPreview(client, preview);
  if (featured !== null) seedFeaturedHelpers(client, featured);
  return dehydrate(client);
}

export default function Home() {
  return (
    <HydrationBoundary state={useLoaderData<typeof loader>()}>
      <HomePage />
    </HydrationBoundary>
  );
}
