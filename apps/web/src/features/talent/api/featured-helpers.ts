import { queryOptions, useQuery } from '@tanstack/react-query';
import { helperProfileKeys } from '@/lib/profile-keys';
import { embeddedFeaturedHelpers } from './featured-helpers-embedded';

/** The parsing, with zod: asked for when the query fetches, which a page the server seeded does not. */
const loadParse = () => import('./featured-helpers-parse');

export const featuredHelpersQuery = () =>
  queryOptions({
    queryKey: helperProfileKeys.featured,
    queryFn: async () => (await loadParse()).getFeaturedHelpers(),
    // The home page the server rendered carries the list (decision 0026).
    initialData: __EMBEDDED_ANSWERS__ ? embeddedFeaturedHelpers : undefined,
  });

export const useFeaturedHelpers = () => useQuery(featuredHelpersQuery());
