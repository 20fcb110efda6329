import { useInfiniteQuery } from '@tanstack/react-query';
import { helperListQuery, helperSearchQuery, type HelperSearchParams } from './api/helpers-api';

export type { HelperSearchParams } from './api/helpers-api';

/** Find Talent: runs only once a search was made (`params` null before), as the spec asks. */
export function useHelperSearch(params: HelperSearchParams | null) {
  return useInfiniteQuery({
    ...helperSearchQuery(params ?? { zipCode: '', radius: 0, skill: null }),
    enabled: params !== null,
  });
}

/** All helpers, best rated first; more load on request. */
export function useHelperList(limit: number) {
  return useInfiniteQuery(helperListQuery(limit));
}

export { useFeaturedHelpers } from './api/featured-helpers';
