import type { ComponentType } from 'react';
import { dehydrate, HydrationBoundary, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { useLoaderData, type Params } from 'react-router';
import type { PageLoadContext } from '@sideline/shared';

/** What the framework gives a route's server loader (decision 0054). */
export interface PageLoadArgs {
  context: PageLoadContext;
  params: Params;
  request: Request;
}

/**
 * A route's server loader that seeds the page's query cache (decision 0054): `seed` runs the page's
 * reads in parallel and puts each answer under the key its hook reads; the loader returns the cache,
 * which `seededPage` hands to the page. A client per request: nothing is kept between pages.
 */
export function seeded(
  seed: (client: QueryClient, args: PageLoadArgs) => Promise<void>,
): (args: PageLoadArgs) => Promise<DehydratedState> {
  return async (args) => {
    const client = new QueryClient();
    await seed(client, args);
    return dehydrate(client);
  };
}

/** The route's component: the page inside the cache its loader seeded. */
export function seededPage(Page: ComponentType): ComponentType {
  function SeededPage() {
    return (
      <HydrationBoundary state={useLoaderData<DehydratedState>()}>
        <Page />
      </HydrationBoundary>
    );
  }
  SeededPage.displayName = `Seeded(${Page.displayName ?? Page.name})`;
  return SeededPage;
}
