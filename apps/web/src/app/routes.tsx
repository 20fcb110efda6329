import type { RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import {
  featuredHelpersPath,
  helperProfilePath,
  jobDetailPath,
  jobPreviewPath,
  teamOpenJobsPath,
  teamProfilePath,
} from '@/lib/route-data-paths';
import { parseRouteId } from '@/lib/route-id';
import { prefetchFirstLoad } from '@/lib/route-prefetch';
import { RouteError } from './route-error';

/**
 * A loader that only starts the first screen's GETs (see route-prefetch.ts): static on the route, it
 * runs alongside the route's `lazy` import rather than after it, and it returns at once, so it never
 * holds a navigation back.
 */
const prefetch = (paths: (params: Record<string, string | undefined>) => string[]) => ({
  loader: ({ params }: { params: Record<string, string | undefined> }) => {
    prefetchFirstLoad(paths(params));
    return null;
  },
});

/** Every screen is its own chunk: `lazy` loads a module that exports `Component`. */
const page = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: load,
});

/** A layout route: its own chunk, the error screen for its pages, a spinner while its code loads. */
const frame = (
  load: () => Promise<{ Component: React.ComponentType }>,
): Pick<RouteObject, 'lazy' | 'errorElement' | 'hydrateFallbackElement'> => ({
  ...page(load),
  errorElement: <RouteError />,
  hydrateFallbackElement: <PageSpinner />,
});

export const routes: RouteObject[] = [
  {
    ...frame(() => import('./layouts/site-layout')),
    children: [
      {
        index: true,
        ...prefetch(() => [jobPreviewPath(), featuredHelpersPath()]),
        ...page(() => import('@/pages/home/home-page')),
      },
      { path: 'login', ...page(() => import('@/pages/login-page')) },
      { path: 'signup', ...page(() => import('@/pages/signup-page')) },
      { path: 'confirm-email', ...page(() => import('@/pages/confirm-email-page')) },
      { path: 'reconfirm', ...page(() => import('@/pages/reconfirm-page')) },
      { path: 'forgot-password', ...page(() => import('@/pages/forgot-password-page')) },
      { path: 'reset-password', ...page(() => import('@/pages/reset-password-page')) },
      { path: 'newsletter/confirm', ...page(() => import('@/pages/newsletter/newsletter-confirm-page')) },
      {
        path: 'newsletter/unsubscribe',
        ...page(() => import('@/pages/newsletter/newsletter-unsubscribe-page')),
      },
      {
        path: 'job-alerts/unsubscribe',
        ...page(() => import('@/pages/job-alerts-unsubscribe-page')),
      },
      { path: 'guardian/consent', ...page(() => import('@/pages/guardian-consent-page')) },
      { path: 'complete-profile', ...page(() => import('@/pages/complete-profile-page')) },
      { path: 'jobs', ...page(() => import('@/pages/jobs/find-work-page')) },
      {
        path: 'jobs/:id',
        ...prefetch((params) => {
          const id = parseRouteId(params.id);
          return id === null ? [] : [jobDetailPath(id)];
        }),
        ...page(() => import('@/pages/jobs/job-detail-page')),
      },
      { path: 'jobs/:id/edit', ...page(() => import('@/pages/jobs/edit-job-page')) },
      { path: 'post-job', ...page(() => import('@/pages/jobs/post-job-page')) },
      { path: 'find-talent', ...page(() => import('@/pages/talent/find-talent-page')) },
      { path: 'helpers', ...page(() => import('@/pages/talent/helpers-page')) },
      {
        path: 'helpers/:id',
        ...prefetch((params) => {
          const id = parseRouteId(params.id);
          return id === null ? [] : [helperProfilePath(id)];
        }),
        ...page(() => import('@/pages/talent/helper-profile-page')),
      },
      {
        path: 'teams/:id',
        ...prefetch((params) => {
          const id = parseRouteId(params.id);
          return id === null ? [] : [teamProfilePath(id), teamOpenJobsPath(id)];
        }),
        ...page(() => import('@/pages/talent/team-profile-page')),
      },
      { path: 'messages', ...page(() => import('@/pages/messages/messages-page')) },
      { path: 'reviews/:jobId/:revieweeId', ...page(() => import('@/pages/reviews/leave-review-page')) },
      { path: 'get-your-referral-code', ...page(() => import('@/pages/payments/referral-page')) },
      { path: 'payments/options/:jobId', ...page(() => import('@/pages/payments/payment-options-page')) },
      { path: 'payments/job/:jobId', ...page(() => import('@/pages/payments/job-payment-page')) },
      { path: 'payments/checkout/:jobId', ...page(() => import('@/pages/payments/checkout-page')) },
      { path: 'payments/success', ...page(() => import('@/pages/payments/payment-success-page')) },
      { path: 'payments/connect/:outcome', ...page(() => import('@/pages/payments/connect-page')) },
      { path: 'tournament-director', ...page(() => import('@/pages/tournament-director-page')) },
      { path: 'tournament-signup', ...page(() => import('@/pages/tournament-signup-page')) },
      { path: '*', ...page(() => import('@/pages/not-found-page')) },
    ],
  },
  {
    path: 'dashboard',
    ...frame(() => import('./layouts/dashboard-layout')),
    children: [
      {
        index: true,
        ...page(() => import('@/pages/dashboard/dashboard-home-page').then((m) => m.routeModule())),
      },
      { path: 'profile', ...page(() => import('@/pages/dashboard/profile-page')) },
      { path: 'my-jobs', ...page(() => import('@/pages/dashboard/my-jobs-page')) },
      { path: 'jobs', ...page(() => import('@/pages/dashboard/my-jobs-page')) },
      { path: 'applications', ...page(() => import('@/pages/dashboard/team-applications-page')) },
      { path: 'my-applications', ...page(() => import('@/pages/dashboard/my-applications-page')) },
      { path: 'families', ...page(() => import('@/pages/dashboard/families-page')) },
      { path: 'safety', ...page(() => import('@/pages/dashboard/safety-page')) },
      { path: 'payments', ...page(() => import('@/pages/payments/payments-page')) },
      { path: 'guardian', ...page(() => import('@/pages/dashboard/guardian-page')) },
      { path: 'statements', ...page(() => import('@/pages/dashboard/statements-page')) },
      { path: 'messages', ...page(() => import('@/pages/messages/messages-page')) },
      { path: '*', ...page(() => import('@/pages/dashboard/dashboard-not-found-page')) },
    ],
  },
  {
    // Admin only; the dashboard frame gives signed-out visitors the sign-up screen.
    path: 'admin',
    ...frame(() => import('./layouts/dashboard-layout')),
    children: [
      { index: true, ...page(() => import('@/pages/admin/admin-page')) },
      { path: 'quote-requests', ...page(() => import('@/pages/admin/quote-requests-page')) },
      { path: 'safety', ...page(() => import('@/pages/admin/safety-queue-page')) },
    ],
  },
];
