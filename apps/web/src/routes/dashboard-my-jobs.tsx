import { isTeamRole } from '@sideline/shared';
import { seeded, seededPage } from '@/lib/seeded-route';
import { asUser } from '@/lib/session/stored-user';
import { seedTeamArea } from '@/pages/dashboard/my-jobs/seed-team-area';
import { Component as MyJobsPage } from '@/pages/dashboard/my-jobs-page';

/** My Jobs (and its older address, /dashboard/jobs): the team's jobs and their applications. */
export const loader = seeded(async (client, { context }) => {
  const user = asUser(context.viewer);
  if (user && isTeamRole(user.role)) await seedTeamArea(client, user, context.reads);
});

export default seededPage(MyJobsPage);
