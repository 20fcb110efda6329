import type { QueryClient } from '@tanstack/react-query';
import { FEATURED_HELPERS_LIMIT, HelperProfileSchema, type HelperProfile } from '@sideline/shared';
import { api } from '@/lib/api';
import { helperProfileKeys } from '@/lib/profile-keys';
import { featuredHelpersPath } from '@/lib/route-data-paths';

// The featured helpers' answer parsed: with zod, so featured-helpers.ts loads this lazily.

// The spec's client keeps the first 4 whatever the server answers.
export const firstFeatured = (helpers: HelperProfile[]) => helpers.slice(0, FEATURED_HELPERS_LIMIT);

export const getFeaturedHelpers = async () =>
  firstFeatured(await api.get(HelperProfileSchema.array(), featuredHelpersPath()));

/** The home page's loader puts the list under the hook's key (decision 0054). */
export const seedFeaturedHelpers = (client: QueryClient, wire: unknown) =>
  client.setQueryData(
    helperProfileKeys.featured,
    firstFeatured(api.parse(HelperProfileSchema.array(), wire, featuredHelpersPath())),
  );
