import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  FEATURED_HELPERS_LIMIT,
  HelperListSchema,
  HelperProfileSchema,
  type HelperSkill,
} from '@sideline/shared';
import { legacyApi as api } from '@/lib/api';

/**
 * Every helper query key starts with 'helper-profiles' so a profile save can refresh them all with
 * `invalidateQueries({ queryKey: ['helper-profiles'] })`.
 */
export const helperKeys = {
  all: ['helper-profiles'] as const,
  search: (params: HelperSearchParams) => ['helper-profiles', 'search', params] as const,
  list: (page: number, limit: number) => ['helper-profiles', 'list', page, limit] as const,
  featured: ['helper-profiles', 'featured'] as const,
  detail: (id: number) => ['helper-profiles', 'detail', id] as const,
};

export interface HelperSearchParams {
  /** Empty means "everywhere": the API then answers every helper, best first. */
  zipCode: string;
  radius: number;
  skill: HelperSkill | null;
  page: number;
}

export const SEARCH_PAGE_SIZE = 24;

function helperListPath(query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  return `/api/helper-profiles?${params.toString()}`;
}

/** Find Talent: runs only once a search was made (`params` null before), as the spec asks. */
export function useHelperSearch(params: HelperSearchParams | null) {
  return useQuery({
    queryKey: helperKeys.search(params ?? { zipCode: '', radius: 0, skill: null, page: 0 }),
    enabled: params !== null,
    queryFn: async () => {
      const p = params!;
      // The radius only means something around a ZIP, so it is left out of an everywhere search.
      const path = helperListPath({
        zipCode: p.zipCode,
        radius: p.zipCode ? p.radius : null,
        skill: p.skill,
        page: p.page,
        limit: SEARCH_PAGE_SIZE,
      });
      return HelperListSchema.parse(await api.get(path));
    },
  });
}

/** All helpers, one page at a time; the previous page stays on screen while the next loads. */
export function useHelperList(page: number, limit: number) {
  return useQuery({
    queryKey: helperKeys.list(page, limit),
    placeholderData: keepPreviousData,
    queryFn: async () => HelperListSchema.parse(await api.get(helperListPath({ page, limit }))),
  });
}

export function useFeaturedHelpers() {
  return useQuery({
    queryKey: helperKeys.featured,
    queryFn: async () => {
      const helpers = HelperProfileSchema.array().parse(
        await api.get(`/api/helper-profiles/featured?limit=${FEATURED_HELPERS_LIMIT}`),
      );
      // The spec's client keeps the first 4 whatever the server answers.
      return helpers.slice(0, FEATURED_HELPERS_LIMIT);
    },
  });
}
