import { FEATURED_HELPERS_LIMIT, HOME_PREVIEW } from '@sideline/shared';

/**
 * The API paths that a route's first screen reads, in one place for both sides: the feature's query
 * (which parses the answer) and the router's loader (which starts the request before the route's
 * code has arrived, see `route-prefetch.ts`). A prefetched answer is used only when the two agree
 * on the path to the character, so neither side spells it on its own.
 */

export type Query = Record<string, string | number | null | undefined>;

/** The query's non-empty values as text: what a GET sends, for a route loader's in-process read too. */
export function queryRecord(query: Query): Record<string, string> {
  const record: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') record[key] = String(value);
  }
  return record;
}

/** `base?...` with the empty values left out; `base` alone when nothing is left. */
export function pathWithQuery(base: string, query: Query): string {
  const text = new URLSearchParams(queryRecord(query)).toString();
  return text ? `${base}?${text}` : base;
}

/** `/api/jobs?...` with the empty values left out. */
export const jobsPath = (query: Query) => pathWithQuery('/api/jobs', query);

/** `id` is a string only in the build's route table, where it is the `$1` of the route's pattern. */
export const jobDetailPath = (id: number | '$1') => `/api/jobs/${id}`;

/** A helper's public profile (`/helpers/{id}`); `$1` in the build's route table. */
export const helperProfilePath = (id: number | '$1') => `/api/helper-profiles/${id}`;

/** A team's public profile (`/teams/{id}`); `$1` in the build's route table. */
export const teamProfilePath = (id: number | '$1') => `/api/team-profiles/${id}`;

/** A team's upcoming open jobs, on its public page (`status=open` always: the owner would get all). */
export const teamOpenJobsPath = (teamId: number | '$1') => `/api/jobs/team/${teamId}?status=open`;

/** Home preview: the spec's `limit=6&status=open`. */
export const jobPreviewPath = () => jobsPath({ limit: HOME_PREVIEW.fetch, status: 'open' });

export const featuredHelpersPath = () => `/api/helper-profiles/featured?limit=${FEATURED_HELPERS_LIMIT}`;
