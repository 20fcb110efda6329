import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import type { JobDetail, PageLoadContext } from '@sideline/shared';
import { seedJob } from '@/features/jobs/api/job-parse';
import { parseRouteId } from '@/lib/route-id';
import { Component as JobPage } from '@/pages/jobs/job-detail-page';
import { isParty, partyParts } from '@/pages/jobs/job-detail/job-party-parts';

/**
 * The job as the viewer may see it (null: no such job, and the page says so). For a party to the
 * job, its panels' chunk is loaded too, so the server renders them in the first pass.
 */
export async function loader({
  context,
  params,
}: {
  context: PageLoadContext;
  params: { id?: string };
}): Promise<DehydratedState> {
  const client = new QueryClient();
  const id = parseRouteId(params.id);
  if (id !== null) {
    const job = await context.reads.jobDetail(id);
    if (job !== null) {
      const detail = seedJob(client, id, job) as JobDetail | undefined;
      if (detail && isParty(detail.viewer)) await partyParts.load();
    }
  }
  return dehydrate(client);
}

export default function Job() {
  return (
    <HydrationBoundary state={useLoaderData<typeof loader>()}>
      <JobPage />
    </HydrationBoundary>
  );
}
