import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { RouteError } from './route-error';

/** Every screen is its own chunk: `lazy` loads a module that exports `Component`. */
const page = (load: () => Promise<{ Component: React.ComponentType }>): Pick<RouteObject, 'lazy'> => ({
  lazy: load,
});

export const routes: RouteObject[] = [
  {
    ...page(() => import('./layouts/site-layout')),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, ...page(() => import('@/pages/home/home-page')) },
      { path: 'login', ...page(() => import('@/pages/login-page')) },
      { path: 'signup', ...page(() => import('@/pages/signup-page')) },
      { path: 'confirm-email', ...page(() => import('@/pages/confirm-email-page')) },
      { path: 'forgot-password', ...page(() => import('@/pages/forgot-password-page')) },
      { path: 'reset-password', ...page(() => import('@/pages/reset-password-page')) },
      { path: 'complete-profile', ...page(() => import('@/pages/complete-profile-page')) },
      { path: '*', ...page(() => import('@/pages/not-found-page')) },
    ],
  },
  {
    path: 'dashboard',
    ...page(() => import('./layouts/dashboard-layout')),
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, ...page(() => import('@/pages/dashboard/dashboard-home-page')) },
      { path: '*', ...page(() => import('@/pages/dashboard/dashboard-not-found-page')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
