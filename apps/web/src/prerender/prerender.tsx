import type { ReactNode } from 'react';
import type { Query, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { prerender as renderWhenReady } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/app-providers';
import { createQueryClient } from '@/lib/query-client';
import { routes } from '@/app/routes';
import { embedRouteData, missingRouteData } from '@/lib/route-prefetch';
import { setRenderOrigin } from '@/lib/site-origin';

/**
 * A page as a signed-out visitor first sees it, for the first paint without JavaScript; main.tsx
 * hydrates it once the route's code is in. Used twice (decision 0024): at build time for the static
 * shells (data sections still loading), and by the server per request for a job page, with the
 * API's answers (`answers`, by path) that the page embeds for the app's first render.
 */
export function prerender(pathname: string, answers: Record<string, unknown> = {}): Promise<string> {
  return oneAtATime(async () => {
    const page = await routedPage(pathname);
    embedRouteData(answers);
    try {
      return renderToString(page);
    } finally {
      embedRouteData({});
    }
  });
}

async function routedPage(pathname: string, client?: QueryClient): Promise<ReactNode> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(pathname, 'http://sideline.invalid')));
  if (context instanceof Response) throw new Error(`prerender: ${pathname} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <AppProviders client={client}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
}

function queryEnabled(query: Query): boolean {
  const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
  return typeof enabled === 'function' ? enabled(query) : enabled !== false;
}

/**
 * Renders run one at a time: the answers they read are module state (route-prefetch.ts), and a
 * signed-in render waits for its lazy parts, when another request's render could set them.
 */
let renderQueue: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(render: () => Promise<T>): Promise<T> {
  const next = renderQueue.then(render);
  renderQueue = next.catch(() => undefined);
  return next;
}

/**
 * A signed-in user's page (decision 0037), rendered with `answers` once its lazy parts have loaded;
 * the API paths it asked for that `answers` lacked (the server fetches those as the user and
 * renders again); and the queries still waiting for data that is not embedded (a part that fetches
 * only in the browser). Only a page with none is sent: the page's app starts at the first touch, so
 * a part still loading would wait for that touch.
 */
export function renderSignedIn(
  pathname: string,
  answers: Record<string, unknown>,
  origin: string,
): Promise<{ html: string; missing: string[]; waiting: string[] }> {
  return oneAtATime(async () => {
    const client = createQueryClient();
    const page = await routedPage(pathname, client);
    embedRouteData(answers);
    setRenderOrigin(origin);
    const errors: unknown[] = [];
    try {
      // The static renderer waits for every lazy part, and with no chunk size it writes each in place:
      // no fallback and no script to swap one in later (the CSP allows none).
      const { prelude } = await renderWhenReady(page, {
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => void errors.push(error),
      });
      const html = await new Response(prelude).text();
      // A part that failed would be left to the browser to render: the server sends the shell instead.
      if (errors.length > 0) throw errors[0];
      const waiting = client
        .getQueryCache()
        .getAll()
        // Not `isDisabled()`: it counts a query no observer has subscribed to (none does on the
        // server) as disabled until it has fetched.
        .filter((query) => query.state.status === 'pending' && queryEnabled(query));
      return { html, missing: missingRouteData(), waiting: waiting.map((query) => query.queryHash) };
    } finally {
      embedRouteData({});
      setRenderOrigin('');
    }
  });
}
