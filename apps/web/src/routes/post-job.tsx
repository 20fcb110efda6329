import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { isTeamRole, type PageLoadContext } from '@sideline/shared';
import { asUser } from '@/lib/session/stored-user';
import { seedSiteConfig } from '@/lib/site-config';
import { Component as PostJobPage } from '@/pages/jobs/post-job-page';

/**
 * Post a Job: the form needs only the viewer (the root loader's) and whether cards are offered.
 * Signed out, or without a team role, the page says why it cannot post, as it does in the browser.
 */
export async function loader({ context }: { context: PageLoadContext }): Promise<DehydratedState> {
  const client = new QueryClient();
  const user = asUser(context.viewer);
  if (user && isTeamRole(user.role)) seedSiteConfig(client, await context.reads.siteConfig());
  return dehydrate(client);
}

export default function PostJob() {
  return (
    <HydrationBoundary state={useLoaderData<typeof loader>()}>
      <PostJobPage />
    </HydrationBoundary>
  );
}
