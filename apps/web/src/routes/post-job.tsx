import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { isTeamRole, type PageLoadContext } from '@sideline/shared';
import { seedSafetyDefaults } from '@/features/jobs/safety-requirement-fields';
import { asUser } from '@/lib/session/stored-user';
import { seedSiteConfig } from '@/lib/site-config';
import { Component as PostJobPage } from '@/pages/jobs/post-job-page';

/**
 * Post a Job: the form needs the viewer (the root loader's), whether cards are offered and the
 * team's default safety requirements, read in parallel. Signed out, or without a team role, the
 * page says why it cannot post, as it does in the browser, and needs nothing more.
 */
export async function loader({ context }: { context: PageLoadContext }): Promise<DehydratedState> {
  const client = new QueryClient();
  const user = asUser(context.viewer);
  if (user && isTeamRole(user.role)) {
    const [config, defaults] = await Promise.all([
      context.reads.siteConfig(),
      context.reads.safetyDefaults(),
    ]);
    seedSiteConfig(client, config);
    if (defaults !== null) seedSafetyDefaults(client, defaults);
  }
  return dehydrate(client);
}

export default function PostJob() {
  return (
    <HydrationBoundary state={useLoaderData<typeof loader>()}>
      <PostJobPage />
    </HydrationBoundary>
  );
}
