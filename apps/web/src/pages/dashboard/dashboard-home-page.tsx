import { lazy, Suspense } from 'react';
import { PageSpinner } from '@/components/ui/spinner';
import { renderedForSignedInUser } from '@/lib/route-prefetch';
import { readStoredUser } from '@/lib/session/stored-user';
import { useAuth } from '@/lib/session/use-auth';
import type * as DashboardHomeModule from './home/dashboard-home';

/**
 * Only a signed-in user's dashboard needs the role dashboards (the admin console, the director's
 * and team's lists, the helper's cards: most of this route's code). The router loads this page with
 * the dashboard frame, also for a signed-out visitor who gets the sign-up screen instead, so the
 * dashboards load here, once there is a user to show them to.
 */
let dashboards: typeof DashboardHomeModule | null = null;
const loadDashboardHome = () => import('./home/dashboard-home').then((module) => (dashboards = module));
const LazyDashboardHome = lazy(() => loadDashboardHome().then((m) => ({ default: m.DashboardHome })));

// Someone was signed in on this device: fetch the dashboards now, alongside the session check that
// the frame waits for, rather than one round trip after it.
if (readStoredUser() || renderedForSignedInUser()) void loadDashboardHome();

/**
 * The route's module for the router. On a dashboard the server rendered (decision 0037) the router
 * waits for the dashboards too, on the server and in the browser, so both render them without a
 * Suspense boundary and hydration takes the whole page in one pass: a part hydrated later would
 * still be the server's inert copy when the taps held before the app started are given back.
 */
export async function routeModule(): Promise<{ Component: typeof Component }> {
  if (renderedForSignedInUser()) await loadDashboardHome();
  return { Component };
}

export function Component() {
  const { user } = useAuth();
  // The layout only renders this page for a signed-in user.
  if (!user) return null;
  // Loaded already (always so on a page the server rendered): no Suspense boundary, whose content
  // React would hydrate in a later pass than the rest, after the held taps had been given back.
  if (dashboards) return <dashboards.DashboardHome />;
  return (
    <Suspense fallback={<PageSpinner label="Loading your dashboard" />}>
      <LazyDashboardHome />
    </Suspense>
  );
}
