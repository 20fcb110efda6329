import { send, type RawResponse } from './api-fetch';

/**
 * Route data requested alongside the route's code. On a first visit a route's page chunk arrives
 * after the entry has run, and its queries only start once that chunk has rendered: a second round
 * trip after the first. The router's loaders (no zod, no feature code) start those GETs at once;
 * the typed client (`api.ts`) takes the pending answer instead of asking again and parses it there.
 *
 * Only the first page load prefetches: later navigations usually find the data in the query cache
 * already, and a prefetched answer must never stand in for a refetch after a change. An answer that
 * nobody took (the page showed something else) is dropped at the next navigation.
 */
const pending = new Map<string, Promise<RawResponse>>();
let firstLoad = true;

export function prefetchFirstLoad(paths: string[]): void {
  if (!firstLoad) return;
  for (const path of paths) {
    const answer = send('GET', path);
    // The query that takes it reports a failure; until then a rejection is not "unhandled".
    answer.catch(() => undefined);
    pending.set(path, answer);
  }
}

/** Called on every navigation after the first: what was not taken by then is stale. */
export function endFirstLoad(): void {
  firstLoad = false;
  pending.clear();
}

/** The prefetched answer for this exact path, once; undefined if there is none. */
export function takePrefetched(path: string): Promise<RawResponse> | undefined {
  const answer = pending.get(path);
  pending.delete(path);
  return answer;
}
