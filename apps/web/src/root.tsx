import type { ReactNode } from 'react';
import { Links, Meta, Outlet, useLoaderData, useRouteLoaderData } from 'react-router';
import type { PageLoadContext, User } from '@sideline/shared';
import { AppProviders } from '@/app/app-providers';
import { DocumentScripts } from '@/app/document-scripts';
import { RouteError } from '@/app/route-error';
import { ViewerZoneContext } from '@/lib/format/viewer-zone';
import { asUser } from '@/lib/session/stored-user';
import './index.css';

/** The document around every page: the head of the library-mode `index.html`. */
export function Layout({ children }: { children: ReactNode }) {
  const signedIn = Boolean(useRouteLoaderData<typeof loader>('root')?.user);
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta
          name="viewport"
          content="width=device-width, initial-scale=1.0, viewport-fit=cover, interactive-widget=resizes-content"
        />
        <meta name="theme-color" content="#15803d" />
        <meta
          name="description"
          content="Sideline: hire game-day scorekeepers, scoreboard operators and live streamers for youth sports."
        />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />
        <title>Sideline: game-day help for youth sports</title>
        <Meta />
        {/* Its stylesheet needs no nonce (styles are 'self'), and the browser hides a nonce from the
            page, so the server's nonce here would differ from the hydrating render's. */}
        <Links nonce="" />
      </head>
      <body>
        <div id="root">{children}</div>
        <DocumentScripts signedIn={signedIn} />
      </body>
    </html>
  );
}

/** The zone the browser wrote into its `tz` cookie (entry.client.tsx), if it is one Intl knows. */
function cookieZone(request: Request): string | null {
  const cookie = request.headers.get('cookie') ?? '';
  const value = /(?:^|;\s*)tz=([^;]*)/.exec(cookie)?.[1];
  if (!value) return null;
  try {
    const zone = decodeURIComponent(value);
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/**
 * The session's user, as `GET /api/auth/user` would answer it, read in-process by the server; and
 * the viewer's zone, which the browser hydrates with too (decision 0054).
 */
export function loader({ context, request }: { context: PageLoadContext; request: Request }): {
  user: User | null;
  zone: string | null;
} {
  return { user: asUser(context.viewer), zone: cookieZone(request) };
}

/**
 * A path the framework does not serve yet (`routes/elsewhere.tsx`, the only route with a splat) loads
 * as a document: the root's data is not asked for it, as the library-mode server has none to give.
 */
export function shouldRevalidate({
  nextParams,
  defaultShouldRevalidate,
}: {
  nextParams: Record<string, string | undefined>;
  defaultShouldRevalidate: boolean;
}): boolean {
  return nextParams['*'] === undefined && defaultShouldRevalidate;
}

export default function Root() {
  const { user, zone } = useLoaderData<typeof loader>();
  return (
    <AppProviders known={{ user }}>
      <ViewerZoneContext value={zone}>
        <Outlet />
      </ViewerZoneContext>
    </AppProviders>
  );
}

export function ErrorBoundary() {
  return <RouteError />;
}
