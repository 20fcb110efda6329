import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isStaleBuildError } from './stale-build';

/** Shown when a route module fails to load (for example after a deploy) or a screen throws. */
export function RouteError() {
  const error = useRouteError();
  const stale = isStaleBuildError(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="mx-auto max-w-lg px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">
        {stale ? 'A new version of Sideline is available' : 'Something went wrong'}
      </h1>
      <p className="mt-2 text-slate-600">
        {stale
          ? 'This page needs the latest version. Reload to get it.'
          : (detail ?? 'This page could not be shown. Reload the page to try again.')}
      </p>
      <button
        type="button"
        className="mt-6 rounded-md bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
        onClick={() => window.location.reload()}
      >
        Reload
      </button>
    </main>
  );
}
