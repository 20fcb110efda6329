import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * The routes the framework serves (decision 0054), from the tree in `app/routes.tsx`. While the
 * migration is under way the rest are the library-mode app's: `elsewhere.tsx` hands them over.
 */
export default [
  layout('routes/site-frame.tsx', [
    index('routes/home.tsx'),
    route('jobs', 'routes/find-work.tsx'),
    route('jobs/:id', 'routes/job.tsx'),
    route('tournament-director', 'routes/tournament-director.tsx'),
    route('tournament-signup', 'routes/tournament-signup.tsx'),
    route('post-job', 'routes/post-job.tsx'),
    route('newsletter', 'routes/newsletter.tsx'),
    route('find-talent', 'routes/find-talent.tsx'),
    route('helpers', 'routes/helpers.tsx'),
    route('helpers/:id', 'routes/helper-profile.tsx'),
    route('teams/:id', 'routes/team-profile.tsx'),
    route('*', 'routes/elsewhere.tsx'),
  ]),
  // The dashboard's index and My Jobs; its other pages still match the frame's `*` above.
  route('dashboard', 'routes/dashboard-frame.tsx', [
    index('routes/dashboard-home.tsx'),
    route('my-jobs', 'routes/dashboard-my-jobs.tsx'),
    route('jobs', 'routes/dashboard-my-jobs.tsx', { id: 'routes/dashboard-jobs' }),
  ]),
] satisfies RouteConfig;
