import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  HelperProfileSchema,
  type HelperSkill,
  type PagedAnswer,
  type PassportFilter,
} from '@sideline/shared';
import { api, firstPageOnly } from '@/lib/api';
import { helperProfileKeys } from '@/lib/profile-keys';
import { helperProfilePath, pathWithQuery, type Query } from '@/lib/route-data-paths';

export interface HelperSearchParams {
  /** Empty means "everywhere": the API then answers every helper, best first. */
  zipCode: string;
  radius: number;
  skill: HelperSkill | null;
  /** Only helpers whose safety passport shows this (decision 0050). */
  passport?: PassportFilter | null;
  /** Only helpers whose availability fits a game then (issue 55). */
  available?: { on: string; from: string; to: string } | null;
}

export const SEARCH_PAGE_SIZE = 24;
/** All Helpers' page: twelve fills the three-column grid in whole rows. */
export const HELPER_LIST_PAGE_SIZE = 12;

const helperListPath = (query: Query) => pathWithQuery('/api/helper-profiles', query);

/** What GET /api/helper-profiles is asked for a search's page (`cursor` null: the first). */
export const helperSearchRequest = (params: HelperSearchParams, cursor: string | null): Query => ({
  zipCode: params.zipCode,
  // The radius only means something around a ZIP, so it is left out of an everywhere search.
  radius: params.zipCode ? params.radius : null,
  skill: params.skill,
  passport: params.passport ?? null,
  availableOn: params.available?.on ?? null,
  availableFrom: params.available?.from ?? null,
  availableTo: params.available?.to ?? null,
  limit: SEARCH_PAGE_SIZE,
  cursor,
});

/** What GET /api/helper-profiles is asked for a page of every helper. */
export const helperListRequest = (limit: number, cursor: string | null): Query => ({ limit, cursor });

/**
 * GET /api/helper-profiles answers a JSON array; the next page's cursor comes in X-Next-Cursor, and
 * each "Load more" asks for the page after it.
 */
export const helperSearchQuery = (params: HelperSearchParams) =>
  infiniteQueryOptions({
    queryKey: helperProfileKeys.search(params),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api.getPage(HelperProfileSchema, helperListPath(helperSearchRequest(params, pageParam))),
    getNextPageParam: (last) => last.nextCursor,
  });

/** Every helper, best rated first, a page at a time. */
export const helperListQuery = (limit: number) =>
  infiniteQueryOptions({
    queryKey: helperProfileKeys.list(limit),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api.getPage(HelperProfileSchema, helperListPath(helperListRequest(limit, pageParam))),
    getNextPageParam: (last) => last.nextCursor,
  });

/** A route loader's first page of a list (decision 0054) under the key its query reads. */
export const seedHelperPage = (
  client: QueryClient,
  key: ReturnType<typeof helperListQuery>['queryKey'] | ReturnType<typeof helperSearchQuery>['queryKey'],
  answer: PagedAnswer,
) =>
  client.setQueryData(key, firstPageOnly(api.parsePage(HelperProfileSchema, answer, '/api/helper-profiles')));

// The home page's featured helpers, their parsing loaded lazily (decision 0054), for those importing them here.
export { featuredHelpersQuery } from './featured-helpers';
export { seedFeaturedHelpers } from './featured-helpers-parse';

/** One helper's public profile; on a page the server rendered, the answer it embedded (decision 0024). */
export const helperQuery = (id: number) =>
  queryOptions({
    queryKey: helperProfileKeys.detail(id),
    queryFn: () => api.get(HelperProfileSchema, helperProfilePath(id)),
    initialData: () => api.embedded(HelperProfileSchema, helperProfilePath(id)),
  });

/** A route loader's read of the profile (decision 0054) under the query's key. */
export const seedHelper = (client: QueryClient, id: number, wire: unknown) =>
  client.setQueryData(helperQuery(id).queryKey, api.parse(HelperProfileSchema, wire, helperProfilePath(id)));

/** The home page's featured helpers from a route loader (decision 0054; see `seedJob`). */
