import { isTeamRole } from '@sideline/shared';
import { seedSafetyDefaults } from '@/features/jobs/safety-requirement-fields';
import { seeded, seededPage } from '@/lib/seeded-route';
import { asUser } from '@/lib/session/stored-user';
import { seedSiteConfig } from '@/lib/site-config';
import { Component as PostJobPage } from '@/pages/jobs/post-job-page';

/**
 * Post a Job: the form needs the viewer (the root loader's), whether cards are offered and the
 * team's default safety requirements, read in parallel. Signed out, or without a team role, the
 * page says why it cannot post, as it does in the browser, and needs nothing more.
 */
export const loader = seeded(async (client, { context }) => {
  const user = asUser(context.viewer);
  if (!user || !isTeamRole(user.role)) return;
  const [config, defaults] = await Promise.all([context.reads.siteConfig(), context.reads.safetyDefaults()]);
  seedSiteConfig(client, config);
  if (defaults !== null) seedSafetyDefaults(client, defaults);
});

export default seededPage(PostJobPage);
