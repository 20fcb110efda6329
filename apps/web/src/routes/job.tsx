import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import type { PageLoadContext } from '@sideline/shared';
import { seedJob } from '@/features/jobs/api/job-parse';
import { parseRouteId } from '@/lib/route-id';
import { Component as JobPage } from '@/pages/jobs/job-detail-page';

/** The job as the viewer may see it (null: no such job, and the page says so). */
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
    if (job !== null) seedJob(client, id, job);
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
