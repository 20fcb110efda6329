import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { readStoredUser } from '@/lib/session/stored-user';
import { useAuth } from '@/lib/session/use-auth';

/**
 * Only a signed-in user's dashboard needs the role dashboards (the admin console, the director's
 * and team's lists, the helper's cards: most of this route's code). The router loads this page with
 * the dashboard frame, also for a signed-out visitor who gets the sign-up screen instead, so the
 * dashboards load here, once there is a user to show them to.
 */
const loadDashboardHome = () => import('./home/dashboard-home');
const DashboardHome = lazy(() => loadDashboardHome().then((m) => ({ default: m.DashboardHome })));

// Someone was signed in on this device: fetch the dashboards now, alongside the session check that
// the frame waits for, rather than one round trip after it.
if (readStoredUser()) void loadDashboardHome();

export function Component() {
  const { user } = useAuth();
  // The layout only renders this page for a signed-in user.
  if (!user) return null;
  return (
    <Suspense fallback={<PageSpinner label="Loading your dashboard" />}>
      <DashboardHome />
    </Suspense>
  );
}
