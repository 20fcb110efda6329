import { ROUTE_DATA_ELEMENT_ID, SESSION_USER_PATH } from '@sideline/shared';
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

/**
 * Answers the server already put in the page it rendered (a job page, decision 0024), by API path:
 * the query's first data, so the app's first render is the page the server rendered and hydration
 * keeps it. First load only, like the prefetched answers.
 */
const embedded = new Map<string, unknown>();

/**
 * On the server, the paths a render asked for and did not find: a page rendered for a signed-in
 * user (decision 0037) learns its data this way, render by render, since what it shows decides
 * what it asks (the team's jobs are asked once the team profile is known).
 */
const wanted = new Set<string>();

/** Sets the answers a render may use (the server, around one render) or, with `{}`, forgets them. */
export function embedRouteData(answers: Record<string, unknown>): void {
  embedded.clear();
  wanted.clear();
  for (const [path, data] of Object.entries(answers)) embedded.set(path, data);
}

/** The paths the render since `embedRouteData` asked for without an answer (server only). */
export function missingRouteData(): string[] {
  return [...wanted];
}

/**
 * In the browser, before the first render: takes the answers the page came with, if any, from the
 * page's JSON script element (data, never run: the CSP allows no inline script).
 */
export function readEmbeddedRouteData(): void {
  const element = document.getElementById(ROUTE_DATA_ELEMENT_ID);
  if (!element?.textContent) return;
  try {
    embedRouteData(JSON.parse(element.textContent) as Record<string, unknown>);
  } catch {
    // Unreadable: the page asks the server instead.
  }
}

/** The server rendered this page for the session's user (decision 0037), and the app hydrates it. */
export function renderedForSignedInUser(): boolean {
  return firstLoad && embedded.has(SESSION_USER_PATH);
}

/** The answer the page came with for this exact path, on the first load; undefined otherwise. */
export function embeddedAnswer(path: string): unknown {
  if (!firstLoad) return undefined;
  const answer = embedded.get(path);
  if (answer === undefined && typeof window === 'undefined') wanted.add(path);
  return answer;
}

/**
 * The page came rendered with its answers and without the session's user: the server rendered it
 * for a request without a session cookie (decision 0024), so the visitor was signed out when it
 * asked. Both the server's render and the app's hydration start from that instead of "not known
 * yet", so the page can show Log In and Sign Up before the session has been re-checked, or without
 * the app at all (decision 0026).
 */
export function renderedForSignedOutVisitor(): boolean {
  return firstLoad && embedded.size > 0 && !embedded.has(SESSION_USER_PATH);
}

export function prefetchFirstLoad(paths: string[]): void {
  // On the server (a page rendered per request) nothing is fetched: the answers are embedded.
  if (!firstLoad || typeof window === 'undefined') return;
  for (const path of paths) {
    if (embedded.has(path)) continue;
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
  embedded.clear();
}

/** The prefetched answer for this exact path, once; undefined if there is none. */
export function takePrefetched(path: string): Promise<RawResponse> | undefined {
  const answer = pending.get(path);
  pending.delete(path);
  return answer;
}
