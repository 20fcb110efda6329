import { send, type RawResponse } from './api-fetch';

/**
 * GETs sent before the code that will read them is ready to (issue 34): Find Work sends its search
 * the moment a finger lands on Search, while the query that shows it starts only with the click,
 * after the tap has ended. The query's fetch (`api.getPage`, `api.get`) takes the answer already
 * on its way instead of asking again.
 *
 * An answer nobody takes within `KEPT_MS` is dropped (the press was not a tap): a later question
 * for the same path must get a fresh answer, never one from a press long ago.
 */
export const KEPT_MS = 5000;

const ahead = new Map<string, Promise<RawResponse>>();

/** Sends a GET for `path` now, unless one is on its way already. */
export function askAhead(path: string): void {
  if (ahead.has(path)) return;
  const answer = send('GET', path);
  // The query that takes it reports a failure; until then a rejection is not "unhandled".
  answer.catch(() => undefined);
  ahead.set(path, answer);
  setTimeout(() => {
    if (ahead.get(path) === answer) ahead.delete(path);
  }, KEPT_MS);
}

/** The answer asked ahead for this exact path, once; undefined if there is none. */
export function takeAskedAhead(path: string): Promise<RawResponse> | undefined {
  const answer = ahead.get(path);
  ahead.delete(path);
  return answer;
}
