import type { QueryClient } from '@tanstack/react-query';
import { isHelperRole, isTeamRole, type PageReads, type User } from '@sideline/shared';
import { seedTeamApplications } from '@/features/applications/api/queries';
import { seedTeamJobs } from '@/features/jobs/api/queries';
import { seedTeamProfileByUser } from '@/lib/profiles/use-team-profile';
import { seeded, seededPage } from '@/lib/seeded-route';
import { asUser } from '@/lib/session/stored-user';
import { seedSiteConfig } from '@/lib/site-config';
import { seedNotificationPreferences } from '@/pages/dashboard/home/api/account-settings-api';
import { seedCalendarFeed } from '@/pages/dashboard/home/api/calendar-api';
import { DashboardHome } from '@/pages/dashboard/home/dashboard-home';

/** The team's part: its profile first (everything else is keyed by its id), then jobs and applications together. */
async function seedTeam(client: QueryClient, user: User, reads: PageReads): Promise<void> {
  const team = seedTeamProfileByUser(client, user.id, await reads.teamProfileByUser(user.id));
  if (!team) return;
  const [jobs, applications] = await Promise.all([reads.teamJobs(team.id), reads.teamApplications(team.id)]);
  seedTeamJobs(client, team.id, jobs);
  seedTeamApplications(client, team.id, applications);
}

/**
 * A signed-in user's dashboard, read in-process and in parallel into the page's query cache: the
 * team's profile, jobs and applications, and the account cards every role shows. Signed out there
 * is nothing to read: the frame shows the sign-up screen instead.
 */
export const loader = seeded(async (client, { context }) => {
  const user = asUser(context.viewer);
  if (!user) return;
  const { reads } = context;
  const showsCalendar = isTeamRole(user.role) || isHelperRole(user.role);
  const [preferences, config, calendar] = await Promise.all([
    reads.notificationPreferences(user.id),
    reads.siteConfig(),
    showsCalendar ? reads.calendarFeed() : null,
    isTeamRole(user.role) ? seedTeam(client, user, reads) : null,
  ]);
  seedNotificationPreferences(client, user.id, preferences);
  seedSiteConfig(client, config);
  if (calendar !== null) seedCalendarFeed(client, calendar);
});

export default seededPage(DashboardHome);
