import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/app-providers';
import { routes } from '@/app/routes';
import { embedRouteData } from '@/lib/route-prefetch';

/**
 * A page as a signed-out visitor first sees it, for the first paint without JavaScript; main.tsx
 * hydrates it once the route's code is in. Used twice (decision 0024): at build time for the static
 * shells (data sections still loading), and by the server per request for a job page, with the
 * API's answers (`answers`, by path) that the page embeds for the app's first render.
 */
export async function prerender(pathname: string, answers: Record<string, unknown> = {}): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://sideline.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${pathname} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The render is synchronous: no other request's answers can be read while these are set.
  embedRouteData(answers);
  try {
    return renderToString(
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>,
    );
  } finally {
    embedRouteData({});
  }
}
