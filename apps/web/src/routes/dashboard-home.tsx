import { Suspense } from 'react';
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { isHelperRole, isTeamRole } from '@sideline/shared';
import { seeded } from '@/lib/seeded-route';
import { asUser, readStoredUser } from '@/lib/session/stored-user';
import { useAuth } from '@/lib/session/use-auth';
import { seedSiteConfig } from '@/lib/site-config';
import { seedNotificationPreferences } from '@/pages/dashboard/home/api/account-settings-api';
import { seedCalendarFeed } from '@/pages/dashboard/home/api/calendar-api';
import { ROLE_HOMES } from '@/pages/dashboard/home/dashboard-home-parts';
import { seedTeamArea } from '@/pages/dashboard/my-jobs/seed-team-area';
import { Component as DashboardNotFound } from '@/pages/dashboard/dashboard-not-found-page';

/**
 * A signed-in user's dashboard, read in-process and in parallel into the page's query cache: the
 * team's profile, jobs and applications, and the account cards every role shows. Signed out there
 * is nothing to read: the frame shows the sign-up screen instead. The viewer's role dashboard (a
 * chunk of its own) loads beside the reads, so the server renders it in the first pass.
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
    isTeamRole(user.role) ? seedTeamArea(client, user, reads) : null,
    ROLE_HOMES[user.role]?.load(),
  ]);
  seedNotificationPreferences(client, user.id, preferences);
  seedSiteConfig(client, config);
  if (calendar !== null) seedCalendarFeed(client, calendar);
});

/**
 * A navigation in the browser: the role's dashboard is fetched with the page's data (the role the
 * device last signed in with; if that was someone else, the page's Suspense fallback covers it).
 * Not run at hydration: the document named the chunk, and React keeps the server's HTML until it is in.
 */
export async function clientLoader({
  serverLoader,
}: {
  serverLoader: () => Promise<DehydratedState>;
}): Promise<DehydratedState> {
  const role = readStoredUser()?.role;
  const [state] = await Promise.all([serverLoader(), role ? ROLE_HOMES[role]?.load() : null]);
  return state;
}

export default function Dashboard() {
  const state = useLoaderData<DehydratedState>();
  const { user } = useAuth();
  // The layout only renders this page for a signed-in user.
  if (!user) return null;
  const home = ROLE_HOMES[user.role];
  if (!home) return <DashboardNotFound />;
  home.preload();
  return (
    <HydrationBoundary state={state}>
      <Suspense fallback={<PageSpinner label="Loading your dashboard" />}>
        <home.Home user={user} />
      </Suspense>
    </HydrationBoundary>
  );
}
