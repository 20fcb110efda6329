import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { HelperProfileSchema, type HelperSkill, type PassportFilter } from '@sideline/shared';
import { api } from '@/lib/api';
import { helperProfileKeys } from '@/lib/profile-keys';
import { helperProfilePath, pathWithQuery } from '@/lib/route-data-paths';

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

const helperListPath = (query: Parameters<typeof pathWithQuery>[1]) =>
  pathWithQuery('/api/helper-profiles', query);

/**
 * GET /api/helper-profiles answers a JSON array; the next page's cursor comes in X-Next-Cursor, and
 * each "Load more" asks for the page after it.
 */
export const helperSearchQuery = (params: HelperSearchParams) =>
  infiniteQueryOptions({
    queryKey: helperProfileKeys.search(params),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api.getPage(
        HelperProfileSchema,
        helperListPath({
          zipCode: params.zipCode,
          // The radius only means something around a ZIP, so it is left out of an everywhere search.
          radius: params.zipCode ? params.radius : null,
          skill: params.skill,
          passport: params.passport ?? null,
          availableOn: params.available?.on ?? null,
          availableFrom: params.available?.from ?? null,
          availableTo: params.available?.to ?? null,
          limit: SEARCH_PAGE_SIZE,
          cursor: pageParam,
        }),
      ),
    getNextPageParam: (last) => last.nextCursor,
  });

/** Every helper, best rated first, a page at a time. */
export const helperListQuery = (limit: number) =>
  infiniteQueryOptions({
    queryKey: helperProfileKeys.list(limit),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api.getPage(HelperProfileSchema, helperListPath({ limit, cursor: pageParam })),
    getNextPageParam: (last) => last.nextCursor,
  });

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

/** The home page's featured helpers from a route loader (decision 0054; see `seedJob`). */
