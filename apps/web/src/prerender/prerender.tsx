import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/app-providers';
import { routes } from '@/app/routes';

/**
 * A page as a signed-out visitor first sees it (data sections still loading), rendered at build
 * time for the static shell that the server sends to visitors without a session: the first paint
 * needs no JavaScript, and main.tsx hydrates it once the route's code is in.
 */
export async function prerender(pathname: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://sideline.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${pathname} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>,
  );
}
